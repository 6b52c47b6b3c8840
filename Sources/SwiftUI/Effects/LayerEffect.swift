extension View {
    /// Draws the view through a Metal shader that samples the view's layer, up to
    /// `maxSampleOffset` away from each pixel. A render cannot run Metal: the shader's effect
    /// is not drawn (the view is, without it), with a warning at this line.
    public func layerEffect(
        _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true, line: Int = #line, column: Int = #column
    ) -> some View {
        modifier(
            ShaderEffectModifier(
                effect: "layerEffect", shader: shader, isEnabled: isEnabled, line: line, column: column))
    }
}

extension VisualEffect {
    /// The view drawn through a Metal shader that samples its layer: drawn without it (see
    /// `View.layerEffect`).
    public func layerEffect(
        _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true, line: Int = #line, column: Int = #column
    ) -> some VisualEffect {
        shaderEffect("layerEffect", shader, isEnabled: isEnabled, line: line, column: column)
    }
}
