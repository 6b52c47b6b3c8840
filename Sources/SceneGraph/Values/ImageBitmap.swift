import Raster

/// Pixels the scene drew itself (`UIGraphicsImageRenderer`, a `CGContext`'s `makeImage()`),
/// shown by an `Image` in place of an asset: the bitmap and how many of its pixels make a point.
public struct ImageBitmap: Hashable, Sendable {
    /// Premultiplied RGBA, rows top to bottom.
    public var pixels: PixelBuffer
    /// Pixels per point (a renderer's `format.scale`; 1 for a bitmap context's image).
    public var scale: Double

    public init(pixels: PixelBuffer, scale: Double) {
        self.pixels = pixels
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// Hashed by its size and scale only (equal bitmaps hash alike): hashing every pixel would
    /// cost more than the comparisons it saves.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pixels.width)
        hasher.combine(pixels.height)
        hasher.combine(scale)
    }
}
