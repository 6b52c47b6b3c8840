/// A parsed scene file: the structs it declares (imports and previews are dropped).
struct SourceFile {
    var structs: [StructDeclaration]
}

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

/// A stored or computed property.
struct PropertyDeclaration {
    /// `@State`, `@Binding`…: the names after `@`.
    var attributes: [Name]
    var isConstant: Bool
    var isStatic: Bool
    var name: Name
    var type: TypeSyntax?
    var initialValue: Expr?
    /// The getter of a computed property.
    var getter: [Statement]?
    var position: SourcePosition

    var isState: Bool { attributes.contains { $0.text == "State" } }
    var isComputed: Bool { getter != nil }
}

/// `func name(label name: Type = default) -> Result { body }`.
struct FunctionDeclaration {
    struct Parameter {
        /// The argument label; nil for `_`.
        var label: String?
        var name: Name
        var type: TypeSyntax
        var defaultValue: Expr?
    }

    var name: Name
    var parameters: [Parameter]
    var returnType: TypeSyntax?
    var body: [Statement]
    var isStatic: Bool
    var position: SourcePosition
}
