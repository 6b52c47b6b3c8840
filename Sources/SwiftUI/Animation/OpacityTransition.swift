/// From and to transparent (`Transition.opacity`).
public struct OpacityTransition: Transition, EngineTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    var anyTransition: AnyTransition { .opacity }
}

extension Transition where Self == OpacityTransition {
    /// From and to transparent.
    public static var opacity: OpacityTransition { OpacityTransition() }
}
