internal import SceneGraph

extension View {
    /// Moves the drawing by (x, y) points; the layout keeps the view where it was.
    public func offset(x: CGFloat = 0, y: CGFloat = 0, line: Int = #line, column: Int = #column) -> some View {
        RuntimeWarning.nonFinite("offset", ["x": Double(x), "y": Double(y)], line: line, column: column)
        return modifier(SceneModifier(.offset(x: Double(x), y: Double(y))))
    }

    public func offset(_ offset: CGSize, line: Int = #line, column: Int = #column) -> some View {
        RuntimeWarning.nonFinite(
            "offset", ["width": Double(offset.width), "height": Double(offset.height)], line: line, column: column)
        return modifier(SceneModifier(.offset(x: Double(offset.width), y: Double(offset.height))))
    }
}
