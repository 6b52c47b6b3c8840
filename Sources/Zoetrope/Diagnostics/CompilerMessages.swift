extension ZoetropeError {
    /// The compiler's messages about a scene (each a `path:line:col: error:` line, the source
    /// line and a caret line) as a scene error, with control characters replaced and every source
    /// line longer than a terminal's cut around its caret as the engine's own messages are (a
    /// 10 MB line is not printed whole).
    public static func compilerMessages(_ text: String) -> ZoetropeError {
        // Control characters quoted from the source (an ESC in a string literal) are replaced,
        // as in the engine's own messages, so a scene cannot drive the terminal.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { DiagnosticFormatter.printable(String($0)) }
        var i = 0
        while i + 1 < lines.count {
            let caret = lines[i + 1]
            if let column = caretColumn(caret), lines[i].unicodeScalars.count > 160 {
                let (shown, shownColumn) = Diagnostic.window(of: lines[i], column: column)
                let marks = String(caret.unicodeScalars.dropFirst(column - 1).prefix(160 - 80))
                lines[i] = shown
                lines[i + 1] = String(repeating: " ", count: shownColumn - 1) + marks
                i += 2
            } else {
                i += 1
            }
        }
        return .scene(.located(lines.joined(separator: "\n")))
    }

    /// The 1-based column of the `^` in a caret line (spaces, then `~` and `^` marks), or nil
    /// when `line` is not one.
    static func caretColumn(_ line: String) -> Int? {
        var column = 1
        for scalar in line.unicodeScalars {
            if scalar == "^" { return column }
            guard scalar == " " || scalar == "\t" || scalar == "~" else { return nil }
            column += 1
        }
        return nil
    }
}
