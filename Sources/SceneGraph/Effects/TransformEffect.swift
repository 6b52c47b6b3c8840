import Geometry
import Raster

/// `.transformEffect(_:)`: an affine transform of the drawing in the view's own coordinates.
struct TransformEffect: DrawingEffect {
    var transform: AffineTransform

    var description: String {
        ".transformEffect(a: \(transform.a), b: \(transform.b), c: \(transform.c), d: \(transform.d), "
            + "tx: \(transform.tx), ty: \(transform.ty))"
    }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
        Resolved.visitMatrix(&transform, visit)
    }

    func resolved(in frame: Rect) -> RenderEffect { RenderEffect(Resolved(transform: transform, origin: frame.origin)) }

    /// The transform in coordinates whose origin is `origin` (the view's top-left corner,
    /// canvas points).
    struct Resolved: ResolvedEffect {
        var transform: AffineTransform
        var origin: Point

        var kindName: String { "transform" }
        var needsLayer: Bool { false }

        mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
            Self.visitMatrix(&transform, visit)
            visit(&origin.x, "origin.x", .plain)
            visit(&origin.y, "origin.y", .plain)
        }

        static func visitMatrix(_ m: inout AffineTransform, _ visit: EffectFieldVisitor) {
            visit(&m.a, "a", .plain)
            visit(&m.b, "b", .plain)
            visit(&m.c, "c", .plain)
            visit(&m.d, "d", .plain)
            visit(&m.tx, "tx", .plain)
            visit(&m.ty, "ty", .plain)
        }

        func mirrored(about axis: Double) -> Resolved {
            Resolved(transform: transform, origin: Point(x: 2 * axis - origin.x, y: origin.y))
        }

        func fold(into t: inout AffineTransform, multiply: inout RGBAColor) {
            t = DisplayListBuilder.about(origin, transform).concatenating(t)
        }
    }
}

extension ModifierNode {
    /// `.transformEffect(_:)`: an affine transform of the drawing in the view's own coordinates.
    public static func transformEffect(_ transform: AffineTransform) -> ModifierNode {
        .effect(AnyDrawingEffect(TransformEffect(transform: transform)))
    }
}

extension RenderEffect {
    /// `.transformEffect`: the affine transform in the view's own coordinates, whose origin is
    /// `origin` (the view's top-left corner, canvas points).
    public static func transform(_ transform: AffineTransform, origin: Point) -> RenderEffect {
        RenderEffect(TransformEffect.Resolved(transform: transform, origin: origin))
    }
}
