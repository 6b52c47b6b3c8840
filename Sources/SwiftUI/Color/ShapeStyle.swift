internal import SceneGraph

/// A way to paint a shape or text: a colour, a gradient, the foreground style.
public protocol ShapeStyle {}

/// What a built-in style paints with, in SceneGraph's terms.
protocol StyleLowering {
    var sceneStyle: SceneGraph::ShapeStyle { get }
}

/// The style of the environment's foreground (`.foregroundColor`, `.foregroundStyle`).
public struct ForegroundStyle: ShapeStyle, StyleLowering {
    public init() {}
    var sceneStyle: SceneGraph::ShapeStyle { .foreground }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The SceneGraph style of any style (a style Zoetrope cannot draw paints as the foreground).
func loweredStyle(_ style: some ShapeStyle) -> SceneGraph::ShapeStyle {
    (style as? any StyleLowering)?.sceneStyle ?? .foreground
}

/// A style of unknown type.
public struct AnyShapeStyle: ShapeStyle, StyleLowering {
    let style: SceneGraph::ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { self.style = loweredStyle(style) }
    var sceneStyle: SceneGraph::ShapeStyle { style }
}
