import Zoetrope

/// One flag that raises a limit of DESIGN.md §7 (docs/cli.md, "Limits"): the one table that
/// the flags' parsing, checking, the LIMITS part of every `--help` and the list of flags each
/// command accepts come from.
struct LimitOption: Sendable {
    /// `--max-views` …
    let flag: String
    /// What the value is, in the help's left column: `<n>`, `<s>`, `<MiB>`.
    let placeholder: String
    /// The help line's text, without the default.
    let help: String
    /// The default, as the help shows it.
    let defaultText: String
    /// Parses the flag's value (when given), checks its range and, for a limit of the render,
    /// sets it in the settings; a limit of the scene's process is only checked here (the
    /// compiled front end reads it from the command line, `SceneSandbox.Limits`).
    let apply: @Sendable (ParsedArguments, inout RenderSettings) throws -> Void

    /// The largest count a limit takes: far above any render, far below overflow.
    static let most = Int.max / 4

    static let all: [LimitOption] = [
        count("--max-views", "Views in one state of the scene", \.maxViews),
        count("--max-pixels", "Pixels in one frame", \.maxPixels),
        count("--max-frames", "Frames in one render", \.maxFrames),
        count("--max-state-changes", "State changes per second of scene time", \.maxStateChanges),
        LimitOption(
            flag: "--max-duration", placeholder: "<s>", help: "Longest scene and render, in seconds",
            defaultText: String(Int(RenderSettings().maxDuration))
        ) { parsed, settings in
            if let seconds = try parsed.positiveDouble("--max-duration") { settings.maxDuration = seconds }
        },
        // The scene program's own limits (SceneSandbox.Limits; CLITests check these defaults
        // against its).
        LimitOption(
            flag: "--max-evaluation-time", placeholder: "<s>",
            help: "Longest run of the scene's own code, in seconds", defaultText: "10"
        ) { parsed, _ in _ = try parsed.positiveDouble("--max-evaluation-time") },
        LimitOption(
            flag: "--max-cpu-time", placeholder: "<s>", help: "CPU time of the scene's program", defaultText: "3600"
        ) { parsed, _ in _ = try parsed.positiveDouble("--max-cpu-time") },
        LimitOption(
            flag: "--max-memory", placeholder: "<MiB>", help: "Memory of the scene's program", defaultText: "8192"
        ) { parsed, _ in _ = try parsed.int("--max-memory", in: 1024...most) },
    ]

    /// A count limit of the render: an integer from 1.
    private static func count(_ flag: String, _ help: String, _ key: WritableKeyPath<RenderSettings, Int> & Sendable)
        -> LimitOption
    {
        LimitOption(
            flag: flag, placeholder: "<n>", help: help, defaultText: String(RenderSettings()[keyPath: key])
        ) { parsed, settings in
            if let n = try parsed.int(flag, in: 1...most) { settings[keyPath: key] = n }
        }
    }

    /// The flags, in the help's order.
    static var flags: [String] { all.map(\.flag) }

    /// The LIMITS part of `--help`: each flag with its placeholder in a 24-column field, its help
    /// line and default wrapped at 82 columns under the description column.
    static var helpText: String {
        var lines = ["", "LIMITS (raise one when a message names it; docs/cli.md, \"Limits\"):"]
        let indent = String(repeating: " ", count: 26)
        for option in all {
            let name = "  \(option.flag) \(option.placeholder)"
            var words = "\(option.help) (default \(option.defaultText)).".split(separator: " ").map(String.init)
            var current = name.count < 26 ? name.padding(toLength: 26, withPad: " ", startingAt: 0) : name
            if name.count >= 26 {
                lines.append(current)
                current = indent
            }
            var first = true
            while !words.isEmpty {
                let word = words.removeFirst()
                let candidate = first ? current + word : current + " " + word
                if candidate.count > 80, !first {
                    lines.append(current)
                    current = indent + word
                } else {
                    current = candidate
                }
                first = false
            }
            lines.append(current)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
