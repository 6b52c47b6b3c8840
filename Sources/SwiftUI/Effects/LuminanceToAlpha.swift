internal import SceneGraph

extension View {
    /// Black with the view's luminance as its alpha (0.2125 R + 0.7154 G + 0.0721 B).
    public func luminanceToAlpha() -> some View {
        modifier(SceneModifier(.luminanceToAlpha))
    }
}
