/// Where a view is in its transition, as a `Transition`'s body is asked for it: about to
/// appear, shown, or just gone.
public enum TransitionPhase: Hashable, Sendable {
    /// The view is being inserted: the body's state it animates from.
    case willAppear
    /// The view is shown: the body's state once settled.
    case identity
    /// The view has been removed: the body's state it animates to.
    case didDisappear

    /// Whether this is the `identity` phase.
    public var isIdentity: Bool { self == .identity }

    /// −1 about to appear, 0 shown, 1 gone: a number to scale a transition's effects by.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}
