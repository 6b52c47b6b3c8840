internal import SceneGraph

extension View {
    /// Places the view's centre at `position` in its parent's coordinates; the view takes all
    /// the space it is offered.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    /// Places the view's centre at (x, y) in its parent's coordinates.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(SceneModifier(.position(x: Double(x), y: Double(y))))
    }
}
