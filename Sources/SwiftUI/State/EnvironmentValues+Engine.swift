internal import SceneGraph

// The values of the environment SceneGraph also needs to lay out and draw: a modifier that sets
// one of them (`.environment(\.font, …)`, `.font(_:)`, `.lineLimit(_:)`) writes it to the
// SwiftUI environment and hands it to the engine as a SceneGraph modifier. When the colour
// scheme changes, `ModifiedContent` hands the engine the foreground resolved in the new one.

/// A key whose value SceneGraph also reads: it says which engine modifier carries the value.
protocol EngineEnvironmentKey: EnvironmentKey {
    /// The SceneGraph modifier that gives the engine this key's value in `environment`, or nil
    /// when it has none to give (a nil font keeps the engine's own).
    static func engineModifier(in environment: EnvironmentValues) -> ModifierNode?
}

extension EnvironmentValues {
    /// The SceneGraph modifiers that give the engine the values `keyPath` writes (the keys the
    /// engine reads among those it sets), from this environment: found by writing the value into
    /// an empty environment, so that any key path — a scene's own property that sets a built-in
    /// value too — is seen as the keys it sets.
    func engineModifiers<Value>(for keyPath: WritableKeyPath<EnvironmentValues, Value>) -> [ModifierNode] {
        var probe = EnvironmentValues()
        probe[keyPath: keyPath] = self[keyPath: keyPath]
        // In a fixed order when a key path sets several (a dictionary's order is not).
        let keys = probe.keysSet.sorted { String(reflecting: $0) < String(reflecting: $1) }
        return keys.compactMap { key in (key as? any EngineEnvironmentKey.Type)?.engineModifier(in: self) }
    }
}
