import Foundation

@_implementationOnly import CFFmpeg

extension VideoCodec {
    /// libavcodec's encoder name.
    var encoderName: String {
        switch self {
        case .h264: "libx264"
        case .hevc: "libx265"
        case .prores: "prores_ks"
        case .vp9: "libvpx-vp9"
        }
    }

    /// The libavformat muxer, named explicitly because temporary files have no meaningful extension.
    var muxerName: String {
        switch self {
        case .h264, .hevc, .prores: "mov"
        case .vp9: "webm"
        }
    }

    /// The muxer for an output file: MP4 for `.mp4`/`.m4v`, QuickTime for `.mov`, WebM for `.webm`.
    static func muxerName(forExtension fileExtension: String) -> String? {
        switch fileExtension.lowercased() {
        case "mp4", "m4v": "mp4"
        case "mov": "mov"
        case "webm": "webm"
        default: nil
        }
    }

    /// The stored pixel format.
    func pixelFormat(keepsAlpha: Bool) -> AVPixelFormat {
        switch (self, keepsAlpha) {
        case (.prores, true): AV_PIX_FMT_YUVA444P10LE
        case (.prores, false): AV_PIX_FMT_YUV444P10LE
        case (.vp9, true): AV_PIX_FMT_YUVA420P
        default: AV_PIX_FMT_YUV420P
        }
    }

    /// Encoder-private options (`av_opt_set` on `priv_data`) for the settings.
    func privateOptions(_ settings: VideoSettings) -> [(String, String)] {
        let crf = settings.crf ?? defaultCRF
        switch self {
        case .h264:
            return [
                ("preset", settings.preset ?? "medium"), ("crf", "\(crf ?? 18)"),
                (
                    "x264-params",
                    "rc-lookahead=\(Self.lookaheadFrames(preset: settings.preset ?? "medium", width: settings.width, height: settings.height)):sync-lookahead=0:threads=\(Self.encoderThreads)"
                ),
            ]
        case .hevc:
            // x265 defaults to open GOPs, whose leading pictures reference the previous segment: closed GOPs
            // let segments concatenate. x265 logs to stderr by itself unless told not to.
            return [
                ("preset", settings.preset ?? "medium"), ("crf", "\(crf ?? 20)"),
                ("x265-params", "open-gop=0:log-level=none"),
            ]
        case .prores:
            // Profile 4 is 4444; `alpha_bits` 16 keeps the full alpha precision prores_ks offers.
            return [("profile", "4"), ("vendor", "apl0"), ("alpha_bits", settings.keepsAlpha ? "16" : "0")]
        case .vp9:
            // Constant quality (b:v 0 with a CRF); `good` with cpu-used 4 is libvpx's usual speed/quality
            // trade for offline encodes, and row-mt uses both cores on one tile column.
            return [("crf", "\(crf ?? 24)"), ("deadline", "good"), ("cpu-used", "4"), ("row-mt", "1")]
        }
    }

    /// Memory x264's look-ahead may hold: each frame in it costs about `lookaheadBytesPerPixel`
    /// bytes per pixel (picture, quarter-size planes, analysis).
    static let lookaheadBudget = 120 << 20
    static let lookaheadBytesPerPixel = 5

    /// x264's look-ahead per preset (its `rc_lookahead`).
    static let presetLookahead = [
        "ultrafast": 0, "superfast": 0, "veryfast": 10, "faster": 20, "fast": 30, "medium": 40, "slow": 50,
        "slower": 60, "veryslow": 60, "placebo": 60,
    ]

    /// Frames of x264 look-ahead (rate control and macroblock tree): the preset's own for small
    /// frames, fewer for large ones (at least 8) so that memory stays bounded.
    static func lookaheadFrames(preset: String, width: Int, height: Int) -> Int {
        let own = presetLookahead[preset] ?? 40
        let frameBytes = max(1, width * height * lookaheadBytesPerPixel)
        return min(own, max(8, lookaheadBudget / frameBytes))
    }

    /// x264's frame threads: one per core. Its default, 1.5 per core, keeps more frames in flight
    /// (each ~15 MB at 1170×2532) for little speed on two cores.
    static var encoderThreads: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
