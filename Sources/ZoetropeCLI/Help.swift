import Zoetrope

/// The text of `--help` for each command.
enum Help {
    /// The limit flags, for every command that loads a scene (docs/cli.md, "Limits"): from
    /// `LimitOption`'s table.
    static let limits = LimitOption.helpText

    /// The `--device` names, for every command that takes it.
    static let devices = """

        DEVICES (--device; portrait, with the device's safe-area insets):
        \(DevicePreset.all.map { "  \($0.name)" }.joined(separator: "\n"))

        """

    static let main = """
        OVERVIEW: Render SwiftUI-style scene files to video and images.

        USAGE: zoetrope <command> <arguments> [options]

        COMMANDS:
          render    Render a scene to a video (MP4, MOV, WebM), a GIF or PNG frames.
          frame     Render one frame of a scene to a PNG image.
          sheet     Render a contact sheet: frames at evenly spaced times, labelled.
          concat    Join video segments rendered with the same flags, without re-encoding.
          bench     Measure render, encode and end-to-end frames per second of a scene.
          timeline  Show a scene's transactions and animated properties over time.
          preview   Preview a scene in the browser, following the file as you edit it.
          api       List the SwiftUI API Zoetrope renders (and what it does not yet).

        Run 'zoetrope <command> --help' for a command's options, 'zoetrope --version' for
        the version of Zoetrope and of the libraries it uses.

        """

    static let render = """
        OVERVIEW: Render a scene to a video, a GIF or a PNG sequence.

        USAGE: zoetrope render <scene> -o <output> [options]

        The output's extension picks the format: .mp4 (H.264), .mov (ProRes 4444),
        .webm (VP9), .gif, or frame_%04d.png (one PNG per frame).

        """ + "\n" + CommandOption.helpText(CommandOption.render) + devices + limits

    static let frame = """
        OVERVIEW: Render one frame of a scene to a PNG image (RGBA).

        USAGE: zoetrope frame <scene> --time <seconds> -o <out.png> [options]

        """ + "\n" + CommandOption.helpText(CommandOption.frame) + devices + limits

    static let sheet = """
        OVERVIEW: Render a contact sheet: frames at evenly spaced times, each labelled
        with its time, from the first frame to the last.

        USAGE: zoetrope sheet <scene> -o <sheet.png> [options]

        """ + "\n" + CommandOption.helpText(CommandOption.sheet) + devices + limits

    static let concat = """
        OVERVIEW: Join videos rendered with the same flags (segments from --frames) into
        one, copying the compressed frames: nothing is re-encoded.

        USAGE: zoetrope concat <part1> <part2> ... -o <output>

        """ + "\n" + CommandOption.helpText(CommandOption.concat)

    static let bench = """
        OVERVIEW: Measure a scene: render-only frames per second on 1 thread and on all,
        the median and p95 milliseconds per frame of each stage (blend + display list,
        rasterize, colour conversion, H.264 encode), encode-only and end-to-end frames
        per second (H.264, a render's defaults) and peak memory.

        USAGE: zoetrope bench <scene> [options]

        """ + "\n" + CommandOption.helpText(CommandOption.bench) + devices + limits

    static let timeline = """
        OVERVIEW: Show a scene's transactions and animated properties over time.

        USAGE: zoetrope timeline <scene> [options]

        """ + "\n" + CommandOption.helpText(CommandOption.timeline) + devices + limits

    static let preview = """
        OVERVIEW: Preview a scene in the browser, following the file as you edit it.

        USAGE: zoetrope preview <scene> [options]

        Serves a page that plays the scene, scrubs and steps through it, charts its
        animations and renders it to MP4 or GIF. Every save of the file reloads it; an
        error is shown in the page until the file is fixed. Stop with Ctrl-C.

        """ + "\n" + CommandOption.helpText(CommandOption.preview) + devices + limits
}
