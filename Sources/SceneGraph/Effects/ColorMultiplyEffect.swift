import Geometry
import Raster

/// `.colorMultiply(_:)`: multiplies every drawn pixel by the colour.
struct ColorMultiplyEffect: DrawingEffect, ResolvedEffect {
    var color: RGBAColor

    var description: String { ".colorMultiply(\(color))" }
    var kindName: String { "multiply" }
    var needsLayer: Bool { false }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
        RenderNode.visitColor(&color, RenderNode.ColorFields.bare, visit)
    }

    func resolved(in frame: Rect) -> RenderEffect { RenderEffect(self) }

    func mirrored(about axis: Double) -> ColorMultiplyEffect { self }

    func fold(into transform: inout AffineTransform, multiply m: inout RGBAColor) {
        let clamp = DisplayListBuilder.clamp
        m = RGBAColor(
            red: m.red * clamp(color.red), green: m.green * clamp(color.green), blue: m.blue * clamp(color.blue),
            alpha: m.alpha * clamp(color.alpha))
    }
}

extension ModifierNode {
    /// Multiplies every drawn pixel by the colour.
    public static func colorMultiply(_ color: RGBAColor) -> ModifierNode {
        .effect(AnyDrawingEffect(ColorMultiplyEffect(color: color)))
    }
}

extension RenderEffect {
    /// `.colorMultiply`: every pixel × this colour.
    public static func multiply(_ color: RGBAColor) -> RenderEffect { RenderEffect(ColorMultiplyEffect(color: color)) }
}
