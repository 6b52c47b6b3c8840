extension View {
    /// Draws the view through a Metal shader that changes each pixel's colour. A render cannot
    /// run Metal: the shader's effect is not drawn (the view is, without it), with a warning at
    /// this line.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true, line: Int = #line, column: Int = #column)
        -> some View
    {
        modifier(
            ShaderEffectModifier(
                effect: "colorEffect", shader: shader, isEnabled: isEnabled, line: line, column: column))
    }
}

extension VisualEffect {
    /// The view drawn through a Metal shader that changes each pixel's colour: drawn without it
    /// (see `View.colorEffect`).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true, line: Int = #line, column: Int = #column)
        -> some VisualEffect
    {
        shaderEffect("colorEffect", shader, isEnabled: isEnabled, line: line, column: column)
    }
}
