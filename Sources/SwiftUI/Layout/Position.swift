internal import SceneGraph

extension View {
    /// Places the view's centre at `position` in its parent's coordinates; the view takes all
    /// the space it is offered.
    public func position(_ position: CGPoint, line: Int = #line, column: Int = #column) -> some View {
        self.position(x: position.x, y: position.y, line: line, column: column)
    }

    /// Places the view's centre at (x, y) in its parent's coordinates.
    public func position(x: CGFloat = 0, y: CGFloat = 0, line: Int = #line, column: Int = #column) -> some View {
        RuntimeWarning.nonFinite("position", ["x": Double(x), "y": Double(y)], line: line, column: column)
        return modifier(SceneModifier(.position(x: Double(x), y: Double(y))))
    }
}
