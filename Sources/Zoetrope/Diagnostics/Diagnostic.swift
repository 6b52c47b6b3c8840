/// One message about a scene file: where, how severe, a stable catalog id and the text.
public struct Diagnostic: Error, Equatable, Sendable {
    /// How serious a diagnostic is; a `note` adds context to the error before it.
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    /// The scene file's path as given to the loader.
    public var path: String
    /// 1-based line; 0 when the message is about the whole file.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int
    public var severity: Severity
    /// A stable identifier from the message catalog, such as `unknown-modifier`.
    public var id: String
    /// The human-readable text, such as `unknown modifier 'blurr' (did you mean 'blur'?)`.
    public var message: String

    public init(path: String, line: Int, column: Int, severity: Severity, id: String, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.id = id
        self.message = message
    }

    /// `path:line:column: error: message`, then the source line verbatim and a caret under the
    /// column, each line ending in a newline. Without a valid line only the first line is given.
    public func formatted(source: String) -> String {
        DiagnosticFormatter.format(self, source: source)
    }

    /// An error about the scene file at `path` (text `source`): at `line` and `column`, with the
    /// source line and a caret, or about the whole file when `line` is 0 (`path: error: message`).
    public static func error(_ message: String, path: String, line: Int, column: Int, source: String) -> String {
        guard line > 0 else { return "\(path): error: \(message)\n" }
        return Diagnostic(
            path: path, line: line, column: max(column, 1), severity: .error, id: "scene", message: message
        )
        .formatted(source: source)
    }

    /// `line` cut to at most 160 characters around `column` (1-based, in Unicode scalars), with
    /// "…" where it was cut, and the column in what is shown.
    public static func window(of line: String, column: Int) -> (line: String, column: Int) {
        DiagnosticFormatter.window(of: line, column: column)
    }
}
