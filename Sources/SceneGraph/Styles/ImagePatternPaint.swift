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
        // The provider cuts the tile once and keeps it (`AssetFolder`): this runs every frame.
        guard scale.isFinite, scale > 0, let tile = (try? images.image(named: name, part: sourceRect)) ?? nil else {
            return .solid(.clear)
        }
        let perPoint = images.scale(ofImageNamed: name)
        let pointsPerPixel = scale / (perPoint.isFinite && perPoint > 0 ? perPoint : 1)
        let imageToPoints = AffineTransform.scale(x: pointsPerPixel, y: pointsPerPixel)
            .concatenating(.translation(x: frame.minX, y: frame.minY))
        return .image(tile, transform: imageToPoints.concatenating(t), tiled: true)
    }
}

extension PaintStyle {
    /// The image `name` as a repeating pattern (`ImagePaint`).
    public static func imagePattern(named name: String, sourceRect: Rect, scale: Double) -> PaintStyle {
        PaintStyle(ImagePatternPaint(name: name, sourceRect: sourceRect, scale: scale))
    }
}
