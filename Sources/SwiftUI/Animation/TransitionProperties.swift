/// What a transition tells the system about itself (`Transition.properties`).
public struct TransitionProperties: Sendable {
    /// Whether the transition moves its view (iOS swaps it for a fade when Reduce Motion is on;
    /// a render has Reduce Motion off).
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}
