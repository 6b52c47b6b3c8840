/// Brackets and separators.
enum Punctuation: String {
    case leftParen = "("
    case rightParen = ")"
    case leftBrace = "{"
    case rightBrace = "}"
    case leftBracket = "["
    case rightBracket = "]"
    case comma = ","
    case colon = ":"
    case semicolon = ";"
    case dot = "."
    case question = "?"
    /// Starts a key path (`\.self`).
    case backslash = "\\"
}
