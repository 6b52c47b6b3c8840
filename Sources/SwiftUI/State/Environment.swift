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
