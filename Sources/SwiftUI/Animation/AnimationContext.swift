/// What a custom animation's `animate` is given besides the value and the time: its own
/// state, kept from one call to the next, and the environment of the animated view.
public struct AnimationContext<Value: VectorArithmetic> {
    /// Values the animation keeps between calls, by `AnimationStateKey`.
    public var state: AnimationState<Value>
    /// Set by the animation once it has logically finished (e.g. a spring near its target),
    /// while it may still move a little.
    public var isLogicallyComplete: Bool
    /// The environment of the animated view. Zoetrope runs custom animations once for a
    /// scene, outside any view, so this is the default environment.
    public let environment: EnvironmentValues

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        environment = EnvironmentValues()
    }

    /// This context with `state` in place of its own (to run another animation for a value of
    /// another type).
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete)
    }
}
