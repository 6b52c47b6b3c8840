internal import SceneGraph

extension View {
    /// Flattens the view into one layer, so that later effects (opacity, shadow, masks) apply
    /// to the whole rather than to each part.
    public func compositingGroup() -> some View {
        modifier(SceneModifier(.compositingGroup))
    }

    /// Renders the view offscreen as one image before it is composited: drawn as a compositing
    /// group (Zoetrope always rasterizes; the result looks the same).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(SceneModifier(.compositingGroup))
    }
}
