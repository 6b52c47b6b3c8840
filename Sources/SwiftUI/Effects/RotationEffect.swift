internal import SceneGraph

extension View {
    /// Rotates the drawing (not the layout) by `angle`, clockwise, around `anchor`.
    public func rotationEffect(
        _ angle: Angle, anchor: UnitPoint = .center, line: Int = #line, column: Int = #column
    ) -> some View {
        RuntimeWarning.nonFinite("rotationEffect", ["degrees": angle.degrees], line: line, column: column)
        return modifier(SceneModifier(.rotationEffect(angle.engine, anchor: anchor.engine)))
    }
}
