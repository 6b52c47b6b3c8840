// Focused values: what the focused view publishes for menus and commands (`.focusedValue`,
// `@FocusedValue`, `@FocusedBinding`). Nothing is focused in a render, so no view publishes
// and every focused value reads nil, as on iOS before anything takes focus.

/// A key for a value the focused view publishes: SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused view publishes, read by key (`FocusedValues[Key.self]`): none in a
/// render.
public struct FocusedValues {
    public init() {}

    /// The value for `key`: nil, as nothing is focused; a value set is not kept.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
}

/// A value the focused view publishes: nil in a render.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    public var wrappedValue: Value? { nil }
}

/// A binding the focused view publishes: nil in a render, and setting it changes nothing.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value?> { .constant(nil) }
}

extension View {
    /// Publishes `value` while this view has focus: nothing has focus in a render.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        self
    }

    /// Publishes `value` (nil: nothing) while this view has focus: nothing has focus in a render.
    @_disfavoredOverload
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        self
    }

    /// Publishes `value` while this view's scene is focused: the value is never read in a render.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
        -> some View
    { self }

    /// Draws no focus ring (iOS draws none on a touch screen either).
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
}
