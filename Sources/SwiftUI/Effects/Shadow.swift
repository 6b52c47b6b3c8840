internal import SceneGraph

extension View {
    /// Draws a shadow of the view behind it: its alpha blurred by σ = `radius` points, tinted
    /// with `color` (black at 33 % by default) and moved by (`x`, `y`).
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        modifier(
            SceneModifier { content, context in
                content.modified(
                    .shadow(
                        color: color.resolved(in: context.environment), radius: Double(radius), x: Double(x),
                        y: Double(y)))
            })
    }
}
