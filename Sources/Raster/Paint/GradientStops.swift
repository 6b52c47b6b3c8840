/// Colour stops along 0...1, interpolated in gamma-encoded sRGB between unpremultiplied stops.
public struct GradientStops: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: RGBAColor
        public var location: Double
        public init(color: RGBAColor, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Evenly spaced stops, as SwiftUI's `Gradient(colors:)`.
    public init(colors: [RGBAColor]) {
        let n = colors.count
        self.stops = colors.enumerated().map { i, c in
            Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0)
        }
    }
}
