internal import SceneGraph

extension View {
    /// Scales the drawing (not the layout) by `scale` around `anchor`.
    public func scaleEffect(
        _ scale: CGFloat, anchor: UnitPoint = .center, line: Int = #line, column: Int = #column
    ) -> some View {
        RuntimeWarning.nonFinite("scaleEffect", ["": Double(scale)], line: line, column: column)
        return modifier(SceneModifier(.scaleEffect(x: Double(scale), y: Double(scale), anchor: anchor.engine)))
    }

    /// Scales the drawing by `scale.width` horizontally and `scale.height` vertically.
    public func scaleEffect(
        _ scale: CGSize, anchor: UnitPoint = .center, line: Int = #line, column: Int = #column
    ) -> some View {
        RuntimeWarning.nonFinite(
            "scaleEffect", ["width": Double(scale.width), "height": Double(scale.height)], line: line, column: column)
        return modifier(
            SceneModifier(.scaleEffect(x: Double(scale.width), y: Double(scale.height), anchor: anchor.engine)))
    }

    /// Scales the drawing by `x` horizontally and `y` vertically.
    public func scaleEffect(
        x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center, line: Int = #line, column: Int = #column
    ) -> some View {
        RuntimeWarning.nonFinite("scaleEffect", ["x": Double(x), "y": Double(y)], line: line, column: column)
        return modifier(SceneModifier(.scaleEffect(x: Double(x), y: Double(y), anchor: anchor.engine)))
    }
}
