internal import SceneGraph

extension View {
    /// Multiplies every drawn pixel's components by the colour's.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(SceneModifier(.colorMultiply(color.resolved)))
    }
}
