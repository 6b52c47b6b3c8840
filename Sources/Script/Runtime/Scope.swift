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

/// One view struct instance: its stored properties (including `@State`) persist across
/// snapshots, keyed by where the view sits in the tree.
final class Instance {
    let declaration: StructDeclaration
    let key: String
    var values: [String: Variable] = [:]

    init(declaration: StructDeclaration, key: String) {
        self.declaration = declaration
        self.key = key
    }

    /// Current values of the `@State` properties.
    var state: [String: Value] {
        var result: [String: Value] = [:]
        for property in declaration.properties where property.isState {
            if let variable = values[property.name.text] { result[property.name.text] = variable.value }
        }
        return result
    }

    /// Names of all members, for suggestions.
    var memberNames: [String] {
        declaration.properties.map(\.name.text) + declaration.functions.map(\.name.text)
    }
}

extension Instance: Equatable {
    static func == (a: Instance, b: Instance) -> Bool { a === b }
}
