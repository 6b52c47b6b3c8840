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

        OPTIONS:
          -o, --output <path>     Output file (required).
          --codec <name>          h264, hevc, prores or vp9; overrides the extension's
                                  codec (hevc goes in .mp4 or .mov).
          --background <colour>   none (transparent), black, white or #RRGGBB. Default:
                                  transparent where the format keeps alpha (.mov, .webm,
                                  .png), white otherwise (.mp4, .gif).
          --fps <n>               Frames per second, 1-240 (default 60; GIF: 30, at most 50).
          --scale <s>             Device pixels per point (default 3; GIF: 1).
          --size <w>x<h>          Canvas in points (default 390x844).
          --device <name>         A device\'s screen, scale and safe area (names below).
          --duration <seconds>    Length of the scene (default: its own, the end of its
                                  last animation plus 0.6 s).
          --frames <a>..<b>       Render frames a up to but not including b (a.. to the end).
          --from <seconds>        Render frames at or after this time.
          --to <seconds>          Render frames before this time.
          --segment <i>/<n>       Render part i (0 to n-1) of n equal parts, to join
                                  with 'zoetrope concat'.
          --crf <n>               Quality, lower is better: H.264/HEVC 0-51 (default 18/20),
                                  VP9 0-63 (default 24). ProRes has none.
          --preset <name>         H.264/HEVC speed: ultrafast ... veryslow (default medium).
          --loop <n>              GIF: plays n times; 0 loops forever (default 0).
          --dither <name>         GIF: none, bayer, floyd-steinberg or sierra2_4a
                                  (default floyd-steinberg).
          --poster <path>         Also write the last frame rendered as a PNG.
          --view <name>           The view struct to render (default: the file's #Preview,
                                  else the one view no other uses).
          --seed <n>              Seed of the scene's random numbers (default 0).
          --threads <n>           Rendering threads (default: all cores). The pixels do
                                  not depend on it.
          --progress <style>      bar, json or none (default: bar on a terminal).
          -q, --quiet             Print nothing but errors.
          -h, --help              Show this help.

        """ + devices + limits

    static let frame = """
        OVERVIEW: Render one frame of a scene to a PNG image (RGBA).

        USAGE: zoetrope frame <scene> --time <seconds> -o <out.png> [options]

        OPTIONS:
          -o, --output <path>     Output file, .png (required).
          --dump <path.json>      Also write every animated property of every node at
                                  that time as JSON.
          -t, --time <seconds>    Scene time of the frame (required).
          --background <colour>   none (default), black, white or #RRGGBB.
          --scale <s>             Device pixels per point (default 3).
          --size <w>x<h>          Canvas in points (default 390x844).
          --device <name>         A device\'s screen, scale and safe area (names below).
          --view <name>           The view struct to render (default: the file's #Preview,
                                  else the one view no other uses).
          --seed <n>              Seed of the scene's random numbers (default 0).
          --threads <n>           Rendering threads (default: all cores).
          -q, --quiet             Print nothing but errors.
          -h, --help              Show this help.

        """ + devices + limits

    static let sheet = """
        OVERVIEW: Render a contact sheet: frames at evenly spaced times, each labelled
        with its time, from the first frame to the last.

        USAGE: zoetrope sheet <scene> -o <sheet.png> [options]

        OPTIONS:
          -o, --output <path>     Output file, .png (required).
          --grid <c>x<r>          Columns and rows (default 4x3).
          --scale <s>             Device pixels per point of each frame (default 0.5).
          --size <w>x<h>          Canvas in points (default 390x844).
          --device <name>         A device\'s screen, scale and safe area (names below).
          --fps <n>               Frame rate the times are taken from (default 60).
          --duration <seconds>    Length of the scene (default: its own).
          --background <colour>   none (default), black, white or #RRGGBB.
          --view <name>           The view struct to render (default: the file's #Preview,
                                  else the one view no other uses).
          --seed <n>              Seed of the scene's random numbers (default 0).
          --threads <n>           Rendering threads (default: all cores).
          -q, --quiet             Print nothing but errors.
          -h, --help              Show this help.

        """ + devices + limits

    static let concat = """
        OVERVIEW: Join videos rendered with the same flags (segments from --frames) into
        one, copying the compressed frames: nothing is re-encoded.

        USAGE: zoetrope concat <part1> <part2> ... -o <output>

        OPTIONS:
          -o, --output <path>     Output file: .mp4, .m4v, .mov or .webm (required).
          -q, --quiet             Print nothing but errors.
          -h, --help              Show this help.

        """

    static let bench = """
        OVERVIEW: Measure a scene: render-only frames per second on 1 thread and on all,
        the median and p95 milliseconds per frame of each stage (blend + display list,
        rasterize, colour conversion, H.264 encode), encode-only and end-to-end frames
        per second (H.264, CRF 18, medium) and peak memory.

        USAGE: zoetrope bench <scene> [options]

        OPTIONS:
          --frames <n>            Frames measured (default: every frame, at most
                                  300): spread over the animation for rendering,
                                  the first n for encoding.
          --scale <s>             Device pixels per point (default 3).
          --threads <n>           Rendering threads (default: all cores).
          --runs <n>              Repeat each measurement n times and keep the best
                                  (default 1; render-only passes at least 10 times).
          --render-only           Measure rendering only (no encode passes).
          --json                  Print one JSON object instead of text.
          --size <w>x<h>          Canvas in points (default 390x844).
          --device <name>         A device\'s screen, scale and safe area (names below).
          --background <colour>   none, black, white or #RRGGBB.
          --view <name>           The view struct to render.
          --seed <n>              Seed of the scene's random numbers (default 0).
          -h, --help              Show this help.

        """ + devices + limits

    static let timeline = """
        OVERVIEW: Show a scene's transactions and animated properties over time.

        USAGE: zoetrope timeline <scene> [options]

        OPTIONS:
          --json                  One JSON object instead of the text chart.
          --width <n>             Chart width in characters, 40-400 (default 100).
          --size <w>x<h>          Canvas in points (default 390x844).
          --device <name>         A device\'s screen, scale and safe area (names below).
          --view <name>           The view struct to show.
          --seed <n>              Seed of the scene's random numbers (default 0).
          -h, --help              Show this help.

        """ + devices + limits

    static let preview = """
        OVERVIEW: Preview a scene in the browser, following the file as you edit it.

        USAGE: zoetrope preview <scene> [options]

        Serves a page that plays the scene, scrubs and steps through it, charts its
        animations and renders it to MP4 or GIF. Every save of the file reloads it; an
        error is shown in the page until the file is fixed. Stop with Ctrl-C.

        OPTIONS:
          --port <n>              Port to listen on (default 8080; 0: any free port).
          --host <address>        Address to listen on (default 127.0.0.1).
          --open                  Open the page in the default browser (xdg-open).
          --scale <s>             Pixels per point (default 3).
          --size <w>x<h>          Canvas in points (default 390x844).
          --device <name>         A device\'s screen, scale and safe area (names below).
          --fps <n>               Frames per second of playback and of the MP4 (default
                                  60); a GIF is made at 30 unless this is 50 or less.
          --duration <seconds>    Length of the scene (default: its animations, plus 0.6 s).
          --background <colour>   none, black, white or #RRGGBB (default none).
          --view <name>           The view struct to show.
          --seed <n>              Seed of the scene's random numbers (default 0).
          -h, --help              Show this help.

        """ + devices + limits
}
