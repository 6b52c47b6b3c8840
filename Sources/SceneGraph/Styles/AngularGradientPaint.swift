import Geometry
import Raster

/// `AngularGradient`: colour stops around `center` (a unit point of the frame) from `startAngle`
/// to `endAngle`.
struct AngularGradientPaint: ShapePaint {
    var gradient: GradientStops
    var center: RelativePoint
    var startAngle: Angle
    var endAngle: Angle

    mutating func visitAnimatableValues(_ visit: PaintValueVisitor) {
        gradient.visitAnimatableValues(visit)
        visit(&center.x, AnimatableLabel(.content, "gradient", "center.x"))
        visit(&center.y, AnimatableLabel(.content, "gradient", "center.y"))
        visit(&startAngle.radians, AnimatableLabel(.content, "gradient", "startAngle.degrees", .radians))
        visit(&endAngle.radians, AnimatableLabel(.content, "gradient", "endAngle.degrees", .radians))
    }

    /// Drawn in the view's own coordinates (Raster's gradient `transform`), so it turns, skews and
    /// stretches with `t`, except under a plain uniform scale and move.
    func rasterPaint(in frame: Rect, under t: AffineTransform, images: any ImageProvider) -> Paint {
        let c = frame.point(atUnit: center.x, center.y)
        guard !t.isUniformScaleAndMove else {
            return .angularGradient(
                gradient.clampedForDrawing, center: t.apply(c), startAngle: startAngle, endAngle: endAngle)
        }
        return .angularGradient(
            gradient.clampedForDrawing, center: c, startAngle: startAngle, endAngle: endAngle, transform: t)
    }
}

extension PaintStyle {
    /// An angular (conic) gradient around `center`.
    public static func angularGradient(
        _ gradient: GradientStops, center: RelativePoint, startAngle: Angle, endAngle: Angle
    )
        -> PaintStyle
    {
        PaintStyle(AngularGradientPaint(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle))
    }
}
