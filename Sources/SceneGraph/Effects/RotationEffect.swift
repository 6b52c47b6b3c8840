import Geometry
import Raster

/// `.rotationEffect(_:anchor:)`: rotates the drawing around `anchor`, a unit point of the
/// view's frame.
struct RotationEffect: DrawingEffect {
    var angle: Angle
    var anchor: RelativePoint

    var description: String { ".rotationEffect(\(angle.degrees)°, anchor: (\(anchor.x), \(anchor.y)))" }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
        visit(&angle.radians, "degrees", .radians)
        visit(&anchor.x, "anchor.x", .plain)
        visit(&anchor.y, "anchor.y", .plain)
    }

    func resolved(in frame: Rect) -> RenderEffect {
        RenderEffect(Resolved(angle: angle, anchor: frame.point(atUnit: anchor.x, anchor.y)))
    }

    /// The rotation about a point in canvas points.
    struct Resolved: ResolvedEffect {
        var angle: Angle
        var anchor: Point

        var kindName: String { "rotation" }
        var needsLayer: Bool { false }

        mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
            visit(&angle.radians, "degrees", .radians)
            visit(&anchor.x, "anchor.x", .plain)
            visit(&anchor.y, "anchor.y", .plain)
        }

        func mirrored(about axis: Double) -> Resolved {
            Resolved(angle: angle, anchor: Point(x: 2 * axis - anchor.x, y: anchor.y))
        }

        func fold(into transform: inout AffineTransform, multiply: inout RGBAColor) {
            transform = DisplayListBuilder.about(anchor, .rotation(angle)).concatenating(transform)
        }
    }
}

extension ModifierNode {
    /// Rotates the drawing around `anchor` (unit point of the view's frame).
    public static func rotationEffect(_ angle: Angle, anchor: RelativePoint) -> ModifierNode {
        .effect(AnyDrawingEffect(RotationEffect(angle: angle, anchor: anchor)))
    }
}

extension RenderEffect {
    /// Rotation about `anchor` (canvas points; the modified view's anchor unit point).
    public static func rotation(_ angle: Angle, anchor: Point) -> RenderEffect {
        RenderEffect(RotationEffect.Resolved(angle: angle, anchor: anchor))
    }
}
