import Media

/// How a render is encoded, beyond the frames themselves (`RenderSettings`).
public struct OutputOptions: Sendable, Equatable {
    /// The frames to write, by number (frame i shows scene time i/fps); nil writes them all.
    public var frames: Range<Int>?
    /// Keep transparency; nil lets the format decide (`OutputFormat.keepsAlphaByDefault`).
    public var keepsAlpha: Bool?
    /// Constant rate factor for H.264, HEVC and VP9; nil uses the codec's default.
    public var crf: Int?
    /// x264/x265 preset; nil means `medium`.
    public var preset: String?
    /// GIF: how often the animation plays, 0 = forever.
    public var loopCount: Int = 0
    /// GIF: how colours between palette entries are approximated.
    public var dither: GIFDither = .floydSteinberg

    /// Options that write every frame with the format's defaults.
    public init() {}
}
