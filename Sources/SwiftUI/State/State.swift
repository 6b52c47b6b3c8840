/// A value a view owns: SwiftUI's `@State`. It lives in the view graph at the view's place, so
/// it keeps its value when the view is rebuilt; changing it re-evaluates the views.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    public init(wrappedValue value: Value) {
        location = StateLocation(StateBox(value))
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.box.value = newValue }
    }

    /// A binding to the state: `$value`.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.box.value }, set: { location.box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphBoundProperty {
    func bind(in context: LoweringContext, property: String) {
        let initial = location.box
        location.box = context.graph.box(context.path, property) { initial }
    }
}

/// Where a `State` finds its box: the view's own until it is bound, the graph's after.
final class StateLocation<Value> {
    var box: StateBox<Value>
    init(_ box: StateBox<Value>) { self.box = box }
}

/// The storage of one state value.
final class StateBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
