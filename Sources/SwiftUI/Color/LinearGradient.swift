internal import SceneGraph

/// Colours along a line from `startPoint` to `endPoint` (unit points of the filled frame):
/// SwiftUI's `LinearGradient`, also a view that fills its frame.
public struct LinearGradient: ShapeStyle, View {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var body: Never { neverBody("LinearGradient") }
}

extension LinearGradient: StyleLowering, PrimitiveView {
    func sceneStyle(in environment: EnvironmentValues) -> PaintStyle {
        .linearGradient(gradient.engine(in: environment), startPoint: startPoint.engine, endPoint: endPoint.engine)
    }

    func lower(in context: LoweringContext) -> Lowered { Lowered(filledFrame(sceneStyle(in: context.environment))) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of evenly spread `colors`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `stops`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

/// A rectangle filling its frame with `style`: what colours and gradients are as views.
func filledFrame(_ style: PaintStyle) -> ViewNode {
    .shape(ShapeView(kind: .rectangle, drawing: .fill(style, rule: .nonZero)))
}
