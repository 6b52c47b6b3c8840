import Foundation

/// A `CAGradientLayer`'s gradient, filling the layer's bounds. Core Animation's geometry: an
/// axial gradient runs from `startPoint` to `endPoint` and keeps its end colours beyond them; a
/// radial one is centred on `startPoint`, its ellipse's radii the distances to `endPoint` on
/// each axis, its last colour outside; a conic one turns clockwise round `startPoint`, starting
/// towards `endPoint`.
struct GradientLayerContent: TabledLayerContent {
    var colors: [CGColor]
    var locations: [Double]?
    var startPoint: CGPoint
    var endPoint: CGPoint
    var type: CAGradientLayerType

    init(_ layer: CAGradientLayer) {
        colors = (layer.colors ?? []).compactMap { CGColor.read($0) }
        locations = layer.locations.map { $0.map(\.doubleValue) }
        startPoint = layer.startPoint
        endPoint = layer.endPoint
        type = layer.type
    }

    /// The gradient's stops: the colours at their locations, or spread evenly.
    var gradient: Gradient {
        let spread = colors.indices.map { colors.count > 1 ? Double($0) / Double(colors.count - 1) : 0 }
        let at = locations.flatMap { $0.count == colors.count ? $0 : nil } ?? spread
        return Gradient(stops: zip(colors, at).map { Gradient.Stop(color: Color(cgColor: $0), location: $1) })
    }

    func body(size: CGSize) -> AnyView {
        guard let last = colors.last else { return AnyView(EmptyView()) }
        let start = UnitPoint(x: startPoint.x, y: startPoint.y)
        let fill: AnyView
        if type == .radial {
            let radii = CGSize(
                width: abs(endPoint.x - startPoint.x) * size.width, height: abs(endPoint.y - startPoint.y) * size.height
            )
            fill = AnyView(
                ZStack(alignment: .topLeading) {
                    Color(cgColor: last)
                    EllipticalGradient(
                        gradient: gradient, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5
                    )
                    .frame(width: 2 * radii.width, height: 2 * radii.height)
                    .offset(
                        x: startPoint.x * size.width - radii.width, y: startPoint.y * size.height - radii.height)
                })
        } else if type == .conic {
            let angle = atan2(
                Double((endPoint.y - startPoint.y) * size.height), Double((endPoint.x - startPoint.x) * size.width))
            fill = AnyView(Rectangle().fill(AngularGradient(gradient: gradient, center: start, angle: .radians(angle))))
        } else {
            fill = AnyView(
                Rectangle().fill(
                    LinearGradient(
                        gradient: gradient, startPoint: start, endPoint: UnitPoint(x: endPoint.x, y: endPoint.y))))
        }
        return AnyView(fill.frame(width: size.width, height: size.height, alignment: .topLeading).clipped())
    }

    /// The gradient layer's animatable properties, by key path.
    static let properties: [String: LayerContentProperty<GradientLayerContent>] = [
        "colors": LayerContentProperty(\.colors),
        "locations": LayerContentProperty(\.locationsOrSpread),
        "startPoint": LayerContentProperty(\.startPoint),
        "endPoint": LayerContentProperty(\.endPoint),
    ]

    /// The locations, spread evenly when none are set (what an animation of them starts from).
    var locationsOrSpread: [Double] {
        get { locations ?? colors.indices.map { colors.count > 1 ? Double($0) / Double(colors.count - 1) : 0 } }
        set { locations = newValue }
    }
}
