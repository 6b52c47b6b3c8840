import Timeline

/// `PhaseAnimator` (and `.phaseAnimator`): content that moves through a list of phases, each
/// move animated like a state change.
public struct PhaseAnimatorView: Equatable, Sendable {
    /// The content in each phase, in order.
    public var phases: [ViewNode]
    /// The animation into each phase, and whether the phases cycle for ever.
    public var animation: PhaseAnimation
    /// The watched value of the trigger form (one pass through the phases each time it
    /// changes); nil for the cycling form.
    public var trigger: AnimationTrigger?

    public init(phases: [ViewNode], animation: PhaseAnimation, trigger: AnimationTrigger?) {
        self.phases = phases
        self.animation = animation
        self.trigger = trigger
    }
}
