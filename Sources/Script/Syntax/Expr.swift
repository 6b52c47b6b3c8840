/// An expression of the scene language with the position of its first character.
struct Expr {
    indirect enum Kind {
        case integer(Int)
        case float(Double)
        case boolean(Bool)
        case string([StringPart])
        case `nil`
        case identifier(String)
        case `self`
        /// `Self`: the type whose code is running.
        case selfType
        /// `.white`, `.system(size:)` before the call: resolved against the expected type.
        case implicitMember(Name)
        case member(Expr, Name)
        case call(Expr, [Argument])
        case `subscript`(Expr, [Argument])
        case prefix(Name, Expr)
        case binary(Name, Expr, Expr)
        case ternary(Expr, Expr, Expr)
        case array([Expr])
        /// `(a, b)` or `(x: a, y: b)`: two or more elements.
        case tuple([Argument])
        /// `\.self`, `\.id`, `\Type.name`: the member names after the backslash.
        case keyPath([Name])
        case closure(Closure)
    }

    var kind: Kind
    var position: SourcePosition

    /// True for literal arithmetic such as `4`, `-2`, `(1 + 2) * 3`: numbers that take the
    /// type the context wants (`Int` or `Double`), as Swift's literals do.
    var isNumericLiteral: Bool {
        switch kind {
        case .integer, .float: true
        case .prefix(let op, let operand): (op.text == "-" || op.text == "+") && operand.isNumericLiteral
        case .binary(let op, let lhs, let rhs):
            ["+", "-", "*", "/", "%"].contains(op.text) && lhs.isNumericLiteral && rhs.isNumericLiteral
        default: false
        }
    }

    /// True for `.a`, `.a.b`, `.a(…).b(…)`: member chains that begin with an implicit member.
    var startsWithImplicitMember: Bool {
        switch kind {
        case .implicitMember: true
        case .member(let base, _), .call(let base, _): base.startsWithImplicitMember
        default: false
        }
    }

    /// True for `.a`-chains and operator expressions whose leftmost operand is one
    /// (`.degrees(10) * 3`): they take their type from the context.
    var leadsWithImplicitMember: Bool {
        switch kind {
        case .binary(_, let lhs, _): lhs.leadsWithImplicitMember
        case .prefix(_, let operand): operand.leadsWithImplicitMember
        default: startsWithImplicitMember
        }
    }

    /// True when a numeric literal expression contains a floating-point literal (so it is a
    /// `Double` without any other context).
    var containsFloatLiteral: Bool {
        switch kind {
        case .float: true
        case .prefix(_, let operand): operand.containsFloatLiteral
        case .binary(_, let lhs, let rhs): lhs.containsFloatLiteral || rhs.containsFloatLiteral
        default: false
        }
    }
}

/// A call argument: `label: value`, an unlabelled value, or a trailing closure.
struct Argument {
    var label: Name?
    var value: Expr
    var isTrailingClosure = false
}

/// Part of a string literal.
enum StringPart {
    case text(String)
    /// `\(value)` or SwiftUI's `\(value, specifier: "%.1f")`.
    case interpolation(Expr, specifier: Name?)
}
