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
}

/// Sets the foreground style of the content (nil: leaves it as it is, as `foregroundColor(nil)`),
/// resolved against the content's environment.
struct ForegroundModifier: ViewModifier, EnvironmentModifier, PrimitiveModifier {
    typealias Body = Never
    let style: AnyShapeStyle?

    func apply(to environment: inout EnvironmentValues) {
        if let style { environment.foregroundStyle = style }
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
