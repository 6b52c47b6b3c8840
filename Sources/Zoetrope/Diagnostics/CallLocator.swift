/// Moves a place the scene program reported to where a person reads the call.
///
/// A scene's SwiftUI calls hand over `#line` and `#column`, which name the call's opening
/// parenthesis (`.opacity(` gives the column of `(`); swiftc puts its own diagnostics at the
/// called name, so Zoetrope's go there too.
enum CallLocator {
    /// The place of the name before the parenthesis at (`line`, `column`) (1-based, in Unicode
    /// scalars), or the place unchanged when no parenthesis is there.
    static func name(line: Int, column: Int, in source: String) -> (line: Int, column: Int) {
        guard line >= 1, column >= 2 else { return (line, column) }
        var lines = source.split(separator: "\n", maxSplits: line, omittingEmptySubsequences: false).dropFirst(line - 1)
        guard let text = lines.popFirst() else { return (line, column) }
        let scalars = Array(text.unicodeScalars)
        guard column <= scalars.count, scalars[column - 1] == "(" else { return (line, column) }
        var start = column - 1
        while start > 0, scalars[start - 1].properties.isXIDContinue { start -= 1 }
        return start < column - 1 ? (line, start + 1) : (line, column)
    }
}
