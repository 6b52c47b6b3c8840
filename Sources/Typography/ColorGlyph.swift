import Geometry

/// A colour glyph's picture (an emoji of a colour bitmap font): premultiplied RGBA pixels,
/// 8 bits per channel, rows top to bottom, `width * 4` bytes per row.
public struct GlyphBitmap: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

/// A colour glyph placed in text: its bitmap stretched over `frame`, in points, y down. Colour
/// glyphs are drawn in their own colours, whatever paint the text has.
public struct ColorGlyph: Sendable, Equatable {
    public var bitmap: GlyphBitmap
    public var frame: Rect

    public init(bitmap: GlyphBitmap, frame: Rect) {
        self.bitmap = bitmap
        self.frame = frame
    }
}
