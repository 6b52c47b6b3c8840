/// A custom animation's own values, kept between calls of its `animate`, each under an
/// `AnimationStateKey` (its default value until set).
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value stored for `key`, or its default value.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value of an animation's state (`AnimationState`).
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
