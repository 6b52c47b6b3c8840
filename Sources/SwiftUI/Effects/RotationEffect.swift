internal import SceneGraph

extension View {
    /// Rotates the drawing (not the layout) by `angle`, clockwise, around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(SceneModifier(.rotationEffect(angle.engine, anchor: anchor.engine)))
    }
}
