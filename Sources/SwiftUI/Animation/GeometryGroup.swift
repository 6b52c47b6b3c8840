internal import SceneGraph

extension View {
    /// Isolates this view's geometry from its descendants': its position and size are resolved
    /// and animated here before they get theirs, so a view inserted inside it while it moves
    /// moves with it rather than appearing at its final place.
    public func geometryGroup() -> some View {
        modifier(SceneModifier(.geometryGroup))
    }
}
