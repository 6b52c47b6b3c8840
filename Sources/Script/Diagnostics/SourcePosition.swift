/// A 1-based line and column in a scene file; columns count Unicode scalars.
struct SourcePosition: Hashable, Comparable, Sendable {
    var line: Int
    var column: Int

    /// Used for messages about the whole file.
    static let file = SourcePosition(line: 0, column: 0)

    static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
