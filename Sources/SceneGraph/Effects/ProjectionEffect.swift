import Geometry
import Raster

/// `.projectionEffect(_:)`: a projective transform of the drawing in the view's own coordinates
/// (origin at its top-left corner; rows act on (x, y, 1) as in `ProjectiveTransform`). An affine
/// one is folded into the drawing's transform; one with perspective is drawn as a layer seen
/// through it.
struct ProjectionEffect: DrawingEffect {
    var matrix: ProjectiveTransform

    var description: String {
        let m = matrix
        return ".projectionEffect(\([m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33]))"
    }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) { Resolved.visitMatrix(&matrix, visit) }

    func resolved(in frame: Rect) -> RenderEffect { RenderEffect(Resolved(matrix: matrix, origin: frame.origin)) }

    /// The transform in coordinates whose origin is `origin` (the view's top-left corner, canvas
    /// points). One type whether or not it has perspective, so that the two blend.
    struct Resolved: ResolvedEffect {
        var matrix: ProjectiveTransform
        var origin: Point

        var kindName: String { "projection" }

        /// The affine part, when the matrix has no perspective.
        private var affine: AffineTransform? {
            guard matrix.m13 == 0, matrix.m23 == 0, matrix.m33 == 1 else { return nil }
            return AffineTransform(
                a: matrix.m11, b: matrix.m12, c: matrix.m21, d: matrix.m22, tx: matrix.m31, ty: matrix.m32)
        }

        var needsLayer: Bool { affine == nil }

        mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
            Self.visitMatrix(&matrix, visit)
            visit(&origin.x, "origin.x", .plain)
            visit(&origin.y, "origin.y", .plain)
        }

        static func visitMatrix(_ m: inout ProjectiveTransform, _ visit: EffectFieldVisitor) {
            visit(&m.m11, "m11", .plain)
            visit(&m.m12, "m12", .plain)
            visit(&m.m13, "m13", .plain)
            visit(&m.m21, "m21", .plain)
            visit(&m.m22, "m22", .plain)
            visit(&m.m23, "m23", .plain)
            visit(&m.m31, "m31", .plain)
            visit(&m.m32, "m32", .plain)
            visit(&m.m33, "m33", .plain)
        }

        func mirrored(about axis: Double) -> Resolved {
            Resolved(matrix: matrix, origin: Point(x: 2 * axis - origin.x, y: origin.y))
        }

        func fold(into t: inout AffineTransform, multiply: inout RGBAColor) {
            guard let affine else { return }
            t = DisplayListBuilder.about(origin, affine).concatenating(t)
        }

        func configure(_ layer: inout Layer, _ context: EffectLayerContext) -> Bool {
            // In canvas points about the view's corner, then conjugated by the points-to-pixels
            // transform the content is drawn with: t⁻¹ ∘ H ∘ t, as `Rotation3DEffect` does.
            let toCorner = ProjectiveTransform(AffineTransform.translation(x: -origin.x, y: -origin.y))
            let back = ProjectiveTransform(AffineTransform.translation(x: origin.x, y: origin.y))
            let h = toCorner.concatenating(matrix).concatenating(back)
            let t = context.transform
            guard let inverse = t.inverted else { return false }
            layer.projection = ProjectiveTransform(inverse).concatenating(h).concatenating(ProjectiveTransform(t))
            return true
        }
    }
}

extension ModifierNode {
    /// `.projectionEffect(_:)`: a projective transform of the drawing in the view's own
    /// coordinates.
    public static func projectionEffect(_ matrix: ProjectiveTransform) -> ModifierNode {
        .effect(AnyDrawingEffect(ProjectionEffect(matrix: matrix)))
    }
}
