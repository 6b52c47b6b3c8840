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
            SceneModifier { content, context in
                // Stacks are not mirrored for right-to-left layouts yet: say so rather than draw
                // a left-to-right layout silently.
                if let direction = value as? LayoutDirection, direction == .rightToLeft {
                    context.graph.warn("layoutDirection .rightToLeft is not laid out mirrored yet")
                }
                return content
            }
        ).modifier(EnvironmentValueModifier(keyPath: keyPath, value: value))
    }
}
