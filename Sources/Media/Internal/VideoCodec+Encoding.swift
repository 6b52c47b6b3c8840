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
            // No preset named: the settings tuned for UI animation. A named preset is x264's own, as it
            // always was (`--preset medium` gives the encode made before the tuned default).
            let preset = settings.preset ?? Self.tunedPreset
            let quality = settings.preset == nil ? settings.crf ?? Self.tunedCRF : crf ?? 18
            let parameters =
                "rc-lookahead=\(Self.lookaheadFrames(preset: preset, width: settings.width, height: settings.height)):sync-lookahead=0:threads=\(Self.encoderThreads)"
            return [("preset", preset)] + (settings.preset == nil ? [("tune", Self.tunedTune)] : []) + [
                ("crf", "\(quality)"), ("x264-params", parameters),
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

    /// x264's preset when none is named (with ``tunedTune`` and ``tunedCRF``). Measured on the launch
    /// page, a full-screen gradient under a hue rotation and blurred orbs at 1170×2532 against
    /// `medium` at CRF 18 (Benchmarks/RESULTS.md, "Encoder sweep"): 0.28–0.40× the CPU time, 0.84–0.95×
    /// the bytes, SSIM 0.00005–0.00045 lower (our `medium`, its look-ahead cut to 8 frames at this
    /// size, was 0.00006–0.00066 lower in 0.77–0.99× the bytes at 0.65–0.93× the time).
    static let tunedPreset = "veryfast"

    /// x264's tune for ``tunedPreset``: `ssim` (adaptive quantisation `aq-mode=2`, its strength
    /// set per frame from the frame's variance; psychovisual optimisation off, which `veryfast`'s
    /// sub-pixel refinement barely uses). On the gradient scene it passed `medium`'s SSIM in 1.14×
    /// the bytes (CRF 14) where x264's usual AQ needed 1.45× (CRF 16); turning AQ off saved more
    /// bytes but lost SSIM on the blurred and text scenes at every CRF tried (0.0009–0.0012 at 15).
    static let tunedTune = "ssim"

    /// The CRF of ``tunedPreset`` when none is given: `veryfast`'s coarser search needs a lower CRF
    /// than `medium`'s 18 for the same quality; 15 is the lowest that stays under `medium`'s bytes
    /// on all three scenes (14 reached its SSIM on two, in 1.00–1.14× the bytes).
    static let tunedCRF = 15

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
