/// Deep copies of values that hold interpreter objects (scopes, view instances, closures), so
/// that code run later — a GeometryReader's content during layout — sees the state as it was
/// when the view was built and shares nothing mutable with other evaluations.
///
/// Objects reachable several times (a closure that captures the scope it is stored in) are
/// copied once, keeping the graph's shape. Values are copied as often as they are reached, so
/// the work is bounded by `budget`: past it, the rest is not copied and `copied` exceeds it.
struct ValueCopier {
    private var scopes: [ObjectIdentifier: Scope] = [:]
    private var instances: [ObjectIdentifier: Instance] = [:]
    private var closures: [ObjectIdentifier: ClosureValue] = [:]
    /// Values copied so far; the caller charges them as evaluation steps.
    private(set) var copied = 0
    let budget: Int

    init(budget: Int = .max) { self.budget = budget }

    mutating func copy(_ value: Value) -> Value {
        copied += 1
        guard copied <= budget else { return .void }
        switch value {
        case .closure(let closure): return .closure(copy(closure))
        case .function(let function):
            return .function(
                BoundFunction(
                    declaration: function.declaration, receiver: function.receiver.map { copy($0) },
                    typeContext: function.typeContext))
        case .instance(let instance): return .instance(copy(instance))
        case .array(let items): return .array(items.map { copy($0) })
        case .tuple(var tuple):
            tuple.elements = tuple.elements.map { copy($0) }
            return .tuple(tuple)
        case .record(var record):
            record.fields = record.fields.mapValues { copy($0) }
            return .record(record)
        case .view(let view): return .view(copy(view))
        default: return value
        }
    }

    mutating func copy(_ view: ViewValue) -> ViewValue {
        var result = view
        result.ownActions = view.ownActions.map { copy($0) }
        result.descendantActions = view.descendantActions.map { copy($0) }
        result.parts = view.parts.map { parts in parts.map { copy($0) } }
        result.tabItem = view.tabItem.map { items in items.map { copy($0) } }
        result.tag = view.tag.map { copy($0) }
        return result
    }

    mutating func copy(_ closure: ClosureValue) -> ClosureValue {
        let key = ObjectIdentifier(closure)
        if let done = closures[key] { return done }
        let result = ClosureValue(closure: closure.closure, scope: copy(closure.scope))
        closures[key] = result
        return result
    }

    mutating func copy(_ scope: Scope) -> Scope {
        let key = ObjectIdentifier(scope)
        if let done = scopes[key] { return done }
        let parent = scope.parent.map { copy($0) }
        let selfValue = scope.selfValue.map { copy($0) }
        let result = Scope(
            parent: parent, selfValue: selfValue, typeContext: scope.typeContext,
            initializing: scope.initializing)
        scopes[key] = result
        for (name, variable) in scope.variables {
            var copied = variable
            copied.value = copy(variable.value)
            if var getter = variable.getter {
                getter.scope = copy(getter.scope)
                copied.getter = getter
            }
            result.define(name, copied)
        }
        return result
    }

    mutating func copy(_ instance: Instance) -> Instance {
        let key = ObjectIdentifier(instance)
        if let done = instances[key] { return done }
        let result = Instance(declaration: instance.declaration, key: instance.key)
        instances[key] = result
        for (name, variable) in instance.values {
            var copied = variable
            copied.value = copy(variable.value)
            result.values[name] = copied
        }
        return result
    }
}
