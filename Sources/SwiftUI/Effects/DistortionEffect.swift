extension View {
    /// Draws the view through a Metal shader that moves each pixel, up to `maxSampleOffset`.
    /// A render cannot run Metal: the shader's effect is not drawn (the view is, without it),
    /// with a warning at this line.
    public func distortionEffect(
        _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true, line: Int = #line, column: Int = #column
    ) -> some View {
        modifier(
            ShaderEffectModifier(
                effect: "distortionEffect", shader: shader, isEnabled: isEnabled, line: line, column: column))
    }
}

extension VisualEffect {
    /// The view drawn through a Metal shader that moves its pixels: drawn without it (see
    /// `View.distortionEffect`).
    public func distortionEffect(
        _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true, line: Int = #line, column: Int = #column
    ) -> some VisualEffect {
        shaderEffect("distortionEffect", shader, isEnabled: isEnabled, line: line, column: column)
    }
}
