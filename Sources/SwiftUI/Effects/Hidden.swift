internal import SceneGraph

extension View {
    /// Keeps the view's place in the layout and draws nothing of it.
    public func hidden() -> some View {
        modifier(SceneModifier(.opacity(0)))
    }
}
