import Geometry
import Raster

/// `EllipticalGradient`: the ellipse fills the frame around `center` (a unit point of it); the
/// stops run from `startRadiusFraction` to `endRadiusFraction` of it.
struct EllipticalGradientPaint: ShapePaint {
    var gradient: GradientStops
    var center: RelativePoint
    var startRadiusFraction: Double
    var endRadiusFraction: Double

    mutating func visitAnimatableValues(_ visit: PaintValueVisitor) {
        gradient.visitAnimatableValues(visit)
        visit(&center.x, AnimatableLabel(.content, "gradient", "center.x"))
        visit(&center.y, AnimatableLabel(.content, "gradient", "center.y"))
        visit(&startRadiusFraction, AnimatableLabel(.content, "gradient", "startRadiusFraction"))
        visit(&endRadiusFraction, AnimatableLabel(.content, "gradient", "endRadiusFraction"))
    }

    /// Drawn in the view's own coordinates (Raster's gradient `transform`), so it turns, skews and
    /// stretches with `t`, except under a plain uniform scale and move.
    func rasterPaint(in frame: Rect, under t: AffineTransform, images: any ImageProvider) -> Paint {
        let c = frame.point(atUnit: center.x, center.y)
        guard !t.isUniformScaleAndMove else {
            let s = t.maximumScale
            return .ellipticalGradient(
                gradient.clampedForDrawing, center: t.apply(c), radiusX: frame.width * s, radiusY: frame.height * s,
                startFraction: startRadiusFraction, endFraction: endRadiusFraction)
        }
        return .ellipticalGradient(
            gradient.clampedForDrawing, center: c, radiusX: frame.width, radiusY: frame.height,
            startFraction: startRadiusFraction, endFraction: endRadiusFraction, transform: t)
    }
}

extension PaintStyle {
    /// An elliptical gradient filling the frame around `center`.
    public static func ellipticalGradient(
        _ gradient: GradientStops, center: RelativePoint, startRadiusFraction: Double, endRadiusFraction: Double
    ) -> PaintStyle {
        PaintStyle(
            EllipticalGradientPaint(
                gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                endRadiusFraction: endRadiusFraction))
    }
}
