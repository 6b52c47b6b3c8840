/// A value a view hands the `Layout` that places it: declare a key with its default, set it with
/// `.layoutValue(key:value:)` on a subview, read it as `subview[Key.self]`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Sets the layout value `key` of this view to `value`, for the custom layout that places it.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(
            SceneModifier { content, _ in
                LayoutValues.setting(ObjectIdentifier(key), to: value, on: content)
            })
    }
}

/// The layout values a view carries to its container (a trait of the lowered view).
enum LayoutValues {
    static let trait = "layoutValues"

    /// `lowered` (each view of a group) with `value` set for `key`: the outermost setting wins.
    static func setting(_ key: ObjectIdentifier, to value: Any, on lowered: Lowered) -> Lowered {
        var copy = lowered
        var values = copy.traits[trait]?.value as? [ObjectIdentifier: Any] ?? [:]
        values[key] = value
        copy.traits[trait] = Trait(value: values, propagates: false)
        if let parts = copy.parts { copy.parts = parts.map { setting(key, to: value, on: $0) } }
        return copy
    }

    /// The values `lowered` carries.
    static func of(_ lowered: Lowered) -> [ObjectIdentifier: Any] {
        lowered.traits[trait]?.value as? [ObjectIdentifier: Any] ?? [:]
    }
}
