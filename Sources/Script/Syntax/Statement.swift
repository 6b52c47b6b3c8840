/// A statement inside a closure, a computed property or a function.
struct Statement {
    indirect enum Kind {
        case expression(Expression)
        /// `let x: T = e` or `var x = e`.
        case declaration(isConstant: Bool, name: Name, type: TypeSyntax?, value: Expression?)
        /// `target = value`, `target += value`…; `op` is the assignment operator.
        case assignment(target: Expression, op: Name, value: Expression)
        /// `if a, b { … } else { … }`; an `else if` is an `else` holding one `if`.
        case `if`(conditions: [Expression], then: [Statement], else: [Statement]?)
        case `return`(Expression?)
    }

    var kind: Kind
    var position: SourcePosition
}
