internal import SceneGraph

/// Colours around a centre, clockwise from `startAngle` (0° = 3 o'clock): SwiftUI's
/// `AngularGradient`, also a view that fills its frame.
public struct AngularGradient: ShapeStyle, View {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI treats equal angles as a full turn.
        self.endAngle = startAngle == endAngle ? .radians(startAngle.radians + 2 * .pi) : endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }

    public var body: Never { neverBody("AngularGradient") }
}

extension AngularGradient: StyleLowering, PrimitiveView {
    func sceneStyle(in environment: EnvironmentValues) -> PaintStyle {
        .angularGradient(
            gradient.engine(in: environment), center: center.engine, startAngle: startAngle.engine,
            endAngle: endAngle.engine)
    }

    func lower(in context: LoweringContext) -> Lowered { Lowered(filledFrame(sceneStyle(in: context.environment))) }
}

extension AngularGradient {
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient around `center` from `startAngle` to `endAngle`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of evenly spread `colors`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of `stops`.
    public static func angularGradient(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of `gradient` around `center`, starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A full turn of evenly spread `colors` around `center`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A full turn of `stops` around `center`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}
