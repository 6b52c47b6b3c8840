internal import SceneGraph

extension View {
    /// The colour of text, symbols and shapes filled with the foreground style in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(
            SceneModifier { content, _ in color.map { content.modified(.foregroundColor($0.resolved)) } ?? content })
    }

    /// The style (a colour or a gradient) of text, symbols and foreground-filled shapes.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let lowered = loweredStyle(style)
        return modifier(
            SceneModifier { content, _ in
                if case .color(let color) = lowered { return content.modified(.foregroundColor(color)) }
                return content.modified(.foregroundStyle(lowered))
            })
    }
}

extension Text {
    public func foregroundColor(_ color: Color?) -> Text { styled(color.map { .foregroundColor($0.resolved) }) }
}
