/// A statement inside a closure, a computed property or a function.
struct Statement {
    indirect enum Kind {
        case expression(Expr)
        /// `let x: T = e` or `var x = e`.
        case declaration(isConstant: Bool, name: Name, type: TypeSyntax?, value: Expr?)
        /// `var x: T { getter }`: a local computed variable, evaluated where it is used.
        case computedDeclaration(name: Name, type: TypeSyntax, getter: [Statement])
        /// `target = value`, `target += value`…; `op` is the assignment operator.
        case assignment(target: Expr, op: Name, value: Expr)
        /// `if a, b { … } else { … }`; an `else if` is an `else` holding one `if`.
        case `if`(conditions: [Expr], then: [Statement], else: [Statement]?)
        /// `guard a, b else { … }`: the `else` block must leave the enclosing body.
        case `guard`(conditions: [Expr], else: [Statement])
        /// `switch subject { case p, q: … default: … }`.
        case `switch`(subject: Expr, cases: [SwitchCase])
        /// `for name in sequence { body }` (`_` ignores the element).
        case forIn(variable: Name, sequence: Expr, body: [Statement])
        case `return`(Expr?)
    }

    var kind: Kind
    var position: SourcePosition
}

/// One `case` of a `switch`: values compared with the subject (empty for `default`).
struct SwitchCase {
    var patterns: [Expr]
    var body: [Statement]
    var position: SourcePosition

    var isDefault: Bool { patterns.isEmpty }
}
