/// Builds the syntax tree of a scene file from its tokens.
///
/// On a mistake the parser records one error, skips to the next statement, member or
/// declaration, and keeps going, so one run reports several independent mistakes.
struct Parser {
    var tokens: [Token]
    var index = 0
    var errors: [ScriptError] = []
    /// How deeply the parser has recursed (blocks, expressions, chains); bounded so hostile
    /// input is an error, not a stack overflow.
    var depth = 0
    /// False while parsing an `if` condition, where `{` starts the body, not a closure.
    var allowsTrailingClosure = true

    static let maxDepth = 256
    /// Stop after this many errors: later ones are usually noise.
    static let maxErrors = 20

    init(tokens: [Token], depth: Int = 0) {
        self.tokens = tokens.isEmpty ? [Parser.endToken] : tokens
        self.depth = depth
    }

    private static let endToken = Token(
        kind: .endOfFile, position: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1),
        isAtLineStart: true, hasSpaceBefore: true)

    // MARK: - File

    /// Parses the whole file; syntax errors are in `errors`.
    mutating func parseFile() -> SourceFile {
        tokens = ConditionalCompilation.resolve(tokens, errors: &errors)
        var file = SourceFile(types: [])
        while !isAtEnd && errors.count < Self.maxErrors {
            let start = index
            do {
                if let declaration = try parseTopLevelDeclaration() {
                    if declaration.kind == .extension {
                        file.extensions.append(declaration)
                    } else {
                        file.types.append(declaration)
                    }
                }
            } catch {
                record(error)
                synchronizeDeclaration(topLevel: true, from: start)
            }
        }
        return file
    }

    private mutating func parseTopLevelDeclaration() throws -> TypeDeclaration? {
        if consume(.keyword(.import)) {
            _ = try expectName("the imported module")
            while current.kind == .punctuation(.dot) && !current.isAtLineStart {
                advance()
                _ = try expectName("the imported module")
            }
            return nil
        }
        if case .directive = current.kind {
            // `#Preview { … }` and friends: parsed for syntax, then ignored.
            advance()
            if current.kind == .punctuation(.leftParen) && !current.isAtLineStart { _ = try parseArgumentList() }
            if current.kind == .punctuation(.leftBrace) { _ = try parseClosure() }
            return nil
        }
        _ = try parseAttributes()
        _ = parseDeclarationModifiers()
        if consume(.keyword(.struct)) { return try parseTypeDeclaration(.struct) }
        if consume(.keyword(.enum)) { return try parseTypeDeclaration(.enum) }
        if consume(.keyword(.extension)) { return try parseTypeDeclaration(.extension) }
        if case .keyword(let keyword) = current.kind,
            [.class, .protocol, .func, .var, .let, .typealias].contains(keyword)
        {
            throw ScriptError(.unsupported(.keyword(keyword.rawValue)), at: current.position)
        }
        throw ScriptError(.expected(.declaration), at: current.position)
    }

    /// The rest of `struct Name: A, B { members }` (or `enum`, `extension`) after the keyword.
    private mutating func parseTypeDeclaration(_ kind: TypeDeclaration.Kind) throws -> TypeDeclaration {
        let position = previous.position
        var name = try expectName(kind == .extension ? "the extended type" : "the \(kind.rawValue)")
        while kind == .extension, current.kind == .punctuation(.dot), !current.hasSpaceBefore,
            case .identifier(let next) = peek(1).kind
        {
            name.text += "." + next
            advance(2)
        }
        if current.kind == .symbol("<") {
            throw ScriptError(.unsupported(.genericType), at: current.position)
        }
        var inherited: [Name] = []
        if consume(.punctuation(.colon)) {
            repeat {
                let type = try parseType()
                if case .named(let text, _) = type.kind { inherited.append(Name(text: text, position: type.position)) }
            } while consume(.punctuation(.comma))
        }
        if case .identifier("where") = current.kind { try skipWhereClause() }
        let open = current
        try expect(.punctuation(.leftBrace), .blockStart("the body of '\(name.text)'"))
        var declaration = TypeDeclaration(kind: kind, name: name, inheritedTypes: inherited, position: position)
        while current.kind != .punctuation(.rightBrace) && errors.count < Self.maxErrors {
            if isAtEnd { throw missingCloser(.blockEnd, opener: open) }
            if consume(.punctuation(.semicolon)) { continue }
            let start = index
            do {
                try parseMember(into: &declaration)
            } catch {
                record(error)
                synchronizeDeclaration(topLevel: false, from: start)
            }
        }
        advance()
        return declaration
    }

    /// Skips a generic `where A: B, C == D` clause up to the `{` that follows it.
    private mutating func skipWhereClause() throws {
        advance()
        repeat {
            _ = try parseType()
            guard consume(.punctuation(.colon)) || consume(.symbol("==")) else {
                throw ScriptError(.expected(.type), at: positionForMissingToken)
            }
            _ = try parseType()
        } while consume(.punctuation(.comma))
    }

    private mutating func parseMember(into declaration: inout TypeDeclaration) throws {
        let position = current.position
        let attributes = try parseAttributes()
        let modifiers = parseDeclarationModifiers()
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        if consume(.keyword(.var)) || consume(.keyword(.let)) {
            let isConstant = previous.kind == .keyword(.let)
            let name = try expectName("the property")
            if declaration.properties.contains(where: { $0.name.text == name.text }) {
                throw ScriptError(.duplicateDeclaration(name.text), at: name.position)
            }
            var type: TypeSyntax?
            if consume(.punctuation(.colon)) { type = try parseType() }
            var property = PropertyDeclaration(
                attributes: attributes, isConstant: isConstant, isStatic: isStatic, name: name, type: type,
                initialValue: nil, getter: nil, position: position)
            if consume(.symbol("=")) {
                property.initialValue = try parseExpression()
            } else if current.kind == .punctuation(.leftBrace) && !isConstant {
                property.getter = try parseGetter()
            } else if type == nil && property.environmentAttribute == nil {
                // `@Environment(\.dismiss) var dismiss` takes its type from the key path.
                throw ScriptError(.expected(.equalsOrBody(name.text)), at: positionForMissingToken)
            }
            try expectEndOfDeclaration()
            declaration.properties.append(property)
            return
        }
        if consume(.keyword(.func)) {
            let function = try parseFunction(isStatic: isStatic, position: position)
            if declaration.functions.contains(where: { $0.name.text == function.name.text }) {
                throw ScriptError(.duplicateDeclaration(function.name.text), at: function.name.position)
            }
            declaration.functions.append(function)
            return
        }
        if current.kind == .keyword(.`init`) {
            let name = Name(text: "init", position: current.position)
            advance()
            if current.kind == .punctuation(.question) || current.kind == .symbol("!") {
                throw ScriptError(.unsupported(.failableInitializer), at: current.position)
            }
            declaration.initializers.append(try parseFunctionSignatureAndBody(name: name, position: position))
            return
        }
        if current.kind == .keyword(.case) {
            guard declaration.kind == .enum else {
                throw ScriptError(.unexpectedToken("case"), at: current.position)
            }
            advance()
            try parseEnumCases(into: &declaration)
            return
        }
        if consume(.keyword(.struct)) {
            declaration.nestedTypes.append(try parseTypeDeclaration(.struct))
            return
        }
        if consume(.keyword(.enum)) {
            declaration.nestedTypes.append(try parseTypeDeclaration(.enum))
            return
        }
        if case .keyword(let keyword) = current.kind,
            [.class, .extension, .typealias, .subscript, .protocol].contains(keyword)
        {
            throw ScriptError(.unsupported(.keyword(keyword.rawValue)), at: current.position)
        }
        throw ScriptError(.expected(.memberDeclaration), at: current.position)
    }

    /// `a, b = 2, c` after `case`.
    private mutating func parseEnumCases(into declaration: inout TypeDeclaration) throws {
        repeat {
            let name = try expectName("the enum case")
            if declaration.cases.contains(where: { $0.name.text == name.text }) {
                throw ScriptError(.duplicateDeclaration(name.text), at: name.position)
            }
            if current.kind == .punctuation(.leftParen) {
                throw ScriptError(.unsupported(.associatedValues), at: current.position)
            }
            var rawValue: Expr?
            if consume(.symbol("=")) { rawValue = try parseExpression() }
            declaration.cases.append(EnumCase(name: name, rawValue: rawValue))
        } while consume(.punctuation(.comma))
        try expectEndOfDeclaration()
    }

    /// The body of a computed property: statements, or a `get { … }` block.
    mutating func parseGetter() throws -> [Statement] {
        let open = current
        if case .identifier("get") = peek(1).kind, peek(2).kind == .punctuation(.leftBrace) {
            advance(2)
            let body = try parseBlock()
            if case .identifier("set") = current.kind {
                throw ScriptError(.unsupported(.keyword("set")), at: current.position)
            }
            if current.kind != .punctuation(.rightBrace) {
                throw missingCloser(.blockEnd, opener: open)
            }
            advance()
            return body
        }
        return try parseBlock()
    }

    private mutating func parseFunction(isStatic: Bool, position: SourcePosition) throws -> FunctionDeclaration {
        let name = try expectName("the function")
        var function = try parseFunctionSignatureAndBody(name: name, position: position)
        function.isStatic = isStatic
        return function
    }

    /// `<T: P>(label name: Type = default) -> Result where … { body }` after a function's name
    /// (or after `init`).
    private mutating func parseFunctionSignatureAndBody(
        name: Name, position: SourcePosition
    ) throws -> FunctionDeclaration {
        var generics: [String] = []
        if current.kind == .symbol("<") && !current.hasSpaceBefore {
            advance()
            repeat {
                generics.append(try expectName("the generic parameter").text)
                if consume(.punctuation(.colon)) { _ = try parseType() }
            } while consume(.punctuation(.comma))
            guard consumeClosingAngle() else { throw ScriptError(.expected(.type), at: positionForMissingToken) }
        }
        let open = current
        try expect(.punctuation(.leftParen), .blockStart("the parameters of '\(name.text)'"))
        var parameters: [FunctionDeclaration.Parameter] = []
        while !consume(.punctuation(.rightParen)) {
            if isAtEnd { throw missingCloser(.argumentListEnd, opener: open) }
            guard let first = nameToken() else {
                throw ScriptError(.expected(.parameter), at: current.position)
            }
            advance()
            var label: String? = first.text == "_" ? nil : first.text
            var parameterName = first
            if let second = nameToken() {
                advance()
                parameterName = second
            } else if first.text == "_" {
                throw ScriptError(.expected(.parameter), at: current.position)
            }
            if parameterName.text == "_" { label = nil }
            try expect(.punctuation(.colon), .type)
            let type = try parseType()
            if case .symbol("...") = current.kind {
                throw ScriptError(.unsupported(.variadicParameter), at: current.position)
            }
            var defaultValue: Expr?
            if consume(.symbol("=")) { defaultValue = try parseExpression() }
            parameters.append(.init(label: label, name: parameterName, type: type, defaultValue: defaultValue))
            if !consume(.punctuation(.comma)) && current.kind != .punctuation(.rightParen) {
                throw missingCloser(.argumentListEnd, opener: open)
            }
        }
        if case .identifier(let word) = current.kind, ["throws", "rethrows", "async"].contains(word) {
            throw ScriptError(.unsupported(.keyword(word)), at: current.position)
        }
        var returnType: TypeSyntax?
        if consume(.symbol("->")) { returnType = try parseType() }
        if case .identifier("where") = current.kind { try skipWhereClause() }
        let body = try parseBlock()
        return FunctionDeclaration(
            name: name, genericParameters: generics, parameters: parameters, returnType: returnType, body: body,
            isStatic: false, position: position)
    }

    /// `@State`, `@main`, `@ViewBuilder`, `@Environment(\.dismiss)`…
    private mutating func parseAttributes() throws -> [Attribute] {
        var attributes: [Attribute] = []
        while case .attribute(let name) = current.kind {
            let attribute = Name(text: name, position: current.position)
            advance()
            var arguments: [Argument] = []
            if current.kind == .punctuation(.leftParen) && !current.hasSpaceBefore {
                arguments = try parseArgumentList()
            }
            attributes.append(Attribute(name: attribute, arguments: arguments))
        }
        return attributes
    }

    private static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "public", "internal", "open", "static", "final", "lazy", "mutating",
        "nonmutating", "override", "nonisolated", "weak", "dynamic", "indirect",
    ]

    private mutating func parseDeclarationModifiers() -> Set<String> {
        var modifiers: Set<String> = []
        while case .identifier(let word) = current.kind, Self.declarationModifiers.contains(word) {
            modifiers.insert(word)
            advance()
            // `private(set)`
            if current.kind == .punctuation(.leftParen), case .identifier = peek(1).kind,
                peek(2).kind == .punctuation(.rightParen)
            {
                advance(3)
            }
        }
        return modifiers
    }

    private mutating func expectEndOfDeclaration() throws {
        if consume(.punctuation(.semicolon)) { return }
        if current.isAtLineStart || current.kind == .punctuation(.rightBrace) || isAtEnd { return }
        throw ScriptError(.expected(.statementSeparator), at: current.position)
    }

    // MARK: - Recovery

    mutating func record(_ error: Error) {
        guard let error = error as? ScriptError else { return }
        // A malformed token was already reported by the lexer: one error per mistake.
        let neighbours = [index - 1, index].filter { tokens.indices.contains($0) }
        if neighbours.contains(where: { tokens[$0].isMalformed }) { return }
        // Code nested too deeply trips the limit again while unwinding; report it once.
        if case .nestingLimit = error.message, errors.contains(where: { $0.message == error.message }) { return }
        // An unclosed block is seen by every enclosing level at the same place.
        if errors.contains(where: { $0.message == error.message && $0.position == error.position }) { return }
        if errors.count < Self.maxErrors { errors.append(error) }
    }

    /// Skips to the start of the next declaration (`topLevel`) or member, keeping brackets
    /// balanced; stops before a `}` that closes the enclosing struct. `start` is where the
    /// failed declaration began: the cursor always moves past it, so recovery cannot loop.
    private mutating func synchronizeDeclaration(topLevel: Bool, from start: Int) {
        var nesting = 0
        var first = index == start
        while !isAtEnd {
            let token = current
            if nesting == 0 && !first && token.isAtLineStart && startsDeclaration(token) { return }
            switch token.kind {
            case .punctuation(.leftBrace), .punctuation(.leftParen), .punctuation(.leftBracket): nesting += 1
            case .punctuation(.rightBrace):
                if nesting == 0 && !topLevel { return }
                nesting = max(0, nesting - 1)
            case .punctuation(.rightParen), .punctuation(.rightBracket): nesting = max(0, nesting - 1)
            default: break
            }
            advance()
            first = false
        }
    }

    private func startsDeclaration(_ token: Token) -> Bool {
        switch token.kind {
        case .attribute, .directive: true
        case .keyword(let k):
            [.struct, .import, .var, .let, .func, .class, .enum, .extension, .`init`, .case].contains(k)
        case .identifier(let word): Self.declarationModifiers.contains(word)
        default: false
        }
    }

    /// Skips to the next statement of the current block: a token at the start of a line or
    /// after `;`, with brackets balanced; stops before the `}` that closes the block. `start`
    /// is where the failed statement began: the cursor always moves past it.
    mutating func synchronizeStatement(from start: Int) {
        var nesting = 0
        var first = index == start
        while !isAtEnd {
            let token = current
            if nesting == 0 && !first && token.isAtLineStart { return }
            switch token.kind {
            case .punctuation(.leftBrace), .punctuation(.leftParen), .punctuation(.leftBracket): nesting += 1
            case .punctuation(.rightBrace):
                if nesting == 0 { return }
                nesting -= 1
            case .punctuation(.rightParen), .punctuation(.rightBracket): nesting = max(0, nesting - 1)
            case .punctuation(.semicolon) where nesting == 0:
                advance()
                return
            default: break
            }
            advance()
            first = false
        }
    }

    // MARK: - Cursor

    var current: Token { tokens[min(index, tokens.count - 1)] }
    var previous: Token { tokens[max(0, min(index - 1, tokens.count - 1))] }
    var isAtEnd: Bool { current.kind == .endOfFile }

    func peek(_ offset: Int) -> Token { tokens[min(index + offset, tokens.count - 1)] }

    mutating func advance(_ count: Int = 1) {
        index = min(index + count, tokens.count - 1)
    }

    mutating func consume(_ kind: Token.Kind) -> Bool {
        guard current.kind == kind else { return false }
        advance()
        return true
    }

    mutating func expect(_ kind: Token.Kind, _ expectation: DiagnosticMessage.Expectation) throws {
        guard consume(kind) else {
            throw ScriptError(.expected(expectation), at: positionForMissingToken)
        }
    }

    /// Where to point when something is missing: at the offending token when it is on the same
    /// line, otherwise just after the previous token (the end of the line that lacks it).
    var positionForMissingToken: SourcePosition {
        current.isAtLineStart && index > 0 ? previous.end : current.position
    }

    /// "expected ')' …" with a note at the bracket it should close.
    func missingCloser(_ expectation: DiagnosticMessage.Expectation, opener: Token) -> ScriptError {
        var error = ScriptError(.expected(expectation), at: positionForMissingToken)
        error.notes.append((.matchingDelimiter(opener.description), opener.position))
        return error
    }

    /// The current token as a name (identifiers and keywords, which may name members and labels).
    func nameToken() -> Name? {
        switch current.kind {
        case .identifier(let text): Name(text: text, position: current.position)
        case .keyword(let keyword): Name(text: keyword.rawValue, position: current.position)
        default: nil
        }
    }

    mutating func expectName(_ what: String) throws -> Name {
        guard case .identifier(let text) = current.kind else {
            throw ScriptError(.expected(.name(what)), at: positionForMissingToken)
        }
        advance()
        return Name(text: text, position: previous.position)
    }

    /// Counts one more level of nesting, failing beyond `maxDepth`.
    mutating func enter(_ extra: Int = 0) throws {
        guard depth + extra < Self.maxDepth else {
            throw ScriptError(.nestingLimit(Self.maxDepth), at: current.position)
        }
        depth += 1
    }

    mutating func leave() { depth -= 1 }
}
