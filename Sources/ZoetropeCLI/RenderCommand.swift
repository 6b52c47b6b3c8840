import Foundation
import Zoetrope

/// `zoetrope render`: a scene to a video, a GIF or a PNG sequence.
enum RenderCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(args, options: CommandOption.render, limits: true)
        if parsed.flags.contains("--help") {
            print(Help.render, terminator: "")
            return 0
        }
        let (scene, output) = try Command.sceneAndOutput(parsed)
        let poster = parsed.values["--poster"]
        if let poster {
            try Command.refuseInput(poster, noun: "poster", scene: scene)
            try Command.refuseOutput(poster, noun: "poster", output: output)
        }
        let format = try OutputFormat.resolve(path: output, codec: parsed.values["--codec"])
        let isGIF = format == .gif
        var settings = try Command.commonSettings(parsed, scale: isGIF ? 1 : 3, deviceScale: !isGIF)
        settings.fps = try parsed.int("--fps") ?? (isGIF ? 30 : 60)
        if let duration = try parsed.positiveDouble("--duration") { settings.duration = duration }
        // Formats without transparency show the scene over white, as an iOS window does.
        if parsed.values["--background"] == nil, !format.keepsAlphaByDefault { settings.background = .white }
        let options = try outputOptions(parsed, format: format, settings: settings)
        if let poster, (poster as NSString).pathExtension.lowercased() != "png" {
            throw UsageError(message: "poster '\(poster)' must end in .png")
        }
        let quiet = parsed.flags.contains("--quiet")
        let reporter = ProgressReporter(style: try progressStyle(parsed, quiet: quiet))
        // Before the scene is read: an output that cannot be created fails at once.
        if case .pngSequence = format {
            try OutputPath.check(output, isPattern: true)
        } else {
            try OutputPath.check(output)
        }
        if let poster { try OutputPath.check(poster) }

        let start = Date()
        let renderer = try Command.load(scene, settings)
        if renderer.rendersOneCycle && !quiet {
            printError(
                "\(scene): note: the scene animates forever; rendering one cycle "
                    + "(\(Command.format(renderer.duration)) s); --duration renders longer\n")
        }
        var resolved = options
        if let (index, count) = try segment(parsed) {
            let total = renderer.frameCount
            let range = index * total / count..<(index + 1) * total / count
            guard !range.isEmpty else {
                throw UsageError(
                    message:
                        "segment \(index)/\(count) is empty: the scene has only \(total) frames at \(settings.fps) fps")
            }
            resolved.frames = range
        } else if let (first, end) = try frames(parsed) {
            guard first < end ?? renderer.frameCount else {
                throw UsageError(
                    message: "frame \(first) is past the end of the scene (\(renderer.frameCount) frames at "
                        + "\(settings.fps) fps); --duration renders longer")
            }
            resolved.frames = try renderer.frameRange(first..<(end ?? renderer.frameCount))
        } else if parsed.values["--from"] != nil || parsed.values["--to"] != nil {
            resolved.frames = try renderer.frameRange(
                from: try parsed.positiveDouble("--from", allowZero: true),
                to: try parsed.positiveDouble("--to", allowZero: true))
        }
        let range: Range<Int>
        do {
            range = try renderer.write(
                to: output, format: format, options: resolved, progress: { reporter.update($0) },
                isCancelled: { Interrupt.isRequested })
            reporter.finish()
        } catch {
            reporter.finish()
            throw error
        }
        if let poster {
            try renderer.writePNG(at: renderer.time(ofFrame: range.upperBound - 1), to: poster)
        }
        if !quiet {
            let seconds = Date().timeIntervalSince(start)
            let count = range.count
            let frames =
                range == 0..<renderer.frameCount
                ? Command.count(count, "frame")
                : "\(Command.count(count, "frame")) (\(range.lowerBound)..<\(range.upperBound))"
            print(
                "wrote \(output): \(frames), \(settings.pixelWidth)x\(settings.pixelHeight), \(settings.fps) fps, "
                    + "\(Command.format(Double(count) / Double(settings.fps))) s, in \(Command.format(seconds)) s "
                    + "(\(Command.format(Double(count) / max(seconds, 1e-9))) frames/s)")
            if let poster { print("wrote \(poster): last frame") }
        }
        return 0
    }

    /// The output options the flags give, checked for `format` and `settings` by the facade's one
    /// check (`OutputOptions.check`) before the scene is read.
    private static func outputOptions(_ parsed: ParsedArguments, format: OutputFormat, settings: RenderSettings)
        throws -> OutputOptions
    {
        var options = OutputOptions()
        if case .video(let codec) = format {
            options.crf = try parsed.integer("--crf", expecting: codec.crfRange)
        }
        options.preset = parsed.values["--preset"]
        if let loop = try parsed.integer("--loop", expecting: OutputOptions.loopCounts) { options.loopCount = loop }
        if let dither = parsed.values["--dither"] {
            guard let chosen = GIFDither(rawValue: dither) else {
                let names = GIFDither.allCases.map(\.rawValue)
                var message = "unknown dither '\(dither)' (expected one of: \(names.joined(separator: ", ")))"
                if let near = nearest(dither, in: names) {
                    message = "unknown dither '\(dither)' (did you mean '\(near)'?)"
                }
                throw UsageError(message: message)
            }
            options.dither = chosen
        }
        if format != .gif {
            for flag in ["--loop", "--dither"] where parsed.values[flag] != nil {
                throw UsageError(message: "'\(flag)' applies to GIF output only")
            }
        }
        if case .video = format {
        } else {
            for flag in ["--crf", "--preset"] where parsed.values[flag] != nil {
                throw UsageError(message: "'\(flag)' applies to video output only (.mp4, .mov, .webm)")
            }
        }
        if parsed.values["--background"]?.lowercased() == "none"
            || parsed.values["--background"]?.lowercased() == "transparent"
        {
            options.keepsAlpha = true
        }
        let ranges =
            ["--frames", "--from", "--segment"].filter { parsed.values[$0] != nil }
            + (parsed.values["--to"] != nil && parsed.values["--from"] == nil ? ["--to"] : [])
        if ranges.count > 1 {
            throw UsageError(message: "give only one of '--frames', '--from'/'--to' and '--segment'")
        }
        try options.check(for: format, settings: settings)
        return options
    }

    /// `--frames a..b` (b excluded) or `a..` (to the end: nil).
    private static func frames(_ parsed: ParsedArguments) throws -> (Int, Int?)? {
        guard let text = parsed.values["--frames"] else { return nil }
        let invalid = UsageError(
            message: "invalid value '\(text)' for '--frames': expected <first>..<end> with end excluded, e.g. 0..60")
        guard let dots = text.range(of: "..") else { throw invalid }
        guard let lower = Int(text[..<dots.lowerBound]), lower >= 0 else { throw invalid }
        let upperText = text[dots.upperBound...]
        if upperText.isEmpty { return (lower, nil) }
        guard let upper = Int(upperText), upper > lower else { throw invalid }
        return (lower, upper)
    }

    /// `--segment i/n`: part i (from 0) of n equal parts.
    private static func segment(_ parsed: ParsedArguments) throws -> (Int, Int)? {
        guard let text = parsed.values["--segment"] else { return nil }
        guard let (first, second) = Command.pair(text, separator: "/"), let index = Int(first),
            let count = Int(second), (1...10_000).contains(count), (0..<count).contains(index)
        else {
            throw UsageError(
                message:
                    "invalid value '\(text)' for '--segment': expected <index>/<count> with 0 ≤ index < count, e.g. 0/4"
            )
        }
        return (index, count)
    }

    private static func progressStyle(_ parsed: ParsedArguments, quiet: Bool) throws -> ProgressReporter.Style {
        switch parsed.values["--progress"] {
        case nil: return !quiet && isatty(STDERR_FILENO) == 1 ? .bar : .none
        case "bar": return quiet ? .none : .bar
        case "json": return .json
        case "none": return .none
        case let other?:
            throw UsageError(message: "invalid value '\(other)' for '--progress': expected bar, json or none")
        }
    }
}
