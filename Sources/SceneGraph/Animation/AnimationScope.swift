import Timeline

/// An implicit animation (`.animation(_:value:)`) that covers a node: when its watched value
/// differs between two snapshots, the changes it covers in that transaction animate with
/// ``animation`` instead of the transaction's own.
public struct AnimationScope: Hashable, Sendable {
    /// The animation to use (nil: the covered changes happen at once).
    public var animation: AnimationTiming?
    /// The watched value; nil for the deprecated `.animation(_:)`, which applies to every change.
    public var trigger: AnimationTrigger?
    /// The node whose modifier this is.
    public var origin: NodeID
    /// The modifier's place among the modifiers of its node, innermost 0; with ``origin`` it
    /// identifies the modifier across snapshots.
    public var ordinal: Int
    /// How many of the node's own effects (innermost first) were written before the modifier and
    /// are therefore inside it; `Int.max` on the descendants of the modified view, which it
    /// covers entirely. The node's frame and content are always inside.
    public var coveredEffects: Int
    /// For a `.transaction(_:)` modifier, its function, which changes the animation instead
    /// (``animation`` and ``trigger`` are then unused).
    public var transform: TransactionTransform?
    /// The first of the node's own effects the scope covers: above 0 for `.animation(_:body:)`,
    /// which covers only the effects its body wrote (from here to ``coveredEffects``).
    public var firstCoveredEffect = 0
    /// Whether the scope covers the node's frame and content (all but `.animation(_:body:)`).
    public var coversFrameAndContent = true

    public init(
        animation: AnimationTiming?, trigger: AnimationTrigger?, origin: NodeID, ordinal: Int, coveredEffects: Int,
        transform: TransactionTransform? = nil
    ) {
        self.animation = animation
        self.trigger = trigger
        self.origin = origin
        self.ordinal = ordinal
        self.coveredEffects = coveredEffects
        self.transform = transform
    }

    /// True when the scope covers values of `part`.
    func covers(_ part: AnimatableLabel.Part) -> Bool {
        if case .effect(let index) = part { return index >= firstCoveredEffect && index < coveredEffects }
        return coversFrameAndContent
    }
}
