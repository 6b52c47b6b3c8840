/// `insertion` when the view is inserted, `removal` when it is removed.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, EngineTransition {
    public var insertion: Insertion
    public var removal: Removal

    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// Both transitions' bodies, each in its phase on its side and at rest on the other.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        insertion.apply(
            content: removal.apply(content: content, phase: phase == .didDisappear ? phase : .identity),
            phase: phase == .willAppear ? phase : .identity)
    }

    var anyTransition: AnyTransition {
        .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal))
    }
}
