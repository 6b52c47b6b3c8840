internal import SceneGraph

/// A Metal shader applied to a view (`.colorEffect`, `.layerEffect`, `.distortionEffect`): a
/// render has no Metal device to run it on, so the view is drawn as it is without the shader,
/// and the scene warns once at the line that applied it. A disabled shader draws nothing on iOS
/// either, and is not warned about.
struct ShaderEffectModifier: ViewModifier, PrimitiveModifier, Sendable {
    typealias Body = Never
    /// The modifier's name, for the warning.
    let effect: String
    let shader: Shader
    let isEnabled: Bool
    let line: Int
    let column: Int

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        if isEnabled {
            context.graph.warn(
                Self.message(effect, shader), at: SourceLocation(line: line, column: column))
        }
        return content
    }

    /// "'layerEffect' is not drawn: Zoetrope cannot run the Metal shader 'ripple'; the view is
    /// drawn without it".
    static func message(_ effect: String, _ shader: Shader) -> String {
        "'\(effect)' is not drawn: Zoetrope cannot run the Metal shader '\(shader.function.name)'; "
            + "the view is drawn without it"
    }
}

extension VisualEffect {
    /// This effect followed by a shader that is not run (see `ShaderEffectModifier`).
    func shaderEffect(_ effect: String, _ shader: Shader, isEnabled: Bool, line: Int, column: Int)
        -> VisualEffectChain
    {
        let modifier = ShaderEffectModifier(
            effect: effect, shader: shader, isEnabled: isEnabled, line: line, column: column)
        return VisualEffectChain(
            effects: chainedEffects + [{ content, context in modifier.lower(content, in: context) }])
    }
}
