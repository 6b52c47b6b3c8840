internal import SceneGraph

extension View {
    /// Moves the drawing by (x, y) points; the layout keeps the view where it was.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(SceneModifier(.offset(x: Double(x), y: Double(y))))
    }

    public func offset(_ offset: CGSize) -> some View {
        modifier(SceneModifier(.offset(x: Double(offset.width), y: Double(offset.height))))
    }
}
