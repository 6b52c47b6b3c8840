import Geometry

/// What fills the covered pixels. All geometry is in device pixels.
public enum Paint: Equatable, Sendable {
    case solid(Color)
    /// Colour varies along the line from `start` (location 0) to `end` (location 1).
    case linearGradient(Gradient, start: Point, end: Point)
    /// Colour varies with the distance from `center`, from `startRadius` to `endRadius`.
    case radialGradient(Gradient, center: Point, startRadius: Double, endRadius: Double)
    /// Conic: colour varies with the angle around `center` (0 = 3 o'clock, clockwise on screen),
    /// location 0 at `startAngle` and 1 at `endAngle`.
    case angularGradient(Gradient, center: Point, startAngle: Angle, endAngle: Angle)
    /// A bitmap; `transform` maps image pixel coordinates to device pixels. Sampled bilinearly.
    case image(PixelBuffer, transform: AffineTransform)
}
