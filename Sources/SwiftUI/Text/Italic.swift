internal import SceneGraph

// `.italic()`: the text slanted about each line's baseline, a synthetic oblique (Debian's Inter
// has no italic cut; SceneGraph.TextStyle.italicSlant).

extension View {
    /// Shows the text below in italics.
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(SceneModifier(.textStyle(.italic(isActive))))
    }
}

extension Text {
    /// This text in italics.
    public func italic() -> Text { styled(.textStyle(.italic(true))) }

    /// This text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { styled(.textStyle(.italic(isActive))) }
}
