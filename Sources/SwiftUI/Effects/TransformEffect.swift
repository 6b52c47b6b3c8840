internal import SceneGraph

extension View {
    /// Draws the view through `transform`, in the view's own coordinates (origin at its
    /// top-left corner); the layout does not change.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(SceneModifier(.transformEffect(transform.engine)))
    }
}
