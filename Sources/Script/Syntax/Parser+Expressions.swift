extension Parser {
    /// Binary operators and their precedence (higher binds tighter), as in Swift.
    static let binaryPrecedence: [String: Int] = [
        "||": 1, "&&": 2,
        "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3,
        "??": 4, "..<": 5, "...": 5,
        "+": 6, "-": 6, "*": 7, "/": 7, "%": 7,
    ]

    private static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "->"]

    mutating func parseExpression() throws -> Expr {
        try enter()
        defer { leave() }
        let condition = try parseBinary(minimumPrecedence: 1)
        // Swift wants space before a ternary `?`; without it, `?` is optional chaining.
        guard current.kind == .punctuation(.question), current.hasSpaceBefore else { return condition }
        advance()
        let then = try parseExpression()
        guard consume(.punctuation(.colon)) else {
            throw ScriptError(.expected(.ternaryColon), at: positionForMissingToken)
        }
        let otherwise = try parseExpression()
        return Expr(kind: .ternary(condition, then, otherwise), position: condition.position)
    }

    /// Precedence climbing; operators of one level loop, so long chains do not recurse, but
    /// each link counts toward the nesting limit (the tree it builds is as deep as the chain).
    private mutating func parseBinary(minimumPrecedence: Int) throws -> Expr {
        var lhs = try parsePrefix()
        var chain = 0
        while case .symbol(let op) = current.kind, current.hasSpaceBefore == current.hasSpaceAfter {
            guard let precedence = Self.binaryPrecedence[op] else {
                if Self.assignmentOperators.contains(op) { break }
                throw ScriptError(.unknownOperator(op), at: current.position)
            }
            if precedence < minimumPrecedence { break }
            chain += 1
            try checkDepth(extra: chain)
            let name = Name(text: op, position: current.position)
            advance()
            let rhs = try parseBinary(minimumPrecedence: precedence + 1)
            lhs = Expr(kind: .binary(name, lhs, rhs), position: lhs.position)
        }
        return lhs
    }

    private mutating func parsePrefix() throws -> Expr {
        guard case .symbol(let op) = current.kind else { return try parsePostfix() }
        guard ["-", "+", "!"].contains(op) else {
            if Self.binaryPrecedence[op] != nil || Self.assignmentOperators.contains(op) {
                throw ScriptError(.expected(.expression), at: current.position)
            }
            throw ScriptError(.unknownOperator(op), at: current.position)
        }
        let name = Name(text: op, position: current.position)
        advance()
        try enter()
        defer { leave() }
        let operand = try parsePrefix()
        return Expr(kind: .prefix(name, operand), position: name.position)
    }

    private mutating func parsePostfix() throws -> Expr {
        var expression = try parsePrimary()
        var chain = 0
        var endsWithParenthesizedCall = false
        var hasTrailingClosures = false
        while true {
            let token = current
            switch token.kind {
            case .punctuation(.dot):
                advance()
                // `pair.0`: tuple elements are named by their index.
                let name: Name
                if case .integer(let element) = current.kind, !current.hasSpaceBefore {
                    name = Name(text: String(element), position: current.position)
                } else if let member = nameToken() {
                    name = member
                } else {
                    throw ScriptError(.expected(.memberName), at: positionForMissingToken)
                }
                advance()
                expression = Expr(kind: .member(expression, name), position: expression.position)
                endsWithParenthesizedCall = false
                hasTrailingClosures = false
            case .punctuation(.leftParen) where !token.isAtLineStart && !hasTrailingClosures:
                let arguments = try parseArgumentList()
                expression = Expr(kind: .call(expression, arguments), position: expression.position)
                endsWithParenthesizedCall = true
            case .punctuation(.leftBracket) where !token.isAtLineStart:
                let arguments = try parseArgumentList(closer: .rightBracket)
                expression = Expr(kind: .subscript(expression, arguments), position: expression.position)
                endsWithParenthesizedCall = false
            case .punctuation(.leftBrace)
            where allowsTrailingClosure && !hasTrailingClosures && acceptsTrailingClosure(expression):
                let closures = try parseTrailingClosures()
                if endsWithParenthesizedCall, case .call(let callee, let arguments) = expression.kind {
                    expression = Expr(kind: .call(callee, arguments + closures), position: expression.position)
                } else {
                    expression = Expr(kind: .call(expression, closures), position: expression.position)
                }
                hasTrailingClosures = true
            case .symbol("!") where !token.hasSpaceBefore:
                throw ScriptError(.unsupported(.forceUnwrap), at: token.position)
            case .punctuation(.question) where !token.hasSpaceBefore:
                throw ScriptError(.unsupported(.optionalChaining), at: token.position)
            default:
                return expression
            }
            chain += 1
            try checkDepth(extra: chain)
        }
    }

    private func acceptsTrailingClosure(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier, .member, .implicitMember, .call: true
        default: false
        }
    }

    private mutating func parseTrailingClosures() throws -> [Argument] {
        let first = try parseClosure()
        var arguments = [
            Argument(label: nil, value: Expr(kind: .closure(first), position: first.position), isTrailingClosure: true)
        ]
        while let label = nameToken(), peek(1).kind == .punctuation(.colon), peek(2).kind == .punctuation(.leftBrace) {
            advance(2)
            let closure = try parseClosure()
            arguments.append(
                Argument(
                    label: label, value: Expr(kind: .closure(closure), position: closure.position),
                    isTrailingClosure: true))
        }
        return arguments
    }

    private mutating func parsePrimary() throws -> Expr {
        let token = current
        let position = token.position
        switch token.kind {
        case .integer(let value):
            advance()
            return Expr(kind: .integer(value), position: position)
        case .float(let value):
            advance()
            return Expr(kind: .float(value), position: position)
        case .string(let segments):
            advance()
            return Expr(kind: .string(try parseStringSegments(segments)), position: position)
        case .keyword(.true), .keyword(.false):
            advance()
            return Expr(kind: .boolean(token.kind == .keyword(.true)), position: position)
        case .keyword(.nil):
            advance()
            return Expr(kind: .nil, position: position)
        case .keyword(.self):
            advance()
            return Expr(kind: .self, position: position)
        case .keyword(.Self):
            advance()
            return Expr(kind: .selfType, position: position)
        case .punctuation(.backslash):
            return try parseKeyPath()
        case .identifier(let name):
            advance()
            return Expr(kind: .identifier(name), position: position)
        case .punctuation(.dot):
            advance()
            guard let name = nameToken(), !current.hasSpaceBefore else {
                throw ScriptError(.expected(.memberName), at: positionForMissingToken)
            }
            advance()
            return Expr(kind: .implicitMember(name), position: position)
        case .punctuation(.leftParen):
            return try parseParenthesized()
        case .punctuation(.leftBracket):
            return try parseArrayLiteral()
        case .punctuation(.leftBrace):
            let closure = try parseClosure()
            return Expr(kind: .closure(closure), position: position)
        case .keyword(let keyword) where [.if, .switch, .try].contains(keyword):
            throw ScriptError(.unsupported(.keyword(keyword.rawValue)), at: position)
        case .directive(let name):
            throw ScriptError(.unsupported(.keyword("#" + name)), at: position)
        case .punctuation(.rightParen), .punctuation(.rightBracket), .punctuation(.rightBrace),
            .punctuation(.comma), .punctuation(.colon):
            if token.isAtLineStart || token.kind == .punctuation(.rightBrace) {
                throw ScriptError(.expected(.expression), at: positionForMissingToken)
            }
            throw ScriptError(.unexpectedToken(token.description), at: position)
        default:
            throw ScriptError(.expected(.expression), at: positionForMissingToken)
        }
    }

    /// `(e)`, or a tuple `(a, b)` / `(x: a, y: b)`.
    private mutating func parseParenthesized() throws -> Expr {
        let open = current
        advance()
        try enter()
        defer { leave() }
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var elements: [Argument] = []
        while !consume(.punctuation(.rightParen)) {
            if isAtEnd { throw missingCloser(.parenthesisEnd, opener: open) }
            var label: Name?
            if let name = nameToken(), peek(1).kind == .punctuation(.colon) {
                label = name
                advance(2)
            }
            elements.append(Argument(label: label, value: try parseExpression()))
            if !consume(.punctuation(.comma)) && current.kind != .punctuation(.rightParen) {
                throw missingCloser(.parenthesisEnd, opener: open)
            }
        }
        if elements.count == 1, elements[0].label == nil { return elements[0].value }
        guard !elements.isEmpty else { throw ScriptError(.expected(.expression), at: previous.position) }
        return Expr(kind: .tuple(elements), position: open.position)
    }

    /// `\.name.name` or `\Type.name`.
    private mutating func parseKeyPath() throws -> Expr {
        let position = current.position
        advance()
        var names: [Name] = []
        if case .identifier = current.kind, !current.hasSpaceBefore { advance() }  // the root type
        while current.kind == .punctuation(.dot) && !current.hasSpaceBefore {
            advance()
            guard let name = nameToken() else {
                throw ScriptError(.expected(.memberName), at: positionForMissingToken)
            }
            names.append(name)
            advance()
        }
        guard !names.isEmpty else { throw ScriptError(.expected(.memberName), at: positionForMissingToken) }
        return Expr(kind: .keyPath(names), position: position)
    }

    private mutating func parseStringSegments(_ segments: [StringSegment]) throws -> [StringPart] {
        var parts: [StringPart] = []
        for segment in segments {
            switch segment {
            case .text(let text):
                parts.append(.text(text))
            case .interpolation(let tokens):
                var sub = Parser(tokens: tokens, depth: depth)
                let expression = try sub.parseExpression()
                let specifier = try sub.parseFormatSpecifier()
                if !sub.isAtEnd {
                    throw ScriptError(.unexpectedToken(sub.current.description), at: sub.current.position)
                }
                errors += sub.errors
                parts.append(.interpolation(expression, specifier: specifier))
            }
        }
        return parts
    }

    /// `, specifier: "%.1f"` after an interpolated value, as `Text` accepts it.
    private mutating func parseFormatSpecifier() throws -> Name? {
        guard consume(.punctuation(.comma)) else { return nil }
        guard case .identifier("specifier") = current.kind, peek(1).kind == .punctuation(.colon) else {
            throw ScriptError(.unexpectedToken(previous.description), at: previous.position)
        }
        advance(2)
        guard case .string(let segments) = current.kind, segments.count == 1, case .text(let text) = segments[0] else {
            throw ScriptError(.expected(.formatSpecifier), at: current.position)
        }
        advance()
        return Name(text: text, position: previous.position)
    }

    private mutating func parseArrayLiteral() throws -> Expr {
        let open = current
        advance()
        try enter()
        defer { leave() }
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var elements: [Expr] = []
        while !consume(.punctuation(.rightBracket)) {
            if isAtEnd { throw missingCloser(.arrayEnd, opener: open) }
            if current.kind == .punctuation(.colon) {
                throw ScriptError(.unsupported(.keyword("dictionary")), at: current.position)
            }
            let element = try parseExpression()
            if current.kind == .punctuation(.colon) {
                throw ScriptError(.unsupported(.keyword("dictionary")), at: current.position)
            }
            elements.append(element)
            if !consume(.punctuation(.comma)) && current.kind != .punctuation(.rightBracket) {
                throw missingCloser(.arrayEnd, opener: open)
            }
        }
        return Expr(kind: .array(elements), position: open.position)
    }

    /// `( label: value, value … )`, or with `closer` `]` a subscript's arguments.
    mutating func parseArgumentList(closer: Punctuation = .rightParen) throws -> [Argument] {
        let open = current
        advance()
        try enter()
        defer { leave() }
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        let expectation: DiagnosticMessage.Expectation = closer == .rightParen ? .argumentListEnd : .subscriptEnd
        var arguments: [Argument] = []
        while !consume(.punctuation(closer)) {
            if isAtEnd { throw missingCloser(expectation, opener: open) }
            var label: Name?
            if let name = nameToken(), peek(1).kind == .punctuation(.colon) {
                label = name
                advance(2)
            }
            let value = try parseExpression()
            arguments.append(Argument(label: label, value: value))
            if !consume(.punctuation(.comma)) && current.kind != .punctuation(closer) {
                throw missingCloser(expectation, opener: open)
            }
        }
        return arguments
    }

    /// `{ statements }` or `{ a, b in statements }`.
    mutating func parseClosure() throws -> Closure {
        let open = current
        advance()
        try enter()
        defer { leave() }
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        let parameters = parseClosureParameters()
        let body = try parseStatements(closing: open)
        return Closure(parameters: parameters, body: body, position: open.position)
    }

    /// The `a, b in` / `(a: T, b: T) -> R in` head of a closure, or nothing (the cursor is
    /// restored when the tokens are not a parameter list).
    private mutating func parseClosureParameters() -> [Name] {
        let start = index
        var names: [Name] = []
        if consume(.punctuation(.leftParen)) {
            while case .identifier(let text) = current.kind {
                names.append(Name(text: text, position: current.position))
                advance()
                if consume(.punctuation(.colon)) && (try? parseType()) == nil {
                    index = start
                    return []
                }
                if !consume(.punctuation(.comma)) { break }
            }
            guard consume(.punctuation(.rightParen)) else {
                index = start
                return []
            }
            if consume(.symbol("->")) && (try? parseType()) == nil {
                index = start
                return []
            }
        } else {
            while case .identifier(let text) = current.kind {
                names.append(Name(text: text, position: current.position))
                advance()
                if !consume(.punctuation(.comma)) { break }
            }
        }
        guard !names.isEmpty || tokens[start].kind == .punctuation(.leftParen), consume(.keyword(.in)) else {
            index = start
            return []
        }
        return names
    }

    func checkDepth(extra: Int) throws {
        guard depth + extra < Self.maxDepth else {
            throw ScriptError(.nestingLimit(Self.maxDepth), at: current.position)
        }
    }
}
