/// How `VideoEncoder` encodes: frame size, frame rate and libx264 quality settings.
public struct VideoSettings: Sendable {
    /// The width in pixels of the frames you will append (1...16384). Odd widths are padded by one pixel.
    public var width: Int
    /// The height in pixels of the frames you will append (1...16384). Odd heights are padded by one pixel.
    public var height: Int
    /// Frames per second (1...240).
    public var fps: Int = 60
    /// libx264 constant rate factor (0...51); lower is better quality and larger files.
    public var crf: Int = 18
    /// libx264 speed preset, from `ultrafast` to `placebo`.
    public var preset: String = "medium"

    /// Creates settings; they are checked when an encoder is created.
    public init(width: Int, height: Int, fps: Int = 60, crf: Int = 18, preset: String = "medium") {
        self.width = width
        self.height = height
        self.fps = fps
        self.crf = crf
        self.preset = preset
    }
}
