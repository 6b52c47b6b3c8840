import Geometry
import Raster

/// SwiftUI's `ImagePaint`: the bitmap `name` repeated over the view from its frame's top-leading
/// corner, each tile the `sourceRect` part of the image (in unit coordinates of it) at `scale`
/// times its size in points.
struct ImagePatternPaint: ShapePaint {
    var name: String
    var sourceRect: Rect
    var scale: Double

    mutating func visitAnimatableValues(_ visit: PaintValueVisitor) {
        visit(&scale, AnimatableLabel(.content, "imagePaint", "scale"))
    }

    /// Transparent when the image cannot be found or its part or scale is empty (the image's own
    /// view reports a missing image; a paint has no place to say it).
    func rasterPaint(in frame: Rect, under t: AffineTransform, images: any ImageProvider) -> Paint {
        guard let bitmap = try? images.image(named: name), let tile = Self.part(sourceRect, of: bitmap),
            scale.isFinite, scale > 0
        else { return .solid(.clear) }
        let perPoint = images.scale(ofImageNamed: name)
        let pointsPerPixel = scale / (perPoint.isFinite && perPoint > 0 ? perPoint : 1)
        let imageToPoints = AffineTransform.scale(x: pointsPerPixel, y: pointsPerPixel)
            .concatenating(.translation(x: frame.minX, y: frame.minY))
        return .image(tile, transform: imageToPoints.concatenating(t), tiled: true)
    }

    /// The pixels of `bitmap` inside `unit` (unit coordinates of the image, rounded to whole
    /// pixels), or nil when that is empty.
    static func part(_ unit: Rect, of bitmap: PixelBuffer) -> PixelBuffer? {
        let whole = Rect(x: 0, y: 0, width: 1, height: 1)
        guard unit != whole else { return bitmap.width > 0 && bitmap.height > 0 ? bitmap : nil }
        func pixel(_ v: Double, _ size: Int) -> Int {
            guard v.isFinite else { return 0 }
            return Int(min(Double(size), max(0, (v * Double(size)).rounded())))
        }
        let x0 = pixel(unit.minX, bitmap.width)
        let x1 = pixel(unit.maxX, bitmap.width)
        let y0 = pixel(unit.minY, bitmap.height)
        let y1 = pixel(unit.maxY, bitmap.height)
        guard x1 > x0, y1 > y0 else { return nil }
        var part = PixelBuffer(width: x1 - x0, height: y1 - y0)
        var bytes = part.bytes
        let rowBytes = (x1 - x0) * 4
        for row in 0..<(y1 - y0) {
            let from = ((y0 + row) * bitmap.width + x0) * 4
            bytes.replaceSubrange(row * rowBytes..<(row + 1) * rowBytes, with: bitmap.bytes[from..<from + rowBytes])
        }
        part.bytes = bytes
        return part
    }
}

extension PaintStyle {
    /// The image `name` as a repeating pattern (`ImagePaint`).
    public static func imagePattern(named name: String, sourceRect: Rect, scale: Double) -> PaintStyle {
        PaintStyle(ImagePatternPaint(name: name, sourceRect: sourceRect, scale: scale))
    }
}
