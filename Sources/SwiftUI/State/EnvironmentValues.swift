/// Values a view reads from its ancestors: SwiftUI's `EnvironmentValues`, one store of values
/// by key. Every built-in value is a key (`EnvironmentValues+Keys.swift`); a scene adds its own
/// with an `EnvironmentKey` and a property that reads and writes `self[Key.self]`.
public struct EnvironmentValues: CustomStringConvertible {
    /// The values set, by key type (with the type, for the keys the engine also reads); a key
    /// not set reads its `defaultValue`.
    private var values: [ObjectIdentifier: (key: Any.Type, value: Any)] = [:]
    /// Objects put in the environment with `.environmentObject(_:)`, by type.
    var objects: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    /// The value of `key`: the one the nearest ancestor set, else its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Not `values[…] as? K.Value`: a missing value casts to an optional `K.Value` as nil.
            guard let entry = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return entry.value as? K.Value ?? K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = (key, newValue) }
    }

    /// The types of the keys set, in no particular order.
    var keysSet: [Any.Type] { values.values.map(\.key) }

    public var description: String { "EnvironmentValues(\(values.count) values set)" }
}
