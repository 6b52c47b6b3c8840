internal import SceneGraph

extension View {
    /// The colour of text, symbols and shapes filled with the foreground style in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(ForegroundModifier(style: color.map { AnyShapeStyle($0) }))
    }

    /// The style (a colour or a gradient) of text, symbols and foreground-filled shapes.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundModifier(style: AnyShapeStyle(style)))
    }

    /// `primary` as the foreground style, and `secondary` for the second level of a palette
    /// symbol, which symbols in this view use when no rendering mode is set.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(ForegroundModifier(style: AnyShapeStyle(primary), levels: [AnyShapeStyle(secondary)]))
    }

    /// `primary` as the foreground style, `secondary` and `tertiary` for the second and third
    /// levels of a palette symbol.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        modifier(
            ForegroundModifier(
                style: AnyShapeStyle(primary), levels: [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]))
    }
}

/// Sets the foreground style of the content (nil: leaves it as it is, as `foregroundColor(nil)`),
/// resolved against the content's environment, and the styles of its further levels (none: one
/// style for all).
struct ForegroundModifier: ViewModifier, EnvironmentModifier, PrimitiveModifier {
    typealias Body = Never
    let style: AnyShapeStyle?
    var levels: [AnyShapeStyle] = []

    func apply(to environment: inout EnvironmentValues) {
        guard let style else { return }
        environment.foregroundStyle = style
        environment.foregroundLevels = levels
    }

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        guard style != nil else { return content }
        return content.modified(foregroundModifier(in: context.environment))
    }
}

/// The SceneGraph modifier that paints `environment`'s foreground style: the style set above,
/// else the primary label colour of its colour scheme.
func foregroundModifier(in environment: EnvironmentValues) -> ModifierNode {
    let style = environment.foregroundStyle.map { loweredStyle($0, in: environment) }
    guard let style else { return .foregroundColor(Color.primary.resolved(in: environment)) }
    if let color = style.color { return .foregroundColor(color) }
    return .foregroundStyle(style)
}

extension Text {
    public func foregroundColor(_ color: Color?) -> Text { styled(color.map { .foregroundColor($0) }) }
}
