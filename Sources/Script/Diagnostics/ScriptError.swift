/// An error found while lexing, parsing or evaluating, before it gets the file's path.
struct ScriptError: Error {
    var message: DiagnosticMessage
    var position: SourcePosition
    /// Extra diagnostics (notes) that explain the error.
    var notes: [(message: DiagnosticMessage, position: SourcePosition)] = []

    init(_ message: DiagnosticMessage, at position: SourcePosition) {
        self.message = message
        self.position = position
    }

    /// True when a value did not fit the type a parameter expects, so another overload may fit.
    var isTypeMismatch: Bool { message.isTypeMismatch }

    func diagnostics(path: String) -> [Diagnostic] {
        [Diagnostic(message, at: position, path: path)]
            + notes.map { Diagnostic($0.message, at: $0.position, path: path) }
    }
}

extension Diagnostic {
    init(_ message: DiagnosticMessage, at position: SourcePosition, path: String) {
        self.init(
            path: path, line: position.line, column: position.column, severity: message.severity,
            id: message.id, message: message.text)
    }
}
