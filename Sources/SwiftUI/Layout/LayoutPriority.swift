internal import SceneGraph

extension View {
    /// How early a stack sizes this view: children of higher priority are offered what is left
    /// after the minimum lengths of the others, and the default is 0.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(SceneModifier(.layoutPriority(value)))
    }
}
