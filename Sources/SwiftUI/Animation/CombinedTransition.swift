/// Two transitions at once, `second` outside (`Transition.combined(with:)`).
struct CombinedTransition<First: Transition, Second: Transition>: Transition, EngineTransition {
    var first: First
    var second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    var anyTransition: AnyTransition { AnyTransition(first).combined(with: AnyTransition(second)) }
}
