internal import SceneGraph

extension View {
    /// Flattens the view into one layer, so that later effects (opacity, shadow, masks) apply
    /// to the whole rather than to each part.
    public func compositingGroup() -> some View {
        modifier(SceneModifier(.compositingGroup))
    }
}
