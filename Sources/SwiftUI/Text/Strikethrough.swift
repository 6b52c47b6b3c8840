internal import SceneGraph

// `.strikethrough()`: a line through each line of text at half its x-height, in the text's
// style or in `color`. Its pattern is drawn solid.

extension View {
    /// Strikes the text below through (in `color`, else in the text's style).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        modifier(
            SceneModifier { content, context in
                let lined = content.modified(.textStyle(.strikethrough(isActive)))
                guard let color else { return lined }
                return lined.modified(.textStyle(.strikethroughColor(color.resolved(in: context.environment))))
            })
    }
}

extension Text {
    /// This text struck through (in `color`, else in the text's style).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil)
        -> Text
    {
        styled(.strikethrough(isActive, color: color))
    }
}
