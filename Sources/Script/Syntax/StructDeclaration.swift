/// `struct Name: View { members }`.
struct StructDeclaration {
    var name: Name
    var inheritedTypes: [Name]
    var properties: [PropertyDeclaration]
    var functions: [FunctionDeclaration]
    var position: SourcePosition

    var isView: Bool { inheritedTypes.contains { $0.text == "View" } }

    func property(named name: String) -> PropertyDeclaration? {
        properties.first { $0.name.text == name }
    }

    func function(named name: String) -> FunctionDeclaration? {
        functions.first { $0.name.text == name }
    }
}
