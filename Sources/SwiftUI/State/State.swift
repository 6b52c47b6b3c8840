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

/// The storage of one state value. Once `StateHistory` records, it keeps its past values too,
/// so that views built later (a GeometryReader's content, during layout) read it as it was.
final class StateBox<Value> {
    private var current: Value
    /// Values by the `StateHistory` version they were set at; the first is the value before.
    private var history: [(version: Int, value: Value)] = []

    init(_ value: Value) { current = value }

    var value: Value {
        get {
            guard !history.isEmpty, let version = StateHistory.reading else { return current }
            return history.last { $0.version <= version }?.value ?? current
        }
        set {
            if let states = SceneRuntime.current?.history, states.isRecording {
                if history.isEmpty { history.append((0, current)) }
                states.version += 1
                history.append((states.version, newValue))
            }
            current = newValue
        }
    }
}

/// Versions of the state of a scene (its runtime's): content built outside an evaluation reads
/// the state of the version it was lowered at.
final class StateHistory {
    /// True once a view that builds content later has been lowered (until then, no history).
    var isRecording = false
    /// The number of state changes recorded (written during evaluation, on its thread).
    var version = 0
    /// The version state is read at, while content is built outside an evaluation.
    @TaskLocal static var reading: Int?
}
