/// One lexical unit of a scene file with its position and surrounding whitespace, which Swift's
/// grammar consults (a `.` at the start of a line continues a modifier chain; `-` with space
/// before and none after is a prefix minus).
struct Token {
    enum Kind: Equatable {
        case identifier(String)
        case keyword(Keyword)
        case integer(Int)
        case float(Double)
        case string([StringSegment])
        /// `@State`, `@main`: the name after `@`.
        case attribute(String)
        /// `#Preview`: the name after `#`.
        case directive(String)
        case punctuation(Punctuation)
        /// An operator such as `+`, `==`, `&&`, `=`, `+=`, `!`, `->`.
        case symbol(String)
        case endOfFile
    }

    var kind: Kind
    /// The first character.
    var position: SourcePosition
    /// Just past the last character.
    var end: SourcePosition
    /// The token is the first on its line.
    var isAtLineStart: Bool
    /// Whitespace, a comment or a line break comes right before the token.
    var hasSpaceBefore: Bool
    /// Whitespace, a comment, a line break or the end of the input comes right after the token.
    var hasSpaceAfter = true
    /// The lexer already reported a problem with this token; the parser stays quiet about it.
    var isMalformed = false

    /// The token as written, for messages.
    var description: String {
        switch kind {
        case .identifier(let name): name
        case .keyword(let keyword): keyword.rawValue
        case .integer(let value): String(value)
        case .float(let value): String(value)
        case .string: "string literal"
        case .attribute(let name): "@" + name
        case .directive(let name): "#" + name
        case .punctuation(let p): p.rawValue
        case .symbol(let s): s
        case .endOfFile: "end of file"
        }
    }
}

/// Part of a string literal: literal text or an interpolated expression `\(…)`.
enum StringSegment: Equatable {
    case text(String)
    /// The tokens between `\(` and `)`, followed by an end-of-file token.
    case interpolation([Token])

    static func == (a: StringSegment, b: StringSegment) -> Bool {
        switch (a, b) {
        case (.text(let x), .text(let y)): x == y
        case (.interpolation(let x), .interpolation(let y)):
            x.map(\.kind) == y.map(\.kind) && x.map(\.position) == y.map(\.position)
        default: false
        }
    }
}
