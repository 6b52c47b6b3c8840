import Geometry
import Raster

/// `.mask(alignment:_:)` as drawn: keeps the content where the mask's render tree is opaque (or
/// transparent when `inverse`). The mask is a view laid out in the modified view's frame
/// (`MaskLayout`), so it has no form before layout.
struct MaskEffect: ResolvedEffect {
    var node: RenderNode
    var inverse: Bool

    var kindName: String { "mask" }
    var needsLayer: Bool { true }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {}

    func mirrored(about axis: Double) -> MaskEffect { MaskEffect(node: node.mirrored(about: axis), inverse: inverse) }

    func configure(_ layer: inout Layer, _ context: EffectLayerContext) -> Bool {
        var maskList = DisplayList()
        context.builder.emit(node, effects: node.effects.list[...], context.transform, .white, into: &maskList)
        layer.mask = Layer.Mask(content: maskList, mode: inverse ? .inverseAlpha : .alpha)
        return true
    }

    func forEachNode(_ body: (RenderNode) -> Void) { body(node) }

    func mapNodes(_ transform: (RenderNode) -> RenderNode) -> MaskEffect {
        MaskEffect(node: transform(node), inverse: inverse)
    }
}

extension RenderEffect {
    /// Keep the content where `node` is opaque (or transparent when `inverse`).
    public static func mask(_ node: RenderNode, inverse: Bool) -> RenderEffect {
        RenderEffect(MaskEffect(node: node, inverse: inverse))
    }
}
