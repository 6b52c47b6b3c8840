internal import SceneGraph

/// An object an ancestor put in the environment with `.environmentObject(_:)`:
/// `@EnvironmentObject var settings: Settings`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let location = EnvironmentObjectLocation()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = location.object as? ObjectType else {
            // Not reached in a scene: a view whose object is missing fails the scene before
            // its body runs (the message is SwiftUI's).
            preconditionFailure(EnvironmentObjectLocation.missing(ObjectType.self))
        }
        return object
    }

    /// Bindings to the object's properties: `$settings.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(wrappedValue) }
}

extension EnvironmentObject: GraphBoundProperty {
    func bind(in context: LoweringContext, property: String) {
        location.object = context.environment.objects[ObjectIdentifier(ObjectType.self)]
        if location.object == nil {
            context.graph.bindingFailed = true
            SceneRun.current?.fail(EnvironmentObjectLocation.missing(ObjectType.self))
        }
    }
}

final class EnvironmentObjectLocation {
    var object: AnyObject?

    static func missing(_ type: Any.Type) -> String {
        "No ObservableObject of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view."
    }
}

extension View {
    /// Puts `object` in the environment of this view and its descendants, for their
    /// `@EnvironmentObject` properties of its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentObjectModifier(key: ObjectIdentifier(T.self), object: object))
    }
}

/// Sets an object of the environment (`.environmentObject`, `.environment(_:)` of an `@Observable` object).
struct EnvironmentObjectModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let key: ObjectIdentifier
    let object: AnyObject?

    func apply(to environment: inout EnvironmentValues) { environment.objects[key] = object }
}
