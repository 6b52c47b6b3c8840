internal import SceneGraph

/// The shape of the container a view is in, inset to the view: a widget's rounded rectangle on
/// the Home Screen. In an app's views iOS has no such container and draws a rectangle, as here.
public struct ContainerRelativeShape: Shape, ShapeLowering {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(.rect(rect.engine)) }
    var shapeDescription: ShapeDescription { ShapeDescription(outline: .builtin(.rectangle)) }
}
