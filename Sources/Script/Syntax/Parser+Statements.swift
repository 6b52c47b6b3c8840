extension Parser {
    /// `{ statements }`.
    mutating func parseBlock() throws -> [Statement] {
        let open = current
        try expect(.punctuation(.leftBrace), .blockStart("a block"))
        try enter()
        defer { leave() }
        return try parseStatements(closing: open)
    }

    /// Statements up to and including the `}` matching `opener`.
    mutating func parseStatements(closing opener: Token) throws -> [Statement] {
        var statements: [Statement] = []
        while !consume(.punctuation(.rightBrace)) {
            if isAtEnd { throw missingCloser(.blockEnd, opener: opener) }
            if consume(.punctuation(.semicolon)) { continue }
            let start = index
            do {
                statements.append(try parseStatement())
                if !consume(.punctuation(.semicolon)) && !current.isAtLineStart
                    && current.kind != .punctuation(.rightBrace) && !isAtEnd
                {
                    throw ScriptError(.expected(.statementSeparator), at: current.position)
                }
            } catch {
                record(error)
                synchronizeStatement(from: start)
            }
        }
        return statements
    }

    mutating func parseStatement() throws -> Statement {
        try enter()
        defer { leave() }
        let position = current.position
        switch current.kind {
        case .keyword(.let), .keyword(.var):
            let isConstant = current.kind == .keyword(.let)
            advance()
            let name: Name
            if case .identifier(let text) = current.kind {
                name = Name(text: text, position: current.position)
                advance()
            } else {
                throw ScriptError(.expected(.name("the variable")), at: positionForMissingToken)
            }
            var type: TypeSyntax?
            if consume(.punctuation(.colon)) { type = try parseType() }
            if !isConstant, let type, current.kind == .punctuation(.leftBrace) {
                let getter = try parseGetter()
                return Statement(kind: .computedDeclaration(name: name, type: type, getter: getter), position: position)
            }
            var value: Expr?
            if consume(.symbol("=")) { value = try parseExpression() }
            return Statement(
                kind: .declaration(isConstant: isConstant, name: name, type: type, value: value), position: position)
        case .keyword(.if):
            return try parseIf()
        case .keyword(.for):
            return try parseFor()
        case .keyword(.guard):
            return try parseGuard()
        case .keyword(.switch):
            return try parseSwitch()
        case .keyword(.return):
            advance()
            if current.isAtLineStart || isAtEnd || current.kind == .punctuation(.rightBrace)
                || current.kind == .punctuation(.semicolon)
            {
                return Statement(kind: .return(nil), position: position)
            }
            return Statement(kind: .return(try parseExpression()), position: position)
        case .keyword(let keyword)
        where [
            .while, .repeat, .defer, .do, .throw, .break, .continue, .fallthrough, .struct, .class, .enum,
            .func,
        ].contains(keyword):
            throw ScriptError(.unsupported(.keyword(keyword.rawValue)), at: position)
        default:
            let expression = try parseExpression()
            if case .symbol(let op) = current.kind, ["=", "+=", "-=", "*=", "/="].contains(op) {
                let opName = Name(text: op, position: current.position)
                advance()
                let value = try parseExpression()
                return Statement(kind: .assignment(target: expression, op: opName, value: value), position: position)
            }
            return Statement(kind: .expression(expression), position: position)
        }
    }

    private mutating func parseFor() throws -> Statement {
        let position = current.position
        advance()
        let variable: Name
        if case .identifier(let text) = current.kind {
            variable = Name(text: text, position: current.position)
            advance()
        } else {
            throw ScriptError(.expected(.name("the loop variable")), at: positionForMissingToken)
        }
        try expect(.keyword(.in), .loopIn)
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        let sequence = try parseExpression()
        allowsTrailingClosure = saved
        if case .identifier("where") = current.kind {
            throw ScriptError(.unsupported(.keyword("where")), at: current.position)
        }
        let body = try parseBlock()
        return Statement(kind: .forIn(variable: variable, sequence: sequence, body: body), position: position)
    }

    /// `if`/`guard` conditions up to the `{` (or `else`) that follows them.
    private mutating func parseConditions() throws -> [Expr] {
        if case .keyword(let keyword) = current.kind, [.let, .var, .case].contains(keyword) {
            throw ScriptError(
                .unsupported(.keyword("\(previous.description) \(keyword.rawValue)")), at: current.position)
        }
        var conditions: [Expr] = []
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        repeat {
            conditions.append(try parseExpression())
        } while consume(.punctuation(.comma))
        return conditions
    }

    private mutating func parseGuard() throws -> Statement {
        let position = current.position
        advance()
        let conditions = try parseConditions()
        try expect(.keyword(.else), .guardElse)
        let otherwise = try parseBlock()
        return Statement(kind: .guard(conditions: conditions, else: otherwise), position: position)
    }

    /// `switch subject { case a, b: statements … default: statements }`.
    private mutating func parseSwitch() throws -> Statement {
        let position = current.position
        advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        let subject = try parseExpression()
        allowsTrailingClosure = saved
        let open = current
        try expect(.punctuation(.leftBrace), .blockStart("the cases of the switch"))
        var cases: [SwitchCase] = []
        while !consume(.punctuation(.rightBrace)) {
            if isAtEnd { throw missingCloser(.blockEnd, opener: open) }
            let casePosition = current.position
            let patterns: [Expr]
            do {
                patterns = try parseCaseLabel()
            } catch {
                record(error)
                skipToNextCase()
                continue
            }
            var body: [Statement] = []
            while !isAtCaseBoundary && !isAtEnd {
                if consume(.punctuation(.semicolon)) { continue }
                let start = index
                do {
                    body.append(try parseStatement())
                } catch {
                    record(error)
                    synchronizeStatement(from: start)
                }
            }
            cases.append(SwitchCase(patterns: patterns, body: body, position: casePosition))
        }
        return Statement(kind: .switch(subject: subject, cases: cases), position: position)
    }

    /// `case a, b:` or `default:`; the patterns (none for `default`).
    private mutating func parseCaseLabel() throws -> [Expr] {
        if case .attribute("unknown") = current.kind { advance() }
        if consume(.keyword(.default)) {
            try expect(.punctuation(.colon), .caseColon)
            return []
        }
        guard consume(.keyword(.case)) else { throw ScriptError(.expected(.switchCase), at: current.position) }
        if case .keyword(let keyword) = current.kind, [.let, .var].contains(keyword) {
            throw ScriptError(.unsupported(.keyword("case \(keyword.rawValue)")), at: current.position)
        }
        var patterns: [Expr] = []
        repeat {
            patterns.append(try parseExpression())
        } while consume(.punctuation(.comma))
        if case .identifier("where") = current.kind {
            throw ScriptError(.unsupported(.keyword("where")), at: current.position)
        }
        try expect(.punctuation(.colon), .caseColon)
        return patterns
    }

    /// At `case`, `default` or the `}` that ends a switch.
    private var isAtCaseBoundary: Bool {
        [.keyword(.case), .keyword(.default), .punctuation(.rightBrace), .attribute("unknown")].contains(current.kind)
    }

    /// Skips a case that failed to parse, up to the next case or the end of the switch.
    private mutating func skipToNextCase() {
        var nesting = 0
        var first = true
        while !isAtEnd {
            if nesting == 0 && !first && isAtCaseBoundary { return }
            switch current.kind {
            case .punctuation(.leftBrace), .punctuation(.leftParen), .punctuation(.leftBracket): nesting += 1
            case .punctuation(.rightBrace):
                if nesting == 0 { return }
                nesting -= 1
            case .punctuation(.rightParen), .punctuation(.rightBracket): nesting = max(0, nesting - 1)
            default: break
            }
            advance()
            first = false
        }
    }

    private mutating func parseIf() throws -> Statement {
        let position = current.position
        advance()
        let conditions = try parseConditions()
        let then = try parseBlock()
        var otherwise: [Statement]?
        if consume(.keyword(.else)) {
            if current.kind == .keyword(.if) {
                otherwise = [try parseIf()]
            } else {
                otherwise = try parseBlock()
            }
        }
        return Statement(kind: .if(conditions: conditions, then: then, else: otherwise), position: position)
    }
}
