import Geometry
import Raster

/// A colour as a style (SwiftUI's `Color` used as a `ShapeStyle`).
struct ColorPaint: ShapePaint {
    var color: RGBAColor

    mutating func visitAnimatableValues(_ visit: PaintValueVisitor) {
        RenderNode.visitColor(&color, RenderNode.ColorFields.bare) { value, field, unit in
            visit(&value, AnimatableLabel(.content, "color", field, unit))
        }
    }

    func rasterPaint(in frame: Rect, under t: AffineTransform, images: any ImageProvider) -> Paint {
        .solid(DisplayListBuilder.clampColor(color))
    }
}

extension PaintStyle {
    /// One colour.
    public static func color(_ color: RGBAColor) -> PaintStyle { PaintStyle(ColorPaint(color: color)) }

    /// The colour, when this style is one.
    public var color: RGBAColor? { (base as? ColorPaint)?.color }
}

extension ResolvedPaint {
    /// One colour.
    public static func solid(_ color: RGBAColor) -> ResolvedPaint { ResolvedPaint(ColorPaint(color: color)) }

    /// The colour, when this paint is one.
    public var solidColor: RGBAColor? { (base as? ColorPaint)?.color }
}
