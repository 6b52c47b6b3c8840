import Foundation
import Zoetrope

/// The command-line front end: dispatches to a command and turns errors into messages and exit codes.
public enum Command {
    static let names = ["render", "frame", "sheet", "concat", "bench", "timeline", "preview"]

    /// Runs the CLI; returns the exit code.
    public static func run(_ args: [String]) -> Int32 {
        guard let command = args.first else {
            printError(Help.main)
            return 64
        }
        let rest = Array(args.dropFirst())
        do {
            switch command {
            case "render": return try RenderCommand.run(rest)
            case "frame": return try FrameCommand.run(rest)
            case "sheet": return try SheetCommand.run(rest)
            case "concat": return try ConcatCommand.run(rest)
            case "bench": return try BenchCommand.run(rest)
            case "timeline": return try TimelineCommand.run(rest)
            case PreviewFramesCommand.name: return try PreviewFramesCommand.run(rest)
            case "preview":
                // `zoetrope` serves previews itself (main.swift); a scene program has no server.
                return PreviewCommand.run(rest) { _ in
                    throw ZoetropeError.internal("a scene program cannot serve")
                }
            case "-h", "--help", "help":
                print(Help.main, terminator: "")
                return 0
            case "--version":
                print(versionText, terminator: "")
                return 0
            default:
                var message = "unknown command '\(command)'"
                if let near = nearest(command, in: names) { message += " (did you mean '\(near)'?)" }
                throw UsageError(message: message)
            }
        } catch {
            return report(error, command: command)
        }
    }

    /// Prints `error` as `command` reports it and returns its exit code: a scene program's own
    /// status, 64 for a bad command line, the code of a `ZoetropeError`, else 70.
    static func report(_ error: any Error, command: String) -> Int32 {
        if let exit = error as? SceneProgramExit { return exit.status }
        printError(errorText(error, command: command))
        switch error {
        case is UsageError: return 64
        case let error as ZoetropeError: return exitCode(error)
        default: return 70
        }
    }

    /// The version of Zoetrope (the scene protocol of its SwiftUI module changes with it).
    public static let version = "0.14.0"

    /// What `zoetrope --version` prints: the tool's version and those of the libraries it draws
    /// and encodes with.
    static var versionText: String {
        "zoetrope \(version)\n\(Libraries.versions)\n"
    }

    /// The single scene argument and the output path, whose extension must be one of `extensions`
    /// (any when empty).
    static func sceneAndOutput(_ parsed: ParsedArguments, extensions: [String] = []) throws -> (String, String) {
        guard let scene = parsed.positionals.first else { throw UsageError(message: "missing scene file") }
        guard parsed.positionals.count == 1 else {
            throw UsageError(message: "unexpected argument '\(parsed.positionals[1])'")
        }
        guard let output = parsed.values["--output"] else {
            throw UsageError(message: "missing '-o <output\(extensions.first.map { ".\($0)" } ?? "")>'")
        }
        try refuseInput(output, noun: "output", scene: scene)
        // A folder in the way is reported as such, whatever its name ends in.
        try OutputPath.refuseDirectory(output)
        if !extensions.isEmpty, !extensions.contains((output as NSString).pathExtension.lowercased()) {
            throw UsageError(message: "output '\(output)' must end in .\(extensions.joined(separator: " or ."))")
        }
        return (scene, output)
    }

    /// Loads a scene and prints its warnings (characters no font can draw, …) to standard error.
    static func load(_ scene: String, _ settings: RenderSettings) throws -> SceneRenderer {
        let renderer = try SceneFrontEnd.current.load(scene, settings)
        let located =
            SceneFrontEnd.current.warnings.map { ($0.line, $0.column, $0.message) }
            + renderer.warnings.compactMap { warning in
                warning.location.map { ($0.line, $0.column, warning.message) }
            }
        if !located.isEmpty {
            let source = (try? String(contentsOfFile: scene, encoding: .utf8)) ?? ""
            for (line, column, message) in located {
                let diagnostic = Diagnostic(
                    path: scene, line: line, column: column, severity: .warning, id: "scene", message: message)
                printError(diagnostic.formatted(source: source))
            }
        }
        for warning in renderer.warnings where warning.location == nil {
            printError("\(scene): warning: \(warning.message)\n")
        }
        return renderer
    }

    /// Settings shared by the rendering commands; `scale` is the default when `--scale` is absent,
    /// and a `--device` replaces it with the device's when `deviceScale` is true (GIFs and sheets
    /// keep their small defaults).
    static func commonSettings(_ parsed: ParsedArguments, scale: Double = 3, deviceScale: Bool = true) throws
        -> RenderSettings
    {
        var settings = RenderSettings()
        let explicitScale = try parsed.positiveDouble("--scale")
        settings.scale = explicitScale ?? scale
        if let name = parsed.values["--device"] {
            guard let device = DevicePreset.named(name) else {
                var message = "unknown device '\(name)'"
                if let near = nearest(name, in: DevicePreset.names) { message += " (did you mean '\(near)'?)" }
                throw UsageError(
                    message: message + "; devices: " + DevicePreset.names.map { "'\($0)'" }.joined(separator: ", "))
            }
            if parsed.values["--size"] != nil {
                throw UsageError(message: "'--size' and '--device' both set the canvas; give one")
            }
            settings.apply(device, keepScale: explicitScale != nil || !deviceScale)
        } else if parsed.values["--size"] == nil {
            // The default canvas is an iPhone 14's screen, with its safe area (the scale stays the
            // command's default).
            settings.safeArea = DevicePreset.defaultScreen.safeArea
        }
        if let safeArea = parsed.values["--safe-area"] {
            guard safeArea.lowercased() == "none" else {
                throw UsageError(message: "invalid value '\(safeArea)' for '--safe-area': expected none")
            }
            settings.safeArea = Insets()
        }
        // A screen is never transparent: what the scene leaves shows the window's system
        // background (white, black in dark mode), as on an iPhone, unless --background says
        // otherwise. The scene's own `.preferredColorScheme` counts (SceneRenderer).
        settings.systemBackground = true
        settings.background = parsed.values["--color-scheme"]?.lowercased() == "dark" ? .black : .white
        if let threads = try parsed.int("--threads") { settings.threads = threads }
        settings.plainRendering = parsed.flags.contains("--plain")
        settings.statusBar = parsed.flags.contains("--status-bar")
        if let size = parsed.values["--size"] {
            let halves = pair(size.lowercased(), separator: "x")
            guard let width = halves.flatMap({ Double($0.0) }), let height = halves.flatMap({ Double($0.1) }),
                width > 0, height > 0, width.isFinite, height.isFinite
            else {
                throw UsageError(
                    message:
                        "invalid value '\(size)' for '--size': expected <width>x<height> in points, both greater "
                        + "than 0, e.g. 390x844")
            }
            settings.canvas = Size(width: width, height: height)
        }
        if let background = try backgroundColour(parsed) {
            settings.background = background
            settings.systemBackground = false
        }
        settings.rootView = parsed.values["--view"]
        settings.preview = parsed.values["--preview"]
        if settings.rootView != nil && settings.preview != nil {
            throw UsageError(message: "'--view' and '--preview' choose the root in two ways: give one of them")
        }
        if let seed = try parsed.int("--seed") { settings.seed = UInt64(seed) }
        if let scheme = parsed.values["--color-scheme"] {
            guard let colorScheme = ColorScheme(rawValue: scheme.lowercased()) else {
                throw UsageError(message: "invalid value '\(scheme)' for '--color-scheme': expected light or dark")
            }
            settings.colorScheme = colorScheme
        }
        if let size = parsed.values["--dynamic-type-size"] {
            let names = RenderSettings.dynamicTypeSizeNames
            guard let index = names.firstIndex(where: { $0.lowercased() == size.lowercased() }) else {
                throw UsageError(
                    message: "invalid value '\(size)' for '--dynamic-type-size': expected one of "
                        + names.joined(separator: ", "))
            }
            settings.dynamicTypeSize = index
        }
        for limit in LimitOption.all { try limit.apply(parsed, &settings) }
        return settings
    }

    /// `--background`: nil when absent, `.clear` for "none".
    static func backgroundColour(_ parsed: ParsedArguments) throws -> RGBAColor? {
        guard let text = parsed.values["--background"] else { return nil }
        switch text.lowercased() {
        case "none", "transparent": return .clear
        case "black": return .black
        case "white": return .white
        default:
            let hex = text.hasPrefix("#") ? String(text.dropFirst()) : ""
            guard hex.count == 6, let value = UInt32(hex, radix: 16) else {
                throw UsageError(
                    message: "invalid value '\(text)' for '--background': expected none, black, white or #RRGGBB")
            }
            return RGBAColor(
                red8: Int(value >> 16 & 0xFF), green8: Int(value >> 8 & 0xFF), blue8: Int(value & 0xFF))
        }
    }

    /// "a<separator>b" split in two non-empty halves.
    static func pair(_ text: String, separator: String) -> (String, String)? {
        guard let range = text.range(of: separator) else { return nil }
        let first = String(text[..<range.lowerBound])
        let second = String(text[range.upperBound...])
        guard !first.isEmpty, !second.isEmpty, !second.contains(separator) else { return nil }
        return (first, second)
    }

    static func format(_ x: Double) -> String { String(format: "%.2f", x) }

    /// "1 frame", "2 frames": a count and its noun, singular for one.
    static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
