internal import SceneGraph

extension View {
    /// Multiplies every drawn pixel's components by the colour's.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(
            SceneModifier { content, context in
                content.modified(.colorMultiply(color.resolved(in: context.environment)))
            })
    }
}
