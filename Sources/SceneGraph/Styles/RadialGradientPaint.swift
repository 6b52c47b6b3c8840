import Geometry
import Raster

/// `RadialGradient`: colour stops on circles around `center` (a unit point of the frame) from
/// `startRadius` to `endRadius` (points).
struct RadialGradientPaint: ShapePaint {
    var gradient: GradientStops
    var center: RelativePoint
    var startRadius: Double
    var endRadius: Double

    mutating func visitAnimatableValues(_ visit: PaintValueVisitor) {
        gradient.visitAnimatableValues(visit)
        visit(&center.x, AnimatableLabel(.content, "gradient", "center.x"))
        visit(&center.y, AnimatableLabel(.content, "gradient", "center.y"))
        visit(&startRadius, AnimatableLabel(.content, "gradient", "startRadius"))
        visit(&endRadius, AnimatableLabel(.content, "gradient", "endRadius"))
    }

    /// Drawn in the view's own coordinates (Raster's gradient `transform`), so it turns, skews and
    /// stretches with `t`, except under a plain uniform scale and move.
    func rasterPaint(in frame: Rect, under t: AffineTransform, images: any ImageProvider) -> Paint {
        let c = frame.point(atUnit: center.x, center.y)
        guard !t.isUniformScaleAndMove else {
            let s = t.maximumScale
            return .radialGradient(
                gradient.clampedForDrawing, center: t.apply(c), startRadius: startRadius * s, endRadius: endRadius * s)
        }
        return .radialGradient(
            gradient.clampedForDrawing, center: c, startRadius: startRadius, endRadius: endRadius, transform: t)
    }
}

extension PaintStyle {
    /// A radial gradient around `center`.
    public static func radialGradient(
        _ gradient: GradientStops, center: RelativePoint, startRadius: Double, endRadius: Double
    ) -> PaintStyle {
        PaintStyle(
            RadialGradientPaint(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius))
    }
}
