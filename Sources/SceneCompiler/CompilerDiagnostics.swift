/// Turns swiftc's output into what the user reads: the errors and their notes, each with its
/// source line and caret (`-diagnostic-style llvm`), without warnings or the driver's chatter.
enum CompilerDiagnostics {
    static func userFacing(_ output: String) -> String {
        var kept: [Substring] = []
        var keeping = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if let severity = severity(of: line) {
                keeping = severity == "error" || (severity == "note" && keeping)
                // A note about the generated entry only repeats the error before it.
                if keeping && line.contains("/entry.swift:") && severity == "note" { keeping = false }
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
