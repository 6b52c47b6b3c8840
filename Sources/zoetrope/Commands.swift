import Foundation
import Geometry
import Zoetrope

let mainHelp = """
    OVERVIEW: Render SwiftUI-style scene files to video and images.

    USAGE: zoetrope <command> <scene> [options]

    COMMANDS:
      render    Render a scene to an H.264 MP4 video.
      frame     Render one frame of a scene to a PNG image.

    Run 'zoetrope <command> --help' for a command's options.

    """

let renderHelp = """
    OVERVIEW: Render a scene to an H.264 MP4 video.

    USAGE: zoetrope render <scene> -o <out.mp4> [options]

    OPTIONS:
      -o, --output <path>     Output file, .mp4 (required).
      --poster <path>         Also write the last frame as a PNG poster.
      --fps <n>               Frames per second, 1-240 (default 60).
      --scale <s>             Device pixels per point (default 3).
      --size <w>x<h>          Canvas in points (default 390x844).
      --duration <seconds>    Length to render (default: the scene's own, the end
                              of its last animation plus 0.6 s).
      --crf <n>               H.264 constant rate factor, 0-51, lower is better
                              (default 18).
      --preset <name>         libx264 preset: ultrafast, superfast, veryfast, faster,
                              fast, medium, slow, slower, veryslow (default medium).
      --threads <n>           Rendering threads (default: all cores). The pixels do
                              not depend on it.
      -q, --quiet             Print nothing on success.
      -h, --help              Show this help.

    """

let frameHelp = """
    OVERVIEW: Render one frame of a scene to a PNG image (RGBA).

    USAGE: zoetrope frame <scene> --time <seconds> -o <out.png> [options]

    OPTIONS:
      -o, --output <path>     Output file, .png (required).
      -t, --time <seconds>    Scene time of the frame (required).
      --scale <s>             Device pixels per point (default 3).
      --size <w>x<h>          Canvas in points (default 390x844).
      --threads <n>           Rendering threads (default: all cores).
      -q, --quiet             Print nothing on success.
      -h, --help              Show this help.

    """

/// Set by the SIGINT handler; polled between frames.
nonisolated(unsafe) var interruptRequested: sig_atomic_t = 0

enum Command {
    /// Runs the CLI; returns the exit code.
    static func run(_ args: [String]) -> Int32 {
        guard let command = args.first else {
            FileHandle.standardError.write(Data(mainHelp.utf8))
            return 64
        }
        let rest = Array(args.dropFirst())
        do {
            switch command {
            case "render": return try render(rest)
            case "frame": return try frame(rest)
            case "-h", "--help", "help":
                print(mainHelp, terminator: "")
                return 0
            default:
                var message = "unknown command '\(command)'"
                if let near = nearest(command, in: ["render", "frame"]) { message += " (did you mean '\(near)'?)" }
                throw UsageError(message: message)
            }
        } catch let error as UsageError {
            let topic = ["render", "frame"].contains(command) ? "zoetrope \(command) --help" : "zoetrope --help"
            printError("zoetrope: error: \(error.message)\nRun '\(topic)' for usage.\n")
            return 64
        } catch let error as ZoetropeError {
            let text = error.description
            printError(text.hasSuffix("\n") ? text : text + "\n")
            return error.exitCode
        } catch {
            printError("zoetrope: error: \(error)\n")
            return 70
        }
    }

    private static let commonValues = ["--output", "--scale", "--size", "--threads"]
    private static let aliases = ["-o": "--output", "-h": "--help", "-t": "--time", "-q": "--quiet"]

    static func render(_ args: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(
            args, valueOptions: commonValues + ["--fps", "--duration", "--crf", "--preset", "--poster"],
            flagOptions: ["--help", "--quiet"], aliases: aliases)
        if parsed.flags.contains("--help") {
            print(renderHelp, terminator: "")
            return 0
        }
        let (scene, output) = try sceneAndOutput(parsed, extension: "mp4")
        var settings = try commonSettings(parsed)
        if let fps = try parsed.int("--fps", in: 1...240) { settings.fps = fps }
        if let d = try parsed.positiveDouble("--duration") { settings.duration = d }
        if let crf = try parsed.int("--crf", in: 0...51) { settings.crf = crf }
        if let preset = parsed.values["--preset"] {
            let presets = [
                "ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow",
            ]
            guard presets.contains(preset) else {
                var message = "unknown preset '\(preset)'"
                if let near = nearest(preset, in: presets) { message += " (did you mean '\(near)'?)" }
                throw UsageError(message: message)
            }
            settings.preset = preset
        }
        let poster = parsed.values["--poster"]
        if let poster, (poster as NSString).pathExtension.lowercased() != "png" {
            throw UsageError(message: "poster '\(poster)' must end in .png")
        }
        let start = Date()
        let renderer = try SceneRenderer.load(path: scene, settings: settings)
        let showProgress = isatty(STDERR_FILENO) == 1 && !parsed.flags.contains("--quiet")
        signal(SIGINT) { _ in interruptRequested = 1 }
        try renderer.writeVideo(
            to: output,
            progress: { done, total in
                if showProgress { printError("\rrendering frame \(done)/\(total)") }
            },
            isCancelled: { interruptRequested != 0 })
        if showProgress { printError("\n") }
        if let poster {
            try renderer.writePNG(at: renderer.time(ofFrame: renderer.frameCount - 1), to: poster)
        }
        if !parsed.flags.contains("--quiet") {
            let seconds = Date().timeIntervalSince(start)
            let n = renderer.frameCount
            print(
                "wrote \(output): \(n) frames, \(settings.pixelWidth)x\(settings.pixelHeight), \(settings.fps) fps, "
                    + "\(format(Double(n) / Double(settings.fps))) s, in \(format(seconds)) s "
                    + "(\(format(Double(n) / max(seconds, 1e-9))) frames/s)")
            if let poster { print("wrote \(poster): last frame") }
        }
        return 0
    }

    static func frame(_ args: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(
            args, valueOptions: commonValues + ["--time"], flagOptions: ["--help", "--quiet"], aliases: aliases)
        if parsed.flags.contains("--help") {
            print(frameHelp, terminator: "")
            return 0
        }
        let (scene, output) = try sceneAndOutput(parsed, extension: "png")
        guard let time = try parsed.positiveDouble("--time", allowZero: true) else {
            throw UsageError(message: "missing '--time <seconds>'")
        }
        let settings = try commonSettings(parsed)
        let renderer = try SceneRenderer.load(path: scene, settings: settings)
        try renderer.writePNG(at: time, to: output)
        if !parsed.flags.contains("--quiet") {
            print("wrote \(output): \(settings.pixelWidth)x\(settings.pixelHeight) at t = \(format(time)) s")
        }
        return 0
    }

    private static func sceneAndOutput(_ parsed: ParsedArguments, extension ext: String) throws -> (String, String) {
        guard let scene = parsed.positionals.first else { throw UsageError(message: "missing scene file") }
        guard parsed.positionals.count == 1 else {
            throw UsageError(message: "unexpected argument '\(parsed.positionals[1])'")
        }
        guard let output = parsed.values["--output"] else { throw UsageError(message: "missing '-o <output.\(ext)>'") }
        guard (output as NSString).pathExtension.lowercased() == ext else {
            throw UsageError(message: "output '\(output)' must end in .\(ext)")
        }
        return (scene, output)
    }

    private static func commonSettings(_ parsed: ParsedArguments) throws -> RenderSettings {
        var settings = RenderSettings()
        if let scale = try parsed.positiveDouble("--scale") { settings.scale = scale }
        if let threads = try parsed.int("--threads", in: 1...256) { settings.threads = threads }
        if let size = parsed.values["--size"] {
            let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w.isFinite,
                h.isFinite
            else {
                throw UsageError(message: "invalid value '\(size)' for '--size': expected <width>x<height> in points")
            }
            settings.canvas = Size(width: w, height: h)
        }
        return settings
    }

    private static func format(_ x: Double) -> String { String(format: "%.2f", x) }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
