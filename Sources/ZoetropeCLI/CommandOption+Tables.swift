import Zoetrope

/// Each command's options, in its help's order. Integer ranges here are what the parser accepts;
/// the encoding options' ranges depend on the codec and are checked by `OutputOptions.check`.
extension CommandOption {
    static let render: [CommandOption] = [
        output("Output file (required)."),
        CommandOption(
            "--codec", "<name>", "h264, hevc, prores or vp9; overrides the extension's",
            "codec (hevc goes in .mp4 or .mov)."),
        CommandOption(
            "--background", "<colour>", "none (transparent), black, white or #RRGGBB",
            "(default: the system background, white; black in", "dark mode)."),
        fps("Frames per second, 1-240 (default 60; GIF: 30, at most", "50)."),
        scale("Device pixels per point (default 3; GIF: 1)."),
        size, device, safeArea, statusBar,
        CommandOption(
            "--duration", "<seconds>", "Length of the scene (default: its own, the end of its",
            "last animation plus 0.6 s)."),
        CommandOption(
            "--frames", "<a>..<b>", "Render frames a up to but not including b (a.. to", "the end)."),
        CommandOption("--from", "<seconds>", "Render frames at or after this time."),
        CommandOption("--to", "<seconds>", "Render frames before this time."),
        CommandOption(
            "--segment", "<i>/<n>", "Render part i (0 to n-1) of n equal parts, to join", "with 'zoetrope concat'."),
        CommandOption(
            "--crf", "<n>", "Quality, lower is better: H.264/HEVC 0-51 (default",
            "15/20; H.264 with --preset 18), VP9 0-63 (default 24).", "ProRes has none."),
        CommandOption(
            "--preset", "<name>", "H.264/HEVC speed: ultrafast ... veryslow (default:",
            "H.264 tuned for UI animation, veryfast with tune", "ssim; HEVC medium)."),
        CommandOption("--loop", "<n>", "GIF: plays n times; 0 loops forever (default 0)."),
        CommandOption(
            "--dither", "<name>", "GIF: none, bayer, floyd-steinberg or sierra2_4a", "(default floyd-steinberg)."),
        CommandOption("--poster", "<path>", "Also write the last frame rendered as a PNG."),
        view, previewChoice, seed, colorScheme, dynamicTypeSize,
        threads("Rendering threads (default: all cores). The pixels do", "not depend on it."),
        CommandOption("--progress", "<style>", "bar, json or none (default: bar on a terminal)."),
        quiet, help, plain,
    ]

    static let frame: [CommandOption] = [
        output("Output file, .png (required)."),
        CommandOption(
            "--dump", "<path.json>", "Also write every animated property of every node at", "that time as JSON."),
        CommandOption("--time", alias: "-t", "<seconds>", "Scene time of the frame (required)."),
        background("none, black, white or #RRGGBB (default white;", "black in dark mode)."),
        scale("Device pixels per point (default 3)."),
        size, device, safeArea, statusBar, view, previewChoice, seed, colorScheme, dynamicTypeSize,
        threads("Rendering threads (default: all cores)."),
        quiet, help, plain,
    ]

    static let sheet: [CommandOption] = [
        output("Output file, .png (required)."),
        CommandOption("--grid", "<c>x<r>", "Columns and rows (default 4x3)."),
        scale("Device pixels per point of each frame (default 0.5)."),
        size, device, safeArea, statusBar,
        fps("Frame rate the times are taken from (default 60)."),
        CommandOption("--duration", "<seconds>", "Length of the scene (default: its own)."),
        background("none, black, white or #RRGGBB (default white;", "black in dark mode)."),
        view, previewChoice, seed, colorScheme, dynamicTypeSize,
        threads("Rendering threads (default: all cores)."),
        quiet, help,
    ]

    static let concat: [CommandOption] = [
        output("Output file: .mp4, .m4v, .mov or .webm (required)."),
        quiet, help,
    ]

    static let bench: [CommandOption] = [
        CommandOption(
            "--frames", "<n>", "Frames measured (default: every frame, at most",
            "300): spread over the animation for rendering,", "the first n for encoding.", range: 1...10_000),
        scale("Device pixels per point (default 3)."),
        threads("Rendering threads (default: all cores)."),
        CommandOption(
            "--runs", "<n>", "Repeat each measurement n times and keep the best",
            "(default 1; render-only passes at least 10 times).", range: 1...20),
        CommandOption("--render-only", nil, "Measure rendering only (no encode passes)."),
        CommandOption("--json", nil, "Print one JSON object instead of text."),
        size, device, safeArea, statusBar,
        background("none, black, white or #RRGGBB (default white;", "black in dark mode)."),
        CommandOption("--view", "<name>", "The view struct to render."),
        seed, help,
    ]

    static let timeline: [CommandOption] = [
        CommandOption("--json", nil, "One JSON object instead of the text chart."),
        CommandOption("--width", "<n>", "Chart width in characters, 40-400 (default 100).", range: 40...400),
        size, device, safeArea,
        CommandOption("--view", "<name>", "The view struct to show."),
        previewChoice, seed, help,
    ]

    /// What `preview` passes on to its scene program (`_preview-frames`): the options that change
    /// the frames.
    static let previewFrames: [CommandOption] = [
        scale("Pixels per point (default 3)."),
        size, device, safeArea, statusBar,
        fps(
            "Frames per second of playback and of the MP4 (default",
            "60); a GIF is made at 30 unless this is 50 or less."),
        CommandOption("--duration", "<seconds>", "Length of the scene (default: its animations + 0.6 s)."),
        background("none, black, white or #RRGGBB (default white;", "black in dark mode)."),
        CommandOption("--view", "<name>", "The view struct to show."),
        previewChoice, seed, colorScheme, dynamicTypeSize,
        threads("Rendering threads (default: all cores)."),
    ]

    static let preview: [CommandOption] =
        [
            CommandOption("--port", "<n>", "Port to listen on (default 8080; 0: any free port).", range: 0...65535),
            CommandOption("--host", "<address>", "Address to listen on (default 127.0.0.1)."),
            CommandOption("--open", nil, "Open the page in the default browser (xdg-open)."),
        ] + previewFrames + [help]

    // Options several commands share.

    private static func output(_ help: String) -> CommandOption {
        CommandOption("--output", alias: "-o", "<path>", help)
    }
    private static func scale(_ help: String) -> CommandOption { CommandOption("--scale", "<s>", help) }
    private static func background(_ help: String...) -> CommandOption {
        var option = CommandOption("--background", "<colour>")
        option.help = help
        return option
    }
    private static func fps(_ help: String...) -> CommandOption {
        var option = CommandOption("--fps", "<n>", range: RenderSettings.fpsRange)
        option.help = help
        return option
    }
    private static func threads(_ help: String...) -> CommandOption {
        var option = CommandOption("--threads", "<n>", range: 1...256)
        option.help = help
        return option
    }
    private static let size = CommandOption(
        "--size", "<w>x<h>",
        "Canvas in points (default \(Int(RenderSettings().canvas.width))x\(Int(RenderSettings().canvas.height))).")
    private static let device = CommandOption(
        "--device", "<name>", "A device's screen, scale and safe area (names below;",
        "default: the iPhone 14's screen and safe area).")
    private static let statusBar = CommandOption(
        "--status-bar", nil, "Draw iOS's status bar (9:41, full signal and battery)",
        "and the home indicator over the scene.")
    private static let safeArea = CommandOption(
        "--safe-area", "<none>", "none: lay the views out on the whole canvas, without",
        "the status bar's and home indicator's insets.")
    private static let view = CommandOption(
        "--view", "<name>", "The view struct to render (default: the file's",
        "#Preview, else the one view no other uses).")
    private static let previewChoice = CommandOption(
        "--preview", "<name|n>", "The #Preview (or PreviewProvider preview) to render,",
        "by name or number from 1 (default: the first).")
    private static let seed = CommandOption(
        "--seed", "<n>", "Seed of the scene's random numbers (default 0).", range: 0...Int.max)
    private static let colorScheme = CommandOption(
        "--color-scheme", "<name>", "light (default) or dark: the root view's colour", "scheme.")
    private static let dynamicTypeSize = CommandOption(
        "--dynamic-type-size", "<name>", "The root view's text size: xSmall, small, medium,",
        "large (default), xLarge, xxLarge, xxxLarge or", "accessibility1 ... accessibility5.")
    private static let quiet = CommandOption("--quiet", alias: "-q", nil, "Print nothing but errors.")
    private static let help = CommandOption("--help", alias: "-h", nil, "Show this help.")
    /// The plain mode (`RenderSettings.plainRendering`): every frame drawn in full on one thread
    /// with nothing kept between frames, the same bytes; for bisecting a pixel bug.
    private static let plain = CommandOption("--plain", nil, "", hidden: true)
}
