import Timeline

/// What `AnimatedScene` works out from the snapshots before rendering.
extension AnimatedScene {
    /// The snapshots through which one node with changing values is the same view.
    struct NodeRun: Sendable {
        var id: NodeID
        var snapshots: ClosedRange<Int>
        /// What each component is.
        var labels: [AnimatableLabel]
        /// Every component in every snapshot (held outside the run).
        var values: [[Double]]
        /// For each component, the timeline that blends it.
        var componentTimelines: [Int]
        /// What the node draws, for listings.
        var view: String
    }

    /// A view inserted, removed, or replaced by another at the same place, in one transaction.
    struct TransitionEvent: Sendable {
        var transaction: Int
        /// The animation of the transition; nil when the change happened at once.
        var animation: AnimationTiming?
        /// How the view after the transaction enters (nil: none was inserted).
        var insertion: ViewTransition?
        /// How the view before the transaction leaves (nil: none was removed).
        var removal: ViewTransition?
    }

    /// The snapshots through which one animator is the same view.
    struct AnimatorRun: Sendable {
        var id: NodeID
        var snapshots: ClosedRange<Int>
        /// The animator as the first of those snapshots has it.
        var animator: AnimatorContent
        var timing: AnimatorTiming
    }

    /// When an animator appeared and when its trigger changed.
    struct AnimatorTiming: Sendable {
        var appear: Double
        /// Scene times at which the trigger changed, in order.
        var plays: [Double]
    }
}
