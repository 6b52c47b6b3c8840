internal import SceneGraph

// `.underline()`: a line under each line of text, in the text's style or in `color`. Its
// pattern is drawn solid.

extension View {
    /// Underlines the text below (in `color`, else in the text's style).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        modifier(
            SceneModifier { content, context in
                let lined = content.modified(.textStyle(.underline(isActive)))
                guard let color else { return lined }
                return lined.modified(.textStyle(.underlineColor(color.resolved(in: context.environment))))
            })
    }
}

extension Text {
    /// This text underlined (in `color`, else in the text's style).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled(.underline(isActive, color: color))
    }
}
