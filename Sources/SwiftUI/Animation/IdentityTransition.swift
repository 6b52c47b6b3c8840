/// The transition that draws nothing: the view appears and disappears at the end of the
/// animation (`Transition.identity`).
public struct IdentityTransition: Transition, EngineTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    var anyTransition: AnyTransition { .identity }
}

extension Transition where Self == IdentityTransition {
    /// No visible change.
    public static var identity: IdentityTransition { IdentityTransition() }
}
