import Geometry
import Raster

/// `.compositingGroup()`: flattens the view into a layer, so the effects outside it (opacity, a
/// colour multiply) apply to the whole.
struct CompositingGroupEffect: DrawingEffect, ResolvedEffect {
    var description: String { ".compositingGroup()" }
    var kindName: String { "compositingGroup" }
    var needsLayer: Bool { true }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {}

    func resolved(in frame: Rect) -> RenderEffect { RenderEffect(self) }

    func mirrored(about axis: Double) -> CompositingGroupEffect { self }
}

extension ModifierNode {
    /// Flattens the subtree so later effects apply to the whole.
    public static var compositingGroup: ModifierNode { .effect(AnyDrawingEffect(CompositingGroupEffect())) }
}

extension RenderEffect {
    public static var compositingGroup: RenderEffect { RenderEffect(CompositingGroupEffect()) }
}
