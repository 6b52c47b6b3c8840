/// Sets a value of the environment for the views inside: `.environment(\.colorScheme, .dark)`.
struct EnvironmentValueModifier<Value>: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func apply(to environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }
}

extension View {
    /// Sets the environment value at `keyPath` to `value` for this view and the views inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(
            SceneModifier { content, _ in
                // The layout direction is SceneGraph's too: it mirrors the layout inside.
                guard (keyPath as AnyKeyPath) == \EnvironmentValues.layoutDirection,
                    let direction = value as? LayoutDirection
                else { return content }
                return content.modified(.layoutDirection(rightToLeft: direction == .rightToLeft))
            }
        ).modifier(EnvironmentValueModifier(keyPath: keyPath, value: value))
    }
}
