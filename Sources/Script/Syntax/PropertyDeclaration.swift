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
