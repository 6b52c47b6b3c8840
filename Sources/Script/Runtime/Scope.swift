/// A variable's storage: its value, the type it holds and whether it may change.
struct Variable {
    var value: Value
    var type: ValueType
    var isConstant: Bool
}

/// Local variables of a block, chained to the enclosing blocks; closures keep their scope
/// alive, so variables are shared by reference as in Swift.
final class Scope {
    let parent: Scope?
    /// The view struct instance whose members are visible (`self`).
    let instance: Instance?
    private(set) var variables: [String: Variable] = [:]

    init(parent: Scope?, instance: Instance? = nil) {
        self.parent = parent
        self.instance = instance ?? parent?.instance
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
