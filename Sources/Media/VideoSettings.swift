/// How `VideoEncoder` encodes: frame size, frame rate, codec and its quality settings.
public struct VideoSettings: Sendable {
    /// The width in pixels of the frames you will append (1...16384). Odd widths are padded by one pixel
    /// for 4:2:0 codecs.
    public var width: Int
    /// The height in pixels of the frames you will append (1...16384). Odd heights are padded by one pixel
    /// for 4:2:0 codecs.
    public var height: Int
    /// Frames per second (1...240).
    public var fps: Int = 60
    /// The codec; the container follows from it (see `VideoCodec`).
    public var codec: VideoCodec = .h264
    /// Constant rate factor, lower is better quality and larger files; nil uses the codec's default.
    /// Must be nil for ProRes, which has none.
    public var crf: Int?
    /// x264/x265 speed preset, from `ultrafast` to `placebo`; nil means, for H.264, the settings
    /// tuned for UI animation (`veryfast`, tune `ssim`, CRF 15 unless `crf` is given) and, for HEVC,
    /// `medium`. Must be nil for codecs without presets.
    public var preset: String?
    /// Keep the frames' transparency in the file; only codecs with `supportsAlpha` can.
    /// When false, frames are composited over black.
    public var keepsAlpha: Bool = false

    /// Creates settings; they are checked when an encoder is created.
    public init(
        width: Int, height: Int, fps: Int = 60, codec: VideoCodec = .h264, crf: Int? = nil, preset: String? = nil,
        keepsAlpha: Bool = false
    ) {
        self.width = width
        self.height = height
        self.fps = fps
        self.codec = codec
        self.crf = crf
        self.preset = preset
        self.keepsAlpha = keepsAlpha
    }
}
