internal import Geometry
internal import SceneGraph

extension View {
    /// Renders the view's content as if it were rotated by `angle` in three dimensions about
    /// `axis` through (`anchor`, `anchorZ`), projected back onto the view's plane; `perspective`
    /// sets the vanishing point (the viewer is max(width, height) / perspective away; 0 is no
    /// perspective). The layout does not change. Animates angle, axis, anchor, anchorZ and
    /// perspective.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        modifier(
            SceneModifier(
                .rotation3DEffect(
                    Rotation3D(
                        angle: angle.engine, axisX: Double(axis.x), axisY: Double(axis.y), axisZ: Double(axis.z),
                        anchor: anchor.engine, anchorZ: Double(anchorZ), perspective: Double(perspective)))))
    }
}
