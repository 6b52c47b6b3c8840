/// Why a scene could not be loaded: one or more diagnostics (errors, possibly with notes).
public struct SceneError: Error, Sendable {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// Every diagnostic formatted with its source line and caret, in order.
    public func formatted(source: String) -> String {
        diagnostics.map { $0.formatted(source: source) }.joined()
    }
}
