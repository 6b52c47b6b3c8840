import Raster

/// `.foregroundStyle(_:)`, `.foregroundColor(_:)`: the style (colour or gradient) of text and of
/// shapes filled with `.foreground` below.
struct ForegroundStyleModifier: EnvironmentModifier {
    var style: PaintStyle

    var description: String { ".foregroundStyle(\(style))" }

    func apply(to env: inout LayoutEnvironment) { env.foregroundStyle = style }
}

extension ModifierNode {
    /// Environment: colour of text and of shapes filled with `.foreground`.
    public static func foregroundColor(_ color: RGBAColor) -> ModifierNode {
        .environment(AnyEnvironmentModifier(ForegroundStyleModifier(style: .color(color))))
    }

    /// Environment: style (colour or gradient) of text and of shapes filled with `.foreground`.
    public static func foregroundStyle(_ style: PaintStyle) -> ModifierNode {
        .environment(AnyEnvironmentModifier(ForegroundStyleModifier(style: style)))
    }
}
