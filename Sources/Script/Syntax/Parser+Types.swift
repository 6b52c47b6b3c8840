extension Parser {
    /// A type annotation: `CGFloat`, `Edge.Set`, `[Color]`, `some View`, `Double?`, `() -> Void`.
    mutating func parseType() throws -> TypeSyntax {
        try enter()
        defer { leave() }
        while case .attribute = current.kind { advance() }  // @escaping, @ViewBuilder
        let position = current.position
        var type: TypeSyntax
        switch current.kind {
        case .identifier("some"), .identifier("any"):
            let isOpaque = current.kind == .identifier("some")
            advance()
            let inner = try parseType()
            type = isOpaque ? TypeSyntax(kind: .opaque(inner), position: position) : inner
        case .punctuation(.leftBracket):
            let open = current
            advance()
            let element = try parseType()
            if consume(.punctuation(.colon)) {
                let value = try parseType()
                type = TypeSyntax(kind: .dictionary(element, value), position: position)
            } else {
                type = TypeSyntax(kind: .array(element), position: position)
            }
            guard consume(.punctuation(.rightBracket)) else { throw missingCloser(.arrayEnd, opener: open) }
        case .punctuation(.leftParen):
            let open = current
            advance()
            var elements: [TypeSyntax] = []
            while !consume(.punctuation(.rightParen)) {
                if isAtEnd { throw missingCloser(.parenthesisEnd, opener: open) }
                elements.append(try parseType())
                if !consume(.punctuation(.comma)) && current.kind != .punctuation(.rightParen) {
                    throw missingCloser(.parenthesisEnd, opener: open)
                }
            }
            if consume(.symbol("->")) {
                type = TypeSyntax(kind: .function(elements, try parseType()), position: position)
            } else if elements.count == 1 {
                type = elements[0]
            } else {
                type = TypeSyntax(kind: .tuple(elements), position: position)
            }
        case .identifier(let first):
            advance()
            var name = first
            while current.kind == .punctuation(.dot) && !current.hasSpaceBefore,
                case .identifier(let next) = peek(1).kind
            {
                name += "." + next
                advance(2)
            }
            var generics: [TypeSyntax] = []
            if current.kind == .symbol("<") && !current.hasSpaceBefore {
                advance()
                repeat {
                    generics.append(try parseType())
                } while consume(.punctuation(.comma))
                guard consumeClosingAngle() else { throw ScriptError(.expected(.type), at: positionForMissingToken) }
            }
            type = TypeSyntax(kind: .named(name, generics), position: position)
        default:
            throw ScriptError(.expected(.type), at: positionForMissingToken)
        }
        while !current.hasSpaceBefore {
            if current.kind == .punctuation(.question) || current.kind == .symbol("!") {
                advance()
                type = TypeSyntax(kind: .optional(type), position: position)
            } else if current.kind == .symbol("??") {
                advance()
                type = TypeSyntax(kind: .optional(.init(kind: .optional(type), position: position)), position: position)
            } else {
                break
            }
        }
        return type
    }

    /// Consumes one `>`, splitting tokens such as `>>` or `>?` that the lexer joined.
    mutating func consumeClosingAngle() -> Bool {
        guard case .symbol(let text) = current.kind, text.hasPrefix(">") else { return false }
        let rest = String(text.dropFirst())
        if rest.isEmpty {
            advance()
        } else {
            tokens[index].kind = rest == "?" ? .punctuation(.question) : .symbol(rest)
            tokens[index].hasSpaceBefore = false
        }
        return true
    }
}
