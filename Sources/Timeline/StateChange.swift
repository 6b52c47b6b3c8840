/// A state change at `time` seconds, animated with `animation` (nil: the change is immediate).
public struct StateChange: Hashable, Sendable {
    /// Scene time of the change, in seconds.
    public var time: Double
    /// How the change animates; nil: it is immediate.
    public var animation: AnimationTiming?

    /// A change at `time` animated with `animation`.
    public init(time: Double, animation: AnimationTiming?) {
        self.time = time
        self.animation = animation
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
