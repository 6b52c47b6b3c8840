import Foundation

/// Finds where a scene file declares a type, for errors about the type as a whole.
enum DeclarationLocator {
    /// The 1-based line and column (in Unicode scalars) of `name` in the first `struct`, `class`,
    /// `enum` or `actor` declaration of it in `source`, or nil.
    static func place(of name: String, in source: String) -> (line: Int, column: Int)? {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        guard
            let pattern = try? NSRegularExpression(
                pattern: #"(?m)\b(?:struct|class|enum|actor)\s+("# + escaped + #")\b"#),
            let match = pattern.firstMatch(in: source, range: NSRange(source.startIndex..., in: source)),
            let range = Range(match.range(at: 1), in: source)
        else { return nil }
        let before = source[..<range.lowerBound]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { source.index(after: $0) } ?? source.startIndex
        return (line, source[lineStart..<range.lowerBound].unicodeScalars.count + 1)
    }
}
