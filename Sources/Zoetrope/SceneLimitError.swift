/// A limit that the scene reached and its user can raise (DESIGN.md §7), at its place in the
/// scene file. The command line words the limit, with the flag that raises it, and shows it as a
/// diagnostic at that place (`formatted(message:)`); it exits 65.
public struct SceneLimitError: Error, Equatable, Sendable {
    public var limit: SceneLimit
    /// The scene file, and the place in it (line 0 when none is known).
    public var path: String
    public var line: Int
    public var column: Int
    /// The scene file's text, for the source line under the message.
    public var source: String

    public init(limit: SceneLimit, path: String, line: Int, column: Int, source: String) {
        self.limit = limit
        self.path = path
        self.line = line
        self.column = column
        self.source = source
    }

    /// `path:line:column: error: message`, the source line and a caret.
    public func formatted(message: String) -> String {
        Diagnostic.error(message, path: path, line: line, column: column, source: source)
    }
}
