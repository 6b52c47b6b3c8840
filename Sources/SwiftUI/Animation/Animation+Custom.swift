internal import Timeline

extension Animation {
    /// An animation moving as `base`, a custom animation: what its `animate` returns at each
    /// time for a change of 1, until it returns nil. `delay`, `speed` and the repeats wrap it
    /// as they wrap the built-in animations.
    public init<A: CustomAnimation>(_ base: A) {
        let (motion, isLinear) = CustomAnimationCache.shared.motion(of: base)
        if !isLinear {
            let name = declarationName(of: A.self)
            SceneRun.current?.warn(
                "'\(name)' is not linear in its value: Zoetrope moves every change by the fraction its "
                    + "animate(value:time:context:) gives for a change of 1, which differs from iOS for larger "
                    + "or smaller changes", declaration: name)
        }
        self.init(AnimationTiming(sampled: motion))
    }

    /// The value of this animation `time` seconds after it began, for a change of `value`;
    /// nil once it has finished (what a custom animation calls to build on a built-in one).
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if let end = engine.totalDuration, time >= end { return nil }
        return value.scaled(by: engine.progress(elapsed: time))
    }

    /// The velocity of the value at `time` for a change of `value` (per second), or nil once
    /// the animation has finished.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        if let end = engine.totalDuration, time >= end { return nil }
        // A central difference over 0.1 ms (one-sided at the start).
        let h = 1e-4
        let before = max(0, time - h)
        let after = time + h
        let rate = (engine.progress(elapsed: after) - engine.progress(elapsed: before)) / (after - before)
        return value.scaled(by: rate)
    }

    /// Whether this animation takes over `previous` when it starts while that one runs: true
    /// for the persistent springs (`spring`, `smooth`, `snappy`, `bouncy`), which take over
    /// the motion, false for the others, which add to it.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        if case .spring = engine.timing { return true }
        return false
    }

    /// This animation, reported logically complete `duration` seconds after it starts. The
    /// report only decides when a completion waiting for logical completion runs, which
    /// nothing in a scene's drawing depends on: the motion is this animation's.
    public func logicallyComplete(after duration: TimeInterval) -> Animation { self }
}
