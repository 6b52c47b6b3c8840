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
    /// Whether controls draw their labels (`.labelsHidden()`).
    var labelsHidden = false
    /// What `.redacted(reason:)` set (`redactionReasons`).
    var redactions: RedactionReasons = []
    /// The colour `.tint(_:)` set for controls (buttons, switches, sliders, progress views);
    /// nil: each control's own (the accent colour, the switch's green).
    var tint: Color?
    /// Whether a `.foregroundStyle` or `.foregroundColor` above sets the foreground: buttons
    /// then draw their labels in it instead of the accent colour.
    var hasForegroundStyle = false
    /// How toggles are drawn (`.toggleStyle(_:)`); nil: as iOS's switch.
    var toggleStyle: (any ToggleStyle)?
    /// How progress views are drawn (`.progressViewStyle(_:)`); nil: iOS's default.
    var progressViewStyle: (any ProgressViewStyle)?

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

/// Reads a value from the environment: `@Environment(\.colorScheme) var colorScheme`, or an
/// `@Observable` object an ancestor set: `@Environment(Model.self) var model`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value?
    /// The object type when the property reads an object that must be there.
    let requiredObject: Any.Type?
    let location: EnvironmentLocation

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        requiredObject = nil
        location = EnvironmentLocation()
    }

    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0.objects[ObjectIdentifier(objectType)] as? Value }
        requiredObject = objectType
        location = EnvironmentLocation()
    }

    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { .some($0.objects[ObjectIdentifier(objectType)] as? T) }
        requiredObject = nil
        location = EnvironmentLocation()
    }

    public var wrappedValue: Value {
        guard let value = read(location.values) else {
            // Not reached in a scene: a view whose object is missing fails the scene before
            // its body runs.
            preconditionFailure("No Observable object of type \(Value.self) found in the environment")
        }
        return value
    }
}

extension Environment: GraphBoundProperty {
    func bind(in context: LoweringContext, property: String) {
        location.values = context.environment
        if let requiredObject, read(context.environment) == nil {
            context.graph.bindingFailed = true
            SceneRun.current?.fail(
                "No Observable object of type \(requiredObject) found. A View.environment(_:) for \(requiredObject) may be missing as an ancestor of this view."
            )
        }
    }
}

extension View {
    /// Puts an `@Observable` object in the environment of this view and its descendants, for
    /// their `@Environment(T.self)` properties.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentObjectModifier(key: ObjectIdentifier(T.self), object: object))
    }
}

/// The environment a view was lowered in.
final class EnvironmentLocation {
    var values = EnvironmentValues()
}
