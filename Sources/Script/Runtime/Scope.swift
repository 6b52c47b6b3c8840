/// A variable's storage: its value, the type it holds and whether it may change.
struct Variable {
    var value: Value
    var type: ValueType
    var isConstant: Bool
    /// For a local computed variable (`var x: T { … }`), the getter, run at each use (`value`
    /// is then unused).
    var getter: LocalGetter?

    init(value: Value, type: ValueType, isConstant: Bool, getter: LocalGetter? = nil) {
        self.value = value
        self.type = type
        self.isConstant = isConstant
        self.getter = getter
    }
}

/// The getter of a local computed variable and the scope it was declared in.
struct LocalGetter {
    var body: [Statement]
    var scope: Scope
    var position: SourcePosition
    /// `some View`: the body is a view builder.
    var buildsViews: Bool
}

/// Local variables of a block, chained to the enclosing blocks; closures keep their scope
/// alive, so variables are shared by reference as in Swift.
final class Scope {
    let parent: Scope?
    /// `self`: a view struct instance, a struct value, an enum case, or the view an
    /// `extension View` method was called on.
    let selfValue: Value?
    /// The type whose code runs here (for `Self` and unqualified static members).
    let typeContext: TypeContext?
    /// Set while an initializer runs: the value being initialized, whose properties it assigns.
    let initializing: InitializerTarget?
    private(set) var variables: [String: Variable] = [:]

    init(
        parent: Scope?, selfValue: Value? = nil, typeContext: TypeContext? = nil,
        initializing: InitializerTarget? = nil
    ) {
        self.parent = parent
        self.selfValue = selfValue ?? parent?.selfValue
        self.typeContext = typeContext ?? parent?.typeContext
        self.initializing = initializing ?? parent?.initializing
    }

    /// A scope for code of a view struct instance.
    convenience init(parent: Scope?, instance: Instance) {
        self.init(
            parent: parent, selfValue: .instance(instance), typeContext: .user(instance.declaration.qualifiedName))
    }

    /// The view struct instance whose members are visible (`self`), if any.
    var instance: Instance? {
        if case .instance(let instance)? = selfValue { return instance }
        return nil
    }

    /// The scope that defines `name` and its variable.
    func lookup(_ name: String) -> (scope: Scope, variable: Variable)? {
        var scope: Scope? = self
        while let current = scope {
            if let variable = current.variables[name] { return (current, variable) }
            scope = current.parent
        }
        return nil
    }

    func isDefinedHere(_ name: String) -> Bool { variables[name] != nil }

    func define(_ name: String, _ variable: Variable) { variables[name] = variable }

    func set(_ name: String, to value: Value) { variables[name]?.value = value }

    /// Every visible variable name, for suggestions.
    var visibleNames: [String] {
        var names: [String] = []
        var scope: Scope? = self
        while let current = scope {
            names += current.variables.keys.sorted()
            scope = current.parent
        }
        return names
    }
}
