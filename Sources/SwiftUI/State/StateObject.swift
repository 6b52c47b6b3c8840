/// An object a view owns: `@StateObject var model = Model()`. It is made once, when the view
/// first appears, and kept in the view graph at the view's place across evaluations.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let location: ObjectLocation<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = ObjectLocation(thunk)
    }

    public var wrappedValue: ObjectType { location.object }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(location.object) }
}

extension StateObject: GraphBoundProperty {
    func bind(in context: LoweringContext, property: String) {
        let location = self.location
        location.box = context.graph.box(context.path, property) { StateBox(location.make()) }
    }
}

/// Where a `StateObject` finds its object: the graph's box once bound; before that, its own,
/// made on first use.
final class ObjectLocation<ObjectType: AnyObject> {
    let make: () -> ObjectType
    var box: StateBox<ObjectType>?

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let box { return box.value }
        let made = StateBox(make())
        box = made
        return made.value
    }
}
