/// A state change at `time` seconds, animated with `animation` (nil: the change is immediate).
public struct StateChange: Hashable, Sendable {
    /// Scene time of the change, in seconds.
    public var time: Double
    /// How the change animates; nil: it is immediate.
    public var animation: AnimationTiming?
    /// For a step of a motion that repeats for ever on the scene clock (a cycling
    /// `PhaseAnimator`'s move): when that motion's first cycle ends. The change itself ends as
    /// its animation does; for the scene's length it counts as an endless motion whose first
    /// cycle ends then (``Timeline/lengthEnd(ofTransaction:)``). Nil for every other change.
    public var cycleEnd: Double?

    /// A change at `time` animated with `animation`; `cycleEnd` marks a step of an endless cycle.
    public init(time: Double, animation: AnimationTiming?, cycleEnd: Double? = nil) {
        self.time = time
        self.animation = animation
        self.cycleEnd = cycleEnd
    }

    /// Progress of this transaction's change at scene time `t`: 0 before it, then the
    /// animation's progress (springs may overshoot 0…1), exactly 1 once it has ended.
    public func progress(at t: Double) -> Double {
        guard t >= time else { return 0 }
        guard let animation else { return 1 }
        return animation.progress(elapsed: t - time)
    }

    /// Scene time at which the change has fully arrived on its own, or nil when it never does.
    public var endTime: Double? {
        guard let animation else { return time }
        return animation.totalDuration.map { time + $0 }
    }
}
