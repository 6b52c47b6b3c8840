internal import Raster

/// A bitmap: what a `CGContext`'s `makeImage()` and a `UIImage`'s `cgImage` give, premultiplied
/// RGBA, 8 bits a channel, its first row the image's top.
public final class CGImage: Hashable, Sendable {
    let pixels: PixelBuffer

    init(_ pixels: PixelBuffer) { self.pixels = pixels }

    /// Width and height in pixels.
    public var width: Int { pixels.width }
    public var height: Int { pixels.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { pixels.width * 4 }
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(alphaInfo: .premultipliedLast) }

    /// The pixels of `rect` (pixel coordinates, the first row at the top, rounded out to whole
    /// pixels and cut to the image); nil when nothing of the image is inside it.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        let x0 = max(0, Int(r.minX.rounded(.down)))
        let y0 = max(0, Int(r.minY.rounded(.down)))
        let x1 = min(width, Int(r.maxX.rounded(.up)))
        let y1 = min(height, Int(r.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: (x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 {
            let from = (y * width + x0) * 4
            let to = (y - y0) * (x1 - x0) * 4
            bytes[to..<(to + (x1 - x0) * 4)] = pixels.bytes[from..<(from + (x1 - x0) * 4)]
        }
        return PixelBuffer(width: x1 - x0, height: y1 - y0, bytes: bytes).map(CGImage.init)
    }

    public static func == (a: CGImage, b: CGImage) -> Bool { a === b || a.pixels == b.pixels }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }
}
