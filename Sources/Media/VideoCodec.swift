/// The video codecs `VideoEncoder` writes, each with the container it goes in.
public enum VideoCodec: String, Sendable, CaseIterable {
    /// H.264 (libx264), 8-bit 4:2:0, no alpha; in `.mp4` or `.mov`.
    case h264
    /// HEVC (libx265), 8-bit 4:2:0, no alpha (this libx265 has no alpha layers); in `.mp4` or `.mov`.
    case hevc
    /// Apple ProRes 4444 (prores_ks), 10-bit 4:4:4 with a 16-bit alpha plane; in `.mov`.
    case prores
    /// VP9 (libvpx-vp9), 8-bit 4:2:0 with an alpha plane when asked; in `.webm`.
    case vp9

    /// The codec a file extension implies ("mp4" → H.264, "mov" → ProRes, "webm" → VP9), or nil.
    public static func implied(byExtension fileExtension: String) -> VideoCodec? {
        switch fileExtension.lowercased() {
        case "mp4", "m4v": .h264
        case "mov": .prores
        case "webm": .vp9
        default: nil
        }
    }

    /// The name people know it by, for messages.
    public var displayName: String {
        switch self {
        case .h264: "H.264"
        case .hevc: "HEVC"
        case .prores: "ProRes 4444"
        case .vp9: "VP9"
        }
    }

    /// Whether the codec can store a transparency (alpha) channel.
    public var supportsAlpha: Bool {
        switch self {
        case .h264, .hevc: false
        case .prores, .vp9: true
        }
    }

    /// File extensions whose container can hold this codec.
    public var fileExtensions: [String] {
        switch self {
        case .h264, .hevc: ["mp4", "m4v", "mov"]
        case .prores: ["mov"]
        case .vp9: ["webm"]
        }
    }

    /// The constant-rate-factor range the encoder accepts, or nil when it has none (ProRes).
    public var crfRange: ClosedRange<Int>? {
        switch self {
        case .h264, .hevc: 0...51
        case .vp9: 0...63
        case .prores: nil
        }
    }

    /// The CRF used when none is given with a named preset, or nil when the codec has none. H.264
    /// with no preset named uses the tuned settings' own CRF (15, docs/output-formats.md).
    public var defaultCRF: Int? {
        switch self {
        // Visually lossless for flat UI content (docs/output-formats.md).
        case .h264: 18
        // x265's scale is offset from x264's. On the launch scene at 390×844, CRF 20 matched x264's 18
        // (SSIM 0.9749 against 0.9751) in an 18 % smaller file; at 1170×2532, half the size.
        case .hevc: 20
        // libvpx's scale runs to 63. CRF 24 measured SSIM 0.9718 in a file 5 % larger than x264's at 18;
        // 18 only reached 0.9731 at 33 % larger, so VP9 is for transparency, not for size.
        case .vp9: 24
        case .prores: nil
        }
    }

    /// Whether the encoder takes an x264-style speed preset.
    public var hasPresets: Bool { self == .h264 || self == .hevc }
}
