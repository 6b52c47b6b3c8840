import Geometry
import Raster

/// `LinearGradient`: colour stops along the line from `startPoint` to `endPoint` (unit points of
/// the frame).
struct LinearGradientPaint: ShapePaint {
    var gradient: GradientStops
    var startPoint: RelativePoint
    var endPoint: RelativePoint

    mutating func visitAnimatableValues(_ visit: PaintValueVisitor) {
        gradient.visitAnimatableValues(visit)
        visit(&startPoint.x, AnimatableLabel(.content, "gradient", "startPoint.x"))
        visit(&startPoint.y, AnimatableLabel(.content, "gradient", "startPoint.y"))
        visit(&endPoint.x, AnimatableLabel(.content, "gradient", "endPoint.x"))
        visit(&endPoint.y, AnimatableLabel(.content, "gradient", "endPoint.y"))
    }

    /// A linear gradient turns, mirrors, skews and stretches with `t` by moving its ends: its
    /// colour is constant along lines that stay parallel.
    func rasterPaint(in frame: Rect, under t: AffineTransform, images: any ImageProvider) -> Paint {
        let (start, end) = Self.linearAxis(
            from: frame.point(atUnit: startPoint.x, startPoint.y), to: frame.point(atUnit: endPoint.x, endPoint.y),
            under: t)
        return .linearGradient(gradient.clampedForDrawing, start: start, end: end)
    }
    /// The device-pixel ends of a linear gradient from `start` to `end` (points) drawn under
    /// `t`: the same colour at every device pixel as at the point `t` maps it from. A rotation
    /// with a uniform scale keeps right angles, so the ends simply move; otherwise the axis
    /// runs along the colour's steepest change in device pixels, which a skew or a
    /// non-uniform scale turns away from the mapped ends' line.
    static func linearAxis(from start: Point, to end: Point, under t: AffineTransform) -> (Point, Point) {
        let deviceStart = t.apply(start)
        let keepsAngles = t.a == t.d && t.b == -t.c
        let dx = end.x - start.x
        let dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        guard !keepsAngles, lengthSquared > 0, let inverse = t.inverted else { return (deviceStart, t.apply(end)) }
        // The location's gradient in device pixels: the transposed inverse of t's linear part
        // applied to the axis, over its squared length.
        let gx = (inverse.a * dx + inverse.b * dy) / lengthSquared
        let gy = (inverse.c * dx + inverse.d * dy) / lengthSquared
        let steepness = gx * gx + gy * gy
        guard steepness > 0, steepness.isFinite else { return (deviceStart, t.apply(end)) }
        return (deviceStart, Point(x: deviceStart.x + gx / steepness, y: deviceStart.y + gy / steepness))
    }
}

extension PaintStyle {
    /// A linear gradient from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: GradientStops, startPoint: RelativePoint, endPoint: RelativePoint)
        -> PaintStyle
    {
        PaintStyle(LinearGradientPaint(gradient: gradient, startPoint: startPoint, endPoint: endPoint))
    }
}
