/// In from the leading edge, out towards the trailing edge (`Transition.slide`).
public struct SlideTransition: Transition, EngineTransition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(
            EdgeShiftEffect(edge: phase == .willAppear ? .leading : .trailing, amount: phase.isIdentity ? 0 : 1))
    }

    var anyTransition: AnyTransition { .slide }
}

extension Transition where Self == SlideTransition {
    /// In from the leading edge, out towards the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}
