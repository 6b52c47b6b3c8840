internal import SceneGraph

// `.underline()`: a line under each line of text, in the text's style (a `color` is not drawn
// apart yet: the line takes the text's colour).

extension View {
    /// Underlines the text below.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(SceneModifier(.textStyle(.underline(isActive))))
    }
}

extension Text {
    /// This text underlined.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled(.textStyle(.underline(isActive)))
    }
}
