import Geometry
import Raster

/// `.luminanceToAlpha()`: black, with alpha from the content's luminance.
struct LuminanceToAlphaEffect: DrawingEffect, ResolvedEffect {
    var description: String { ".luminanceToAlpha()" }
    var kindName: String { "luminanceToAlpha" }
    var needsLayer: Bool { true }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {}

    func resolved(in frame: Rect) -> RenderEffect { RenderEffect(self) }

    func mirrored(about axis: Double) -> LuminanceToAlphaEffect { self }

    func configure(_ layer: inout Layer, _ context: EffectLayerContext) -> Bool {
        layer.filters.append(.luminanceToAlpha)
        return true
    }
}

extension ModifierNode {
    /// Black with alpha from the content's luminance.
    public static var luminanceToAlpha: ModifierNode { .effect(AnyDrawingEffect(LuminanceToAlphaEffect())) }
}

extension RenderEffect {
    public static var luminanceToAlpha: RenderEffect { RenderEffect(LuminanceToAlphaEffect()) }
}
