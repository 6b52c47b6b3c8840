/// A problem that does not stop the render (a view left out, a value iOS would log as invalid),
/// reported once.
public struct SceneWarning: Hashable, Sendable {
    public var message: String
    /// Where the scene wrote the construct, when the program knows it.
    public var location: SourceLocation?
    /// The type the warning is about, when it has no line of its own (a custom shape's
    /// `animatableData`): it is reported at the type's declaration.
    public var declaration: String?

    public init(_ message: String, location: SourceLocation? = nil, declaration: String? = nil) {
        self.message = message
        self.location = location
        self.declaration = declaration
    }
}
