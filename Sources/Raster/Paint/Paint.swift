import Geometry

/// What fills the covered pixels. All geometry is in device pixels, except that of a radial,
/// angular or elliptical gradient with a `transform`: it is given in the gradient's own
/// coordinates, which `transform` maps to device pixels (so a gradient turns, mirrors and
/// stretches with the view that draws it; a circle's radii become an ellipse's under a
/// non-uniform scale).
public enum Paint: Equatable, Sendable {
    case solid(RGBAColor)
    /// Colour varies along the line from `start` (location 0) to `end` (location 1).
    case linearGradient(GradientStops, start: Point, end: Point)
    /// Colour varies with the distance from `center`, from `startRadius` to `endRadius`.
    case radialGradient(
        GradientStops, center: Point, startRadius: Double, endRadius: Double, transform: AffineTransform = .identity)
    /// Conic: colour varies with the angle around `center` (0 = 3 o'clock, clockwise on screen),
    /// location 0 at `startAngle` and 1 at `endAngle`.
    case angularGradient(
        GradientStops, center: Point, startAngle: Angle, endAngle: Angle, transform: AffineTransform = .identity)
    /// Colour varies with the elliptical distance from `center`: location 0 at `startFraction`
    /// and 1 at `endFraction` of the ellipse with radii `radiusX`, `radiusY` (SwiftUI's
    /// EllipticalGradient, whose ellipse fills the shape's bounds). Radii must be positive (a
    /// degenerate ellipse draws nothing).
    case ellipticalGradient(
        GradientStops, center: Point, radiusX: Double, radiusY: Double, startFraction: Double, endFraction: Double,
        transform: AffineTransform = .identity)
    /// A bitmap; `transform` maps image pixel coordinates to device pixels. Sampled bilinearly;
    /// when drawn smaller, from successively halved copies (trilinear mipmapping, built once per
    /// image and kept with it), so fine detail averages out instead of aliasing. Outside the
    /// image its edge pixels continue, or, when `tiled`, the image repeats in both directions
    /// (SwiftUI's `ImagePaint`). With `sampling` `.nearest`, each device pixel takes the image
    /// pixel under its centre instead (`.interpolation(.none)`).
    case image(PixelBuffer, transform: AffineTransform, tiled: Bool = false, sampling: ImageSampling = .smooth)
    /// A mesh of bicubic patches with a colour at each vertex (``MeshGradient``, shaded by
    /// `MeshSampler`).
    case meshGradient(MeshGradient)
}
