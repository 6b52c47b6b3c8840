internal import SceneGraph

extension View {
    /// Multiplies the view's alpha by `opacity` (0 transparent, 1 unchanged).
    public func opacity(_ opacity: Double) -> some View {
        modifier(SceneModifier(.opacity(opacity)))
    }
}
