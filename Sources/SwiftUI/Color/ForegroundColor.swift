internal import SceneGraph

extension View {
    /// The colour of text, symbols and shapes filled with the foreground style in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(ForegroundModifier(style: color.map { .color($0.resolved) }))
    }

    /// The style (a colour or a gradient) of text, symbols and foreground-filled shapes.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundModifier(style: loweredStyle(style)))
    }
}

/// Sets the foreground style of the content (nil: leaves it as it is, as `foregroundColor(nil)`).
struct ForegroundModifier: ViewModifier, EnvironmentModifier, PrimitiveModifier {
    typealias Body = Never
    let style: SceneGraph::ShapeStyle?

    func apply(to environment: inout EnvironmentValues) {
        if style != nil { environment.hasForegroundStyle = true }
    }

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        switch style {
        case nil: return content
        case .color(let color): return content.modified(.foregroundColor(color))
        case let style?: return content.modified(.foregroundStyle(style))
        }
    }
}

extension Text {
    public func foregroundColor(_ color: Color?) -> Text { styled(color.map { .foregroundColor($0) }) }
}
