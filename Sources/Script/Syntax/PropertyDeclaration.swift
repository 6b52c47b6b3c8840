/// A stored or computed property.
struct PropertyDeclaration {
    /// `@State`, `@Binding`, `@Environment(\.dismiss)`…
    var attributes: [Attribute]
    var isConstant: Bool
    var isStatic: Bool
    var name: Name
    var type: TypeSyntax?
    var initialValue: Expr?
    /// The getter of a computed property.
    var getter: [Statement]?
    var position: SourcePosition

    var isState: Bool { hasAttribute("State") }
    var isComputed: Bool { getter != nil }
    /// `@Environment(\.key)`: set from the environment, never by an initializer.
    var environmentAttribute: Attribute? { attributes.first { $0.name.text == "Environment" } }

    func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name.text == name } }
}
