internal import SceneGraph

extension View {
    /// Mirrors the view horizontally, about its centre, when the layout direction is right to
    /// left (`\.layoutDirection`): an arrow or a drawing that points the way the text runs.
    /// Left to right, or with `enabled` false, the view is drawn as it is.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(FlipsForRightToLeftModifier(enabled: enabled))
    }
}

/// `.flipsForRightToLeftLayoutDirection(_:)`: a horizontal mirror in a right-to-left layout.
struct FlipsForRightToLeftModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let enabled: Bool

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        guard enabled, context.environment.layoutDirection == .rightToLeft else { return content }
        return content.modified(.scaleEffect(x: -1, y: 1, anchor: UnitPoint.center.engine))
    }
}
