/// One view struct instance: its stored properties (including `@State`) persist across
/// snapshots, keyed by where the view sits in the tree.
final class Instance {
    let declaration: TypeDeclaration
    let key: String
    var values: [String: Variable] = [:]

    init(declaration: TypeDeclaration, key: String) {
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
