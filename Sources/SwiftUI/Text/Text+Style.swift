internal import SceneGraph

extension Text {
    /// This text in a colour or gradient (a colour is the text's foreground colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let lowered = loweredStyle(style)
        if case .color(let color) = lowered { return styled(.foregroundColor(color)) }
        return styled(.foregroundStyle(lowered))
    }
}
