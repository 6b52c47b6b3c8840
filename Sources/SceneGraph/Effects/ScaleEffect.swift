import Geometry
import Raster

/// `.scaleEffect(x:y:anchor:)`: scales the drawing around `anchor`, a unit point of the view's
/// frame.
struct ScaleEffect: DrawingEffect {
    var x: Double
    var y: Double
    var anchor: RelativePoint

    var description: String { ".scaleEffect(x: \(x), y: \(y), anchor: (\(anchor.x), \(anchor.y)))" }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
        visit(&x, "x", .plain)
        visit(&y, "y", .plain)
        visit(&anchor.x, "anchor.x", .plain)
        visit(&anchor.y, "anchor.y", .plain)
    }

    func resolved(in frame: Rect) -> RenderEffect {
        RenderEffect(Resolved(x: x, y: y, anchor: frame.point(atUnit: anchor.x, anchor.y)))
    }

    /// The scale about a point in canvas points.
    struct Resolved: ResolvedEffect {
        var x: Double
        var y: Double
        var anchor: Point

        var kindName: String { "scale" }
        var needsLayer: Bool { false }

        mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
            visit(&x, "x", .plain)
            visit(&y, "y", .plain)
            visit(&anchor.x, "anchor.x", .plain)
            visit(&anchor.y, "anchor.y", .plain)
        }

        func mirrored(about axis: Double) -> Resolved {
            Resolved(x: x, y: y, anchor: Point(x: 2 * axis - anchor.x, y: anchor.y))
        }

        func fold(into transform: inout AffineTransform, multiply: inout RGBAColor) {
            transform = DisplayListBuilder.about(anchor, .scale(x: x, y: y)).concatenating(transform)
        }
    }
}

extension ModifierNode {
    /// Scales the drawing around `anchor`.
    public static func scaleEffect(x: Double, y: Double, anchor: RelativePoint) -> ModifierNode {
        .effect(AnyDrawingEffect(ScaleEffect(x: x, y: y, anchor: anchor)))
    }
}

extension RenderEffect {
    /// Scale about `anchor` (canvas points).
    public static func scale(x: Double, y: Double, anchor: Point) -> RenderEffect {
        RenderEffect(ScaleEffect.Resolved(x: x, y: y, anchor: anchor))
    }
}
