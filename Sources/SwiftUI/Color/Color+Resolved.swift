internal import Raster

extension Color {
    /// A colour's components in one environment: SwiftUI's `Color.Resolved`.
    public struct Resolved: Hashable, Sendable {
        /// sRGB components (gamma-encoded) and opacity, 0…1.
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let color = Color(colorSpace, red: Double(red), green: Double(green), blue: Double(blue)).resolved(
                in: .light)
            self.red = Float(color.red)
            self.green = Float(color.green)
            self.blue = Float(color.blue)
            self.opacity = opacity
        }

        /// The components in the linear sRGB space.
        public var linearRed: Float { Self.linear(red) }
        public var linearGreen: Float { Self.linear(green) }
        public var linearBlue: Float { Self.linear(blue) }

        static func linear(_ v: Float) -> Float { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    }

    /// The colour's components in `environment` (its colour scheme).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let color = resolved(in: environment)
        return Resolved(
            red: Float(color.red), green: Float(color.green), blue: Float(color.blue), opacity: Float(color.alpha))
    }

    /// A colour of fixed components.
    public init(_ resolved: Resolved) {
        self.init(
            RGBAColor(
                red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                alpha: Double(resolved.opacity)))
    }
}
