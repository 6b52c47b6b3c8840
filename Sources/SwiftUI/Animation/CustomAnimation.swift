/// An animation of your own: SwiftUI's `CustomAnimation`, used through `Animation(_:)`.
/// `animate` gives the value at `time` seconds into the animation for a change of `value`
/// (the new value minus the old), or nil once the animation has finished.
///
/// Zoetrope moves every animated number by the fraction of its change that `animate` returns
/// for a change of 1 (`CustomAnimation+Sampling.swift`): exact for animations linear in their
/// value (those that scale `value`, which is nearly all); a scene whose animation is not gets
/// a warning at its declaration.
public protocol CustomAnimation: Hashable {
    /// The value `time` seconds after the animation began, for a change of `value`; nil when
    /// the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The velocity of the value at `time`; nil (the default) when unknown.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether a new animation of the same value takes over this one (true) or adds to it
    /// (false, the default).
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}
