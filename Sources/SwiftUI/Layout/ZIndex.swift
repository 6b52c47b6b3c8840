internal import SceneGraph

extension View {
    /// Where the view is drawn among its siblings in a stack: higher in front; the default is
    /// 0, and equal values keep the order written.
    public func zIndex(_ value: Double) -> some View {
        modifier(SceneModifier(.zIndex(value)))
    }
}
