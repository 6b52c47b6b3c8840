internal import SceneGraph

/// Colours in ellipses that fit the filled frame, from `startRadiusFraction` to
/// `endRadiusFraction` of it: SwiftUI's `EllipticalGradient`, also a view that fills its frame.
public struct EllipticalGradient: ShapeStyle, View {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public var body: Never { neverBody("EllipticalGradient") }
}

extension EllipticalGradient: StyleLowering, PrimitiveView {
    func sceneStyle(in environment: EnvironmentValues) -> PaintStyle {
        .ellipticalGradient(
            gradient.engine(in: environment), center: center.engine, startRadiusFraction: Double(startRadiusFraction),
            endRadiusFraction: Double(endRadiusFraction))
    }

    func lower(in context: LoweringContext) -> Lowered { Lowered(filledFrame(sceneStyle(in: context.environment))) }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient fitting the filled frame.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of evenly spread `colors`.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `stops`.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            stops: stops, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}
