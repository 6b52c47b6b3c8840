import Geometry
import Raster

/// A SwiftUI material as a style (`.ultraThinMaterial` …, `.bar`), resolved for a colour
/// scheme: what lies behind the filled shape, blurred, saturated and tinted (drawn by Raster's
/// ``Raster/Backdrop``).
public struct MaterialStyle: ShapePaint {
    /// The blur's standard deviation, in points.
    public var blurRadius: Double
    /// The saturation of what is seen through it (1 keeps it).
    public var saturation: Double
    /// Drawn over the blurred backdrop (premultiplied source-over).
    public var tint: RGBAColor
    /// What text painted with the material shows (iOS draws it with vibrancy, which Zoetrope
    /// approximates with this colour).
    public var foreground: RGBAColor

    public init(blurRadius: Double, saturation: Double, tint: RGBAColor, foreground: RGBAColor) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tint = tint
        self.foreground = foreground
    }

    /// A material's numbers change only with the colour scheme, which iOS switches at once.
    mutating func visitAnimatableValues(_ visit: PaintValueVisitor) {}

    /// Text in a material is drawn with vibrancy on iOS: here in the material's stand-in colour.
    /// (A shape filled with it draws a backdrop instead: ``ResolvedPaint/material``.)
    func rasterPaint(in frame: Rect, under t: AffineTransform, images: any ImageProvider) -> Paint {
        .solid(DisplayListBuilder.clampColor(foreground))
    }

    /// The backdrop that fills `path` (device pixels) drawn at `scale` device pixels per point.
    func backdrop(path: Path, rule: WindingRule, scale: Double, multiply: RGBAColor) -> Backdrop {
        Backdrop(
            path: path, rule: rule, sigma: blurRadius * scale, saturation: saturation, tint: tint, multiply: multiply)
    }
}

extension PaintStyle {
    /// A material.
    public static func material(_ material: MaterialStyle) -> PaintStyle { PaintStyle(material) }
}

extension ResolvedPaint {
    /// The material, when this paint is one: a shape filled with it draws what lies behind.
    var material: MaterialStyle? { base as? MaterialStyle }
}
