/// Turns scene source into tokens with positions. Problems (unterminated strings, stray
/// characters) are recorded and lexing continues, so the parser can report further mistakes.
struct Lexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private var interpolationDepth = 0
    private(set) var errors: [ScriptError] = []

    /// Interpolations nest (`"\("\(x)")"`); deeper than this is reported, not recursed into.
    static let maxInterpolationDepth = 16

    init(source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// All tokens of the source, ending with an end-of-file token.
    mutating func tokenize() -> [Token] {
        lexTokens(inInterpolation: false) ?? []
    }

    // MARK: - Token loop

    /// Lexes until the end of input, or, inside an interpolation, until its closing `)`.
    /// Returns nil when an interpolation is cut off by a line break or the end of input.
    private mutating func lexTokens(inInterpolation: Bool) -> [Token]? {
        var tokens: [Token] = []
        var parenDepth = 0
        var atLineStart = !inInterpolation
        while true {
            let trivia = skipTrivia()
            if trivia.newline {
                if inInterpolation { return nil }
                atLineStart = true
            }
            let start = here
            guard let c = peek() else {
                if inInterpolation { return nil }
                tokens.append(makeToken(.endOfFile, start, atLineStart, trivia.space || trivia.newline))
                break
            }
            if inInterpolation && c == ")" && parenDepth == 0 {
                advance()
                tokens.append(makeToken(.endOfFile, here, false, false))
                break
            }
            if c == "(" { parenDepth += 1 }
            if c == ")" { parenDepth -= 1 }
            var malformed = false
            guard let kind = lexToken(startingWith: c, malformed: &malformed) else { continue }
            var token = makeToken(kind, start, atLineStart, trivia.space || trivia.newline || tokens.isEmpty)
            token.isMalformed = malformed
            tokens.append(token)
            atLineStart = false
        }
        for i in tokens.indices.dropLast() {
            tokens[i].hasSpaceAfter = tokens[i + 1].hasSpaceBefore || tokens[i + 1].kind == .endOfFile
        }
        return tokens
    }

    private func makeToken(
        _ kind: Token.Kind, _ start: SourcePosition, _ atLineStart: Bool, _ space: Bool
    ) -> Token {
        Token(kind: kind, position: start, end: here, isAtLineStart: atLineStart, hasSpaceBefore: space)
    }

    /// Lexes one token; nil when the character was reported and skipped.
    private mutating func lexToken(startingWith c: Unicode.Scalar, malformed: inout Bool) -> Token.Kind? {
        let start = here
        if c == "\"" { return lexString(malformed: &malformed) }
        if Self.isDigit(c) { return lexNumber(malformed: &malformed) }
        if Self.isIdentifierStart(c) || c == "`" || c == "$" {
            if let name = lexIdentifier() {
                if c != "`", let keyword = Keyword(rawValue: name) { return .keyword(keyword) }
                return .identifier(name)
            }
            report(.unexpectedCharacter(String(c)), at: start)
            return nil
        }
        if c == "@" || c == "#" {
            advance()
            if let next = peek(), Self.isIdentifierStart(next), let name = lexIdentifier() {
                return c == "@" ? .attribute(name) : .directive(name)
            }
            if c == "#" && (peek() == "\"" || peek() == "#") {
                report(.unsupported(.rawString), at: start)
                skipRestOfLine()
                return nil
            }
            report(.unexpectedCharacter(String(c)), at: start)
            return nil
        }
        if c == "." && peek(1) == "." {
            return lexOperator()
        }
        if c == "?" {
            if peek(1) == "?" { return lexOperator() }
            advance()
            return .punctuation(.question)
        }
        if let p = Punctuation(rawValue: String(c)) {
            advance()
            return .punctuation(p)
        }
        if Self.operatorCharacters.contains(c) {
            return lexOperator()
        }
        advance()
        report(.unexpectedCharacter(String(c)), at: start)
        return nil
    }

    // MARK: - Trivia

    /// Skips whitespace and comments; tells whether it crossed a line break and any trivia.
    private mutating func skipTrivia() -> (newline: Bool, space: Bool) {
        var newline = false
        var space = false
        while let c = peek() {
            if c == "\n" {
                newline = true
                advance()
            } else if c.properties.isWhitespace {
                space = true
                advance()
            } else if c == "/" && peek(1) == "/" {
                space = true
                skipRestOfLine()
            } else if c == "/" && peek(1) == "*" {
                space = true
                if skipBlockComment() { newline = true }
            } else {
                break
            }
        }
        return (newline, space)
    }

    private mutating func skipRestOfLine() {
        while let c = peek(), c != "\n" { advance() }
    }

    /// Skips a `/* … */` comment, which may nest; returns whether it spans lines.
    private mutating func skipBlockComment() -> Bool {
        let start = here
        advance(2)
        var depth = 1
        var multiline = false
        while depth > 0 {
            guard let c = peek() else {
                report(.unterminatedComment, at: start)
                return multiline
            }
            if c == "/" && peek(1) == "*" {
                depth += 1
                advance(2)
            } else if c == "*" && peek(1) == "/" {
                depth -= 1
                advance(2)
            } else {
                if c == "\n" { multiline = true }
                advance()
            }
        }
        return multiline
    }

    // MARK: - Names and operators

    private mutating func lexIdentifier() -> String? {
        var name = ""
        if peek() == "`" {
            advance()
            while let c = peek(), Self.isIdentifierContinue(c) {
                name.unicodeScalars.append(c)
                advance()
            }
            guard peek() == "`", !name.isEmpty else { return nil }
            advance()
            return name
        }
        if peek() == "$" {
            name = "$"
            advance()
            guard let c = peek(), Self.isIdentifierContinue(c) else { return nil }
        }
        while let c = peek(), Self.isIdentifierContinue(c) {
            name.unicodeScalars.append(c)
            advance()
        }
        return name
    }

    private mutating func lexOperator() -> Token.Kind {
        var text = ""
        while let c = peek() {
            let isDotOperator = c == "." && (text.isEmpty || text.hasPrefix("."))
            guard Self.operatorCharacters.contains(c) || c == "?" || isDotOperator else { break }
            if !text.isEmpty && c == "/" && (peek(1) == "/" || peek(1) == "*") { break }
            text.unicodeScalars.append(c)
            advance()
        }
        return .symbol(text)
    }

    // MARK: - Numbers

    private mutating func lexNumber(malformed: inout Bool) -> Token.Kind {
        let start = here
        let startIndex = index
        if peek() == "0", let r = peek(1), let radix = ["x": 16, "b": 2, "o": 8][Character(r)] {
            advance(2)
            var digits = ""
            while let c = peek(), Self.isIdentifierContinue(c) {
                if c != "_" { digits.unicodeScalars.append(c) }
                advance()
            }
            let text = literalText(from: startIndex)
            guard !digits.isEmpty, digits.unicodeScalars.allSatisfy({ Self.isDigit($0, radix: radix) }) else {
                malformed = true
                report(.invalidNumber(text), at: start)
                return .integer(0)
            }
            guard let value = Int(digits, radix: radix) else {
                malformed = true
                report(.integerLiteralOverflow(text), at: start)
                return .integer(0)
            }
            return .integer(value)
        }
        var isFloat = false
        consumeDigits()
        if peek() == ".", let next = peek(1), Self.isDigit(next) {
            isFloat = true
            advance()
            consumeDigits()
        }
        if let e = peek(), e == "e" || e == "E" {
            let sign = peek(1) == "+" || peek(1) == "-" ? 1 : 0
            if let d = peek(1 + sign), Self.isDigit(d) {
                isFloat = true
                advance(1 + sign)
                consumeDigits()
            }
        }
        if let c = peek(), Self.isIdentifierContinue(c) {
            while let c = peek(), Self.isIdentifierContinue(c) { advance() }
            malformed = true
            report(.invalidNumber(literalText(from: startIndex)), at: start)
            return .integer(0)
        }
        let text = literalText(from: startIndex)
        let digits = text.filter { $0 != "_" }
        if isFloat {
            guard let value = Double(digits), value.isFinite else {
                malformed = true
                report(.invalidNumber(text), at: start)
                return .float(0)
            }
            return .float(value)
        }
        guard let value = Int(digits) else {
            malformed = true
            report(.integerLiteralOverflow(text), at: start)
            return .integer(0)
        }
        return .integer(value)
    }

    private mutating func consumeDigits() {
        while let c = peek(), Self.isDigit(c) || c == "_" { advance() }
    }

    private func literalText(from start: Int) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        return text
    }

    // MARK: - Strings

    private mutating func lexString(malformed: inout Bool) -> Token.Kind {
        let start = here
        if peek(1) == "\"" && peek(2) == "\"" {
            return lexMultilineString(malformed: &malformed)
        }
        advance()
        var segments: [StringSegment] = []
        var text = ""
        while true {
            guard let c = peek(), c != "\n" else {
                malformed = true
                report(.unterminatedString, at: start)
                break
            }
            if c == "\"" {
                advance()
                break
            }
            if c == "\\" {
                if !lexEscape(into: &text, segments: &segments, malformed: &malformed) {
                    malformed = true
                    report(.unterminatedString, at: start)
                    break
                }
                continue
            }
            text.unicodeScalars.append(c)
            advance()
        }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
        return .string(segments)
    }

    /// A `"""` literal: lines up to the closing `"""`, with the closing line's indentation
    /// removed from each line, as in Swift.
    private mutating func lexMultilineString(malformed: inout Bool) -> Token.Kind {
        let start = here
        advance(3)
        skipRestOfLineWhitespace()
        guard peek() == "\n" else {
            malformed = true
            report(.unterminatedString, at: start)
            skipRestOfLine()
            return .string([.text("")])
        }
        advance()
        // Raw lines (with interpolations) until a line whose content is the closing delimiter.
        var lines: [[StringSegment]] = []
        var indentation = ""
        var current: [StringSegment] = []
        var text = ""
        var lineStart = true
        var leading = ""
        while true {
            guard let c = peek() else {
                malformed = true
                report(.unterminatedString, at: start)
                return .string([.text("")])
            }
            if lineStart && (c == " " || c == "\t") {
                leading.unicodeScalars.append(c)
                advance()
                continue
            }
            if lineStart && c == "\"" && peek(1) == "\"" && peek(2) == "\"" {
                advance(3)
                indentation = leading
                break
            }
            if lineStart {
                text = leading
                leading = ""
                lineStart = false
            }
            if c == "\n" {
                advance()
                current.append(.text(text))
                lines.append(current)
                current = []
                text = ""
                lineStart = true
                continue
            }
            if c == "\\" {
                if !lexEscape(into: &text, segments: &current, malformed: &malformed) {
                    malformed = true
                    report(.unterminatedString, at: start)
                    return .string([.text("")])
                }
                continue
            }
            text.unicodeScalars.append(c)
            advance()
        }
        var segments: [StringSegment] = []
        for (i, line) in lines.enumerated() {
            var first = true
            for segment in line {
                if first, case .text(let t) = segment {
                    segments.append(.text(t.hasPrefix(indentation) ? String(t.dropFirst(indentation.count)) : t))
                } else {
                    segments.append(segment)
                }
                first = false
            }
            if i < lines.count - 1 { segments.append(.text("\n")) }
        }
        return .string(segments.isEmpty ? [.text("")] : segments)
    }

    private mutating func skipRestOfLineWhitespace() {
        while let c = peek(), c == " " || c == "\t" { advance() }
    }

    /// Lexes `\n`, `\u{…}` or `\(…)` at the backslash. Returns false when an interpolation
    /// does not close on its line.
    private mutating func lexEscape(
        into text: inout String, segments: inout [StringSegment], malformed: inout Bool
    ) -> Bool {
        let start = here
        advance()
        guard let e = peek() else { return false }
        advance()
        switch e {
        case "n": text += "\n"
        case "t": text += "\t"
        case "r": text += "\r"
        case "0": text += "\0"
        case "\\", "\"", "'": text.unicodeScalars.append(e)
        case "u":
            guard peek() == "{" else {
                malformed = true
                report(.invalidEscape("u"), at: start)
                return true
            }
            advance()
            var hex = ""
            while let h = peek(), Self.isDigit(h, radix: 16) {
                hex.unicodeScalars.append(h)
                advance()
            }
            if peek() == "}", let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) {
                advance()
                text.unicodeScalars.append(scalar)
            } else {
                malformed = true
                report(.invalidEscape("u{\(hex)"), at: start)
            }
        case "(":
            if !text.isEmpty { segments.append(.text(text)) }
            text = ""
            guard interpolationDepth < Self.maxInterpolationDepth else {
                report(.nestingLimit(Self.maxInterpolationDepth), at: start)
                malformed = true
                return false
            }
            interpolationDepth += 1
            defer { interpolationDepth -= 1 }
            guard let tokens = lexTokens(inInterpolation: true) else { return false }
            segments.append(.interpolation(tokens))
        default:
            malformed = true
            report(.invalidEscape(String(e)), at: start)
        }
        return true
    }

    // MARK: - Characters

    private static let operatorCharacters: Set<Unicode.Scalar> = [
        "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~",
    ]

    private static func isDigit(_ c: Unicode.Scalar, radix: Int = 10) -> Bool {
        switch radix {
        case 2: c == "0" || c == "1"
        case 8: ("0"..."7").contains(c)
        case 16: ("0"..."9").contains(c) || ("a"..."f").contains(c) || ("A"..."F").contains(c)
        default: ("0"..."9").contains(c)
        }
    }

    private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || (c.properties.isAlphabetic && !c.properties.isWhitespace)
    }

    private static func isIdentifierContinue(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || isDigit(c)
    }

    // MARK: - Cursor

    private var here: SourcePosition { SourcePosition(line: line, column: column) }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let i = index + offset
        return i < scalars.count ? scalars[i] : nil
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < scalars.count {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }

    /// Records an error, at most one per line: later problems on a line usually follow from
    /// the first (one error per mistake).
    private mutating func report(_ message: DiagnosticMessage, at position: SourcePosition) {
        if let last = errors.last, last.position.line == position.line { return }
        errors.append(ScriptError(message, at: position))
    }
}
