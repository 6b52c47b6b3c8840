/// The one place that turns a diagnostic into text (DESIGN.md §7).
enum DiagnosticFormatter {
    static func format(_ diagnostic: Diagnostic, source: String) -> String {
        var text =
            "\(diagnostic.path):\(diagnostic.line):\(diagnostic.column): "
            + "\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
        guard let line = sourceLine(diagnostic.line, in: source) else { return text }
        text += line + "\n"
        text += caretLine(for: line, column: diagnostic.column) + "\n"
        return text
    }

    /// The 1-based line of `source` without its line terminator, or nil when out of range.
    static func sourceLine(_ number: Int, in source: String) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = source.unicodeScalars.startIndex
        let scalars = source.unicodeScalars
        var index = start
        while index < scalars.endIndex {
            if scalars[index] == "\n" {
                if current == number { return trimmed(scalars[start..<index]) }
                current += 1
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        return current == number ? trimmed(scalars[start..<scalars.endIndex]) : nil
    }

    private static func trimmed(_ line: Substring.UnicodeScalarView) -> String {
        var view = line
        if view.last == "\r" { view.removeLast() }
        return String(view)
    }

    /// Spaces up to the column, except that tabs before it are repeated so the caret lines up
    /// under the source however wide the reader's tabs are.
    static func caretLine(for line: String, column: Int) -> String {
        var caret = ""
        var count = 1
        for scalar in line.unicodeScalars where count < column {
            caret.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
            count += 1
        }
        if count < column { caret += String(repeating: " ", count: column - count) }
        return caret + "^"
    }
}
