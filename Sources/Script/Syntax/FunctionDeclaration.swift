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
