internal import SceneGraph

/// A gradient is a shape style of its own (iOS 16): `.fill(Gradient(colors: […]))` paints a
/// vertical linear gradient, top to bottom, as `AnyGradient` does.
extension Gradient: ShapeStyle, StyleLowering {
    func sceneStyle(in environment: EnvironmentValues) -> PaintStyle {
        AnyGradient(self).sceneStyle(in: environment)
    }
}
