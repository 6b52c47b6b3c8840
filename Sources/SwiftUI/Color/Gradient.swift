internal import Raster
internal import SceneGraph

/// Colours at locations from 0 to 1: SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
    }

    /// The gradient with its colours resolved in `environment`.
    func engine(in environment: EnvironmentValues) -> GradientStops {
        GradientStops(
            stops: stops.map {
                GradientStops.Stop(color: $0.color.resolved(in: environment), location: Double($0.location))
            })
    }
}

/// A gradient of any kind: SwiftUI's `AnyGradient`. As a style it paints a vertical linear
/// gradient, top to bottom, as SwiftUI does.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, StyleLowering {
    var gradient: Gradient

    public init(_ gradient: Gradient) { self.gradient = gradient }

    func sceneStyle(in environment: EnvironmentValues) -> PaintStyle {
        .linearGradient(
            gradient.engine(in: environment), startPoint: UnitPoint.top.engine, endPoint: UnitPoint.bottom.engine)
    }
}
