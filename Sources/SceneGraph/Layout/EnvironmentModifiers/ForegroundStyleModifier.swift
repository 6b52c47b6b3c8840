import Raster

/// `.foregroundStyle(_:)`, `.foregroundColor(_:)`: the style (colour or gradient) of text and of
/// shapes filled with `.foreground` below.
struct ForegroundStyleModifier: EnvironmentModifier {
    var style: ShapeStyle

    var description: String { ".foregroundStyle(\(style))" }

    func apply(to env: inout LayoutEnvironment) { env.foregroundStyle = style }
}

extension Modifier {
    /// Environment: colour of text and of shapes filled with `.foreground`.
    public static func foregroundColor(_ color: Color) -> Modifier {
        .environment(AnyEnvironmentModifier(ForegroundStyleModifier(style: .color(color))))
    }

    /// Environment: style (colour or gradient) of text and of shapes filled with `.foreground`.
    public static func foregroundStyle(_ style: ShapeStyle) -> Modifier {
        .environment(AnyEnvironmentModifier(ForegroundStyleModifier(style: style)))
    }
}
