internal import SceneGraph

// `.strikethrough()`: a line through each line of text at half its x-height, in the text's style.

extension View {
    /// Strikes the text below through.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(SceneModifier(.textStyle(.strikethrough(isActive))))
    }
}

extension Text {
    /// This text struck through.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled(.textStyle(.strikethrough(isActive)))
    }
}
