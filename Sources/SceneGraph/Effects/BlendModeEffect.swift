import Geometry
import Raster

/// `.blendMode(_:)`: the view drawn as a layer, composited onto what is behind it by the mode.
struct BlendModeEffect: DrawingEffect, ResolvedEffect {
    var mode: BlendOperator

    var description: String { ".blendMode(.\(mode))" }
    var kindName: String { "blendMode" }
    var needsLayer: Bool { true }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {}

    func resolved(in frame: Rect) -> RenderEffect { RenderEffect(self) }

    func mirrored(about axis: Double) -> BlendModeEffect { self }

    func configure(_ layer: inout Layer, _ context: EffectLayerContext) -> Bool {
        layer.blendMode = mode
        return true
    }
}

extension ModifierNode {
    public static func blendMode(_ mode: BlendOperator) -> ModifierNode {
        .effect(AnyDrawingEffect(BlendModeEffect(mode: mode)))
    }
}

extension RenderEffect {
    public static func blendMode(_ mode: BlendOperator) -> RenderEffect { RenderEffect(BlendModeEffect(mode: mode)) }
}
