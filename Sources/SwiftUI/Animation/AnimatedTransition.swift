internal import SceneGraph

/// A transition with its own animation (`Transition.animation(_:)`).
struct AnimatedTransition<Base: Transition>: Transition, EngineTransition {
    var base: Base
    var animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }

    var anyTransition: AnyTransition { AnyTransition(base).animation(animation) }
}
