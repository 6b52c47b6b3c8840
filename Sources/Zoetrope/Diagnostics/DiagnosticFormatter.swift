/// The one place that turns a diagnostic into text (DESIGN.md §7).
enum DiagnosticFormatter {
    static func format(_ diagnostic: Diagnostic, source: String) -> String {
        var text =
            "\(diagnostic.path):\(diagnostic.line):\(diagnostic.column): "
            + "\(diagnostic.severity.rawValue): \(printable(diagnostic.message))\n"
        guard let line = sourceLine(diagnostic.line, in: source) else { return text }
        let (shown, column) = window(of: printable(line), column: diagnostic.column)
        text += shown + "\n"
        text += caretLine(for: shown, column: column) + "\n"
        return text
    }

    /// The most characters of a source line shown; a longer line is cut around the column.
    static let maximumShownColumns = 160

    /// `line` cut to at most `maximumShownColumns` characters around `column`, with "…" where
    /// it was cut, and the column in what is shown.
    static func window(of line: String, column: Int) -> (line: String, column: Int) {
        let scalars = Array(line.unicodeScalars)
        let width = maximumShownColumns
        guard scalars.count > width else { return (line, column) }
        let start = max(0, min(column - 1 - width / 2, scalars.count - width))
        let end = min(scalars.count, start + width)
        var shown = String.UnicodeScalarView(scalars[start..<end])
        var shift = -start
        if start > 0 {
            shown.insert("…", at: shown.startIndex)
            shift += 1
        }
        if end < scalars.count { shown.append("…") }
        return (String(shown), column + shift)
    }

    /// `text` with control characters other than tab replaced by U+FFFD, so that a scene
    /// cannot send terminal escape sequences through a message.
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? "\u{FFFD}" : $0 }))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && scalar.properties.generalCategory == .control
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
