/// A value kept with the scene's state under a key: SwiftUI's `@SceneStorage`. A video restores
/// no scene, so it starts at its default value and then behaves as `@State` shared by every view
/// of the scene that reads the same key (`StoredValueSlot`).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let slot: StoredValueSlot<Value>

    public var wrappedValue: Value {
        get { slot.value }
        nonmutating set { slot.value = newValue }
    }

    /// A binding to the stored value: `$value`.
    public var projectedValue: Binding<Value> { slot.binding }
}

extension SceneStorage: GraphBoundProperty {
    func bind(in context: LoweringContext, property: String) {
        slot.bind(in: context, scope: "SceneStorage")
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        slot = StoredValueSlot(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        slot = StoredValueSlot(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        slot = StoredValueSlot(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value == String {
        slot = StoredValueSlot(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        slot = StoredValueSlot(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        slot = StoredValueSlot(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        slot = StoredValueSlot(key: key, rawRepresentable: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        slot = StoredValueSlot(key: key, rawRepresentable: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? {
        slot = StoredValueSlot(key: key, defaultValue: nil)
    }
    public init(_ key: String) where Value == Int? {
        slot = StoredValueSlot(key: key, defaultValue: nil)
    }
    public init(_ key: String) where Value == Double? {
        slot = StoredValueSlot(key: key, defaultValue: nil)
    }
    public init(_ key: String) where Value == String? {
        slot = StoredValueSlot(key: key, defaultValue: nil)
    }
    public init(_ key: String) where Value == URL? {
        slot = StoredValueSlot(key: key, defaultValue: nil)
    }
    public init(_ key: String) where Value == Data? {
        slot = StoredValueSlot(key: key, defaultValue: nil)
    }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        slot = StoredValueSlot(key: key, optional: R.self)
    }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        slot = StoredValueSlot(key: key, optional: R.self)
    }
}
