/// A still image decoded into memory.
public struct DecodedImage: Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Premultiplied RGBA, `width * height * 4` bytes, rows top to bottom.
    public var premultipliedRGBA: [UInt8]

    /// Creates an image from premultiplied RGBA pixels.
    public init(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
        self.width = width
        self.height = height
        self.premultipliedRGBA = premultipliedRGBA
    }
}
