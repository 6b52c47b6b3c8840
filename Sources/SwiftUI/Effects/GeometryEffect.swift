internal import Geometry
internal import SceneGraph

/// A modifier that draws its content through a projective transform it computes from the
/// content's size, the layout unchanged: SwiftUI's `GeometryEffect`, applied with
/// `.modifier(_:)` (a shake: a translation by `sin(animatableData × π × shakes)`). It animates
/// through `animatableData`: the transform is computed again at every frame from the
/// interpolated data, and a custom transition between two geometry effects
/// (`AnyTransition.modifier(active:identity:)`) interpolates their data the same way.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform of the content laid out at `size`, in its own coordinates (origin at its
    /// top-left corner).
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// This effect as SceneGraph draws it, its numbers `animatableData`.
    func engineModifier(in runtime: SceneRuntime) -> ModifierNode {
        let data = animatableComponents ?? []
        let effect = self
        return .geometryEffect(id: functionID, data: data) { data, size in
            // Scene code called while drawing: in turn with the scene's other callbacks.
            runtime.callback {
                let current = data.isEmpty ? effect : effect.withAnimatableComponents(data)
                return current.effectValue(size: CGSize(width: size.width, height: size.height)).engine
            }
        }
    }

    /// Identifies the transform as a function of the numbers: the effect's type and its other
    /// properties (its description with the animatable data zeroed).
    private var functionID: Int {
        var hasher = Hasher()
        hasher.combine(String(reflecting: Self.self))
        let zeros = (animatableComponents ?? []).map { _ in 0.0 }
        hasher.combine(String(reflecting: zeros.isEmpty ? self : withAnimatableComponents(zeros)))
        return hasher.finalize()
    }

    /// `content` drawn through this effect. With animatable data the content is rebuilt with
    /// the effect for the blended data at every frame, as an Animatable modifier's body is.
    func lowered(_ content: Lowered, in context: LoweringContext) -> Lowered {
        let runtime = context.runtime
        guard let data = animatableComponents else { return content.modified(engineModifier(in: runtime)) }
        RuntimeWarning.nonFiniteAnimatableData(data, of: Self.self)
        let view = content.view
        let effect = self
        return Lowered(
            .animatableData(
                AnimatableDataView(id: functionID, data: data) { data in
                    // `animatableData`'s setter is scene code too.
                    view.modifier(
                        runtime.callback { effect.withAnimatableComponents(data) }.engineModifier(in: runtime))
                }))
    }
}
