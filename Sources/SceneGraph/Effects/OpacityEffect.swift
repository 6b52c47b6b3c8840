import Geometry
import Raster

/// `.opacity(_:)`: multiplies the alpha of everything drawn.
struct OpacityEffect: DrawingEffect, ResolvedEffect {
    var opacity: Double

    var description: String { ".opacity(\(opacity))" }
    var kindName: String { "opacity" }
    var needsLayer: Bool { false }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) { visit(&opacity, "", .plain) }

    func resolved(in frame: Rect) -> RenderEffect { RenderEffect(self) }

    func mirrored(about axis: Double) -> OpacityEffect { self }

    func fold(into transform: inout AffineTransform, multiply: inout RGBAColor) {
        multiply.alpha *= DisplayListBuilder.clamp(opacity)
    }
}

extension ModifierNode {
    /// Multiplies alpha.
    public static func opacity(_ opacity: Double) -> ModifierNode {
        .effect(AnyDrawingEffect(OpacityEffect(opacity: opacity)))
    }
}

extension RenderEffect {
    public static func opacity(_ opacity: Double) -> RenderEffect { RenderEffect(OpacityEffect(opacity: opacity)) }
}
