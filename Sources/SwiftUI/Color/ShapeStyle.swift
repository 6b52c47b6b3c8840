internal import SceneGraph

/// A way to paint a shape or text: a colour, a gradient, the foreground style.
public protocol ShapeStyle {}

/// What a built-in style paints with, in SceneGraph's terms, resolved where it is drawn.
protocol StyleLowering {
    func sceneStyle(in environment: EnvironmentValues) -> PaintStyle
}

/// The style of the environment's foreground (`.foregroundColor`, `.foregroundStyle`).
public struct ForegroundStyle: ShapeStyle, StyleLowering {
    public init() {}
    func sceneStyle(in environment: EnvironmentValues) -> PaintStyle { .foreground }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The SceneGraph style of any style, resolved in `environment` (a style Zoetrope cannot draw
/// paints as the foreground).
func loweredStyle(_ style: some ShapeStyle, in environment: EnvironmentValues) -> PaintStyle {
    (style as? any StyleLowering)?.sceneStyle(in: environment) ?? .foreground
}

/// A style of unknown type.
public struct AnyShapeStyle: ShapeStyle, StyleLowering {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
    func sceneStyle(in environment: EnvironmentValues) -> PaintStyle { loweredStyle(base, in: environment) }
}

/// A style that paints one colour (a `Color`, a level of the foreground's hierarchy).
protocol SingleColorStyle {
    var color: Color { get }
}

/// The one colour `style` paints, if it paints one.
func singleColor(of style: some ShapeStyle) -> Color? {
    let base = (style as? AnyShapeStyle)?.base ?? style
    return (base as? any SingleColorStyle)?.color
}
