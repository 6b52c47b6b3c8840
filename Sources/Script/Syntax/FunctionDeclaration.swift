/// `func name<T>(label name: Type = default) -> Result { body }`, or `init(…) { body }`.
struct FunctionDeclaration {
    struct Parameter {
        /// The argument label; nil for `_`.
        var label: String?
        var name: Name
        var type: TypeSyntax
        var defaultValue: Expr?
    }

    var name: Name
    /// Generic parameter names (`Mask` in `func inverseMask<Mask: View>`); their constraints are
    /// not checked.
    var genericParameters: [String] = []
    var parameters: [Parameter]
    var returnType: TypeSyntax?
    var body: [Statement]
    var isStatic: Bool
    var position: SourcePosition
}
