internal import SceneGraph

extension Text {
    /// This text in a colour or gradient (a colour is the text's foreground colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = singleColor(of: style) { return styled(.foregroundColor(color)) }
        // A gradient's colours are light mode's: a text keeps SceneGraph's styles only.
        return styled(.foregroundStyle(loweredStyle(style, in: EnvironmentValues())))
    }
}
