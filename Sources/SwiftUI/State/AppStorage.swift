/// A value kept in user defaults under a key: SwiftUI's `@AppStorage`. A video has no stored
/// defaults, so it starts at its default value and then behaves as `@State` shared by every view
/// of the scene that reads the same key (`StoredValueSlot`).
///
/// `store` (and `.defaultAppStorage(_:)`) is accepted and changes nothing: every store is empty
/// when a render begins, and keys are shared across stores (two suites using one key for
/// different values differ from iOS).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let slot: StoredValueSlot<Value>

    public var wrappedValue: Value {
        get { slot.value }
        nonmutating set { slot.value = newValue }
    }

    /// A binding to the stored value: `$value`.
    public var projectedValue: Binding<Value> { slot.binding }
}

extension AppStorage: GraphBoundProperty {
    func bind(in context: LoweringContext, property: String) {
        slot.bind(in: context, scope: "AppStorage")
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        slot = StoredValueSlot(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        slot = StoredValueSlot(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        slot = StoredValueSlot(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        slot = StoredValueSlot(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        slot = StoredValueSlot(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        slot = StoredValueSlot(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        slot = StoredValueSlot(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        slot = StoredValueSlot(key: key, rawRepresentable: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        slot = StoredValueSlot(key: key, rawRepresentable: wrappedValue)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        slot = StoredValueSlot(key: key, defaultValue: nil)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        slot = StoredValueSlot(key: key, defaultValue: nil)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        slot = StoredValueSlot(key: key, defaultValue: nil)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        slot = StoredValueSlot(key: key, defaultValue: nil)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        slot = StoredValueSlot(key: key, defaultValue: nil)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        slot = StoredValueSlot(key: key, defaultValue: nil)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        slot = StoredValueSlot(key: key, defaultValue: nil)
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        slot = StoredValueSlot(key: key, optional: R.self)
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == String {
        slot = StoredValueSlot(key: key, optional: R.self)
    }
}
