internal import SceneGraph

/// Colours in circles around `center`, from `startRadius` to `endRadius` points: SwiftUI's
/// `RadialGradient`, also a view that fills its frame.
public struct RadialGradient: ShapeStyle, View {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var body: Never { neverBody("RadialGradient") }
}

extension RadialGradient: StyleLowering, PrimitiveView {
    func sceneStyle(in environment: EnvironmentValues) -> PaintStyle {
        .radialGradient(
            gradient.engine(in: environment), center: center.engine, startRadius: Double(startRadius),
            endRadius: Double(endRadius))
    }

    func lower(in context: LoweringContext) -> Lowered { Lowered(filledFrame(sceneStyle(in: context.environment))) }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient around `center`.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of evenly spread `colors`.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `stops`.
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
