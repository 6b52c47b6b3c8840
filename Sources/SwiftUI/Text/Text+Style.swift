internal import SceneGraph

extension Text {
    /// This text in a colour or gradient (a colour is the text's foreground colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = style as? Color { return styled(.foregroundColor(color)) }
        return styled(.foregroundStyle(loweredStyle(style)))
    }
}
