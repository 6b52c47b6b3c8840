/// Turns swiftc's output into what the user reads: the errors and their notes, each with its
/// source line and caret (`-diagnostic-style llvm`), without warnings or the driver's chatter.
enum CompilerDiagnostics {
    /// `output` as the user reads it; a message the compiler places in the prepared copy itself
    /// (`prepared`: the end of the file, after the last `#sourceLocation` line) is moved to the end
    /// of the user's file at `path`, whose text is `source`.
    static func userFacing(_ output: String, prepared: String = "", path: String = "", source: String = "")
        -> String
    {
        var kept: [Substring] = []
        var keeping = false
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            if !prepared.isEmpty, line.hasPrefix(prepared + ":"), let kind = severity(of: line),
                let range = line.range(of: ": \(kind): ")
            {
                // The copy's own source line and caret follow: the user's last line replaces them.
                if lines.first.map({ severity(of: $0) == nil }) == true { lines.removeFirst() }
                if lines.first.map({ severity(of: $0) == nil && $0.contains("^") }) == true { lines.removeFirst() }
                let message = line[range.lowerBound...]
                let end = endOfFile(source)
                keeping = kind == "error" || (kind == "note" && keeping)
                if keeping {
                    kept.append("\(path):\(end.line):\(end.column)\(message)")
                    kept.append(Substring(end.text))
                    kept.append(Substring(String(repeating: " ", count: end.column - 1) + "^"))
                }
                continue
            }
            if let severity = severity(of: line) {
                keeping = severity == "error" || (severity == "note" && keeping)
                // A note about the generated entry only repeats the error before it; one in the
                // SwiftUI module's own sources points at a file of the engine's build, not the
                // user's (the error before it names what it is about).
                let isEntry = line.contains("/entry.swift:")
                let isElsewhere = !path.isEmpty && !line.hasPrefix(path + ":")
                if keeping && severity == "note" && (isEntry || isElsewhere) { keeping = false }
            } else if line.hasPrefix("error: ") && line.contains(" command failed") {
                // The driver's "emit-module command failed …": the real errors follow.
                keeping = false
                continue
            } else if line.hasPrefix("error: ") {
                // The driver's own summary ("error: fatalError", link failures) after real errors.
                keeping = kept.isEmpty
            }
            if keeping { kept.append(line) }
        }
        while let last = kept.last, last.allSatisfy(\.isWhitespace) { kept.removeLast() }
        return kept.isEmpty ? "" : kept.joined(separator: "\n") + "\n"
    }

    /// The place just after the last character of the last non-blank line of `source`
    /// (1-based, columns in characters), and that line.
    static func endOfFile(_ source: String) -> (line: Int, column: Int, text: String) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.lastIndex(where: { !$0.allSatisfy(\.isWhitespace) }) else { return (1, 1, "") }
        let text = String(lines[index])
        return (index + 1, text.count + 1, text)
    }

    /// "error", "warning" or "note" for a line `path:line:col: severity: message`.
    static func severity(of line: Substring) -> String? {
        for severity in ["error", "warning", "note"] {
            guard let range = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<range.lowerBound]
            let parts = location.split(separator: ":")
            if parts.count >= 3, Int(parts[parts.count - 1]) != nil, Int(parts[parts.count - 2]) != nil {
                return severity
            }
        }
        return nil
    }
}
