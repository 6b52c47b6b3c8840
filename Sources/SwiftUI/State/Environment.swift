/// Values a view reads from its ancestors: SwiftUI's `EnvironmentValues`.
public struct EnvironmentValues {
    /// Light or dark (`.preferredColorScheme`, `.environment(\.colorScheme, …)`).
    public var colorScheme: ColorScheme = .light
    /// The screen's points per pixel divisor (`UIScreen.main.scale`).
    public var displayScale: Double = 3
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Whether the user asked for less motion (never, in a render).
    public var accessibilityReduceMotion: Bool = false
    /// Whether controls are enabled (`.disabled`).
    public var isEnabled: Bool = true
    /// Dismisses a presentation; does nothing in a render.
    public var dismiss: DismissAction = DismissAction()
    /// Objects put in the environment with `.environmentObject(_:)`, by type.
    var objects: [ObjectIdentifier: AnyObject] = [:]

    public init() {}
}

public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// `@Environment(\.dismiss)`: calling it does nothing in a render.
public struct DismissAction {
    public init() {}
    public func callAsFunction() {}
}

/// Reads a value from the environment: `@Environment(\.colorScheme) var colorScheme`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let location: EnvironmentLocation

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        self.location = EnvironmentLocation()
    }

    public var wrappedValue: Value { location.values[keyPath: keyPath] }
}

extension Environment: GraphBoundProperty {
    func bind(in context: LoweringContext, property: String) {
        location.values = context.environment
    }
}

/// The environment a view was lowered in.
final class EnvironmentLocation {
    var values = EnvironmentValues()
}
