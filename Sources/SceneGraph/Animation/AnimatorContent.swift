import Timeline

/// What a `KeyframeAnimator` or `PhaseAnimator` draws in one snapshot. The scene rebuilds it
/// for every frame (``AnimatedScene/tree(at:)``); drawn directly, it shows ``model``.
public struct AnimatorContent: Equatable, Sendable {
    /// How the content changes over time.
    enum Motion: Equatable, Sendable {
        case keyframes(KeyframeMotion)
        /// The content laid out in each phase (children of the animator node), and the timing.
        case phases([RenderNode], PhaseAnimation)
        /// A custom animatable view: its numbers (blended like the node's other values) and
        /// the layout of its content for them.
        case animatableData(AnimatableDataMotion)
        /// A timeline view: its schedule and the layout of its content at a scene time.
        case timeline(TimelineMotion)
    }

    var motion: Motion
    /// The watched value of a trigger form; nil for the repeating and cycling forms.
    var trigger: AnimationTrigger?
    /// The content when no animation runs: for the initial value, or in phase 0.
    public var model: RenderNode

    init(motion: Motion, trigger: AnimationTrigger?, model: RenderNode) {
        self.motion = motion
        self.trigger = trigger
        self.model = model
    }
}
