internal import SceneGraph

/// Sets a value of the environment for the views inside: `.environment(\.colorScheme, .dark)`.
/// A value SceneGraph also needs (the font, the layout direction, the colour scheme …) is
/// handed to it too (`EnvironmentValues+Engine.swift`).
struct EnvironmentValueModifier<Value>: ViewModifier, EnvironmentModifier, PrimitiveModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func apply(to environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }

    /// `context` already has the value set (`ModifiedContent` applies an environment modifier
    /// before lowering its content).
    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        context.environment.engineModifiers(for: keyPath).reduce(content) { $0.modified($1) }
    }
}

/// Changes the environment of the views inside with a closure: `.transformEnvironment`.
struct EnvironmentTransformModifier<Value>: ViewModifier, EnvironmentModifier, PrimitiveModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    func apply(to environment: inout EnvironmentValues) {
        transform(&environment[keyPath: keyPath])
    }

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        context.environment.engineModifiers(for: keyPath).reduce(content) { $0.modified($1) }
    }
}

extension View {
    /// Sets the environment value at `keyPath` to `value` for this view and the views inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentValueModifier(keyPath: keyPath, value: value))
    }

    /// Changes the environment value at `keyPath` with `transform` for this view and the views
    /// inside it.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }
}
