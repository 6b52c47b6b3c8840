import Geometry
import Raster

/// `.brightness`, `.contrast`, `.saturation`, `.grayscale`, `.hueRotation`, `.colorInvert`: a
/// colour matrix applied to the view drawn as a layer; its amount animates.
struct ColorAdjustmentEffect: DrawingEffect, ResolvedEffect {
    var adjustment: ColorAdjustment

    var description: String {
        adjustment.kind == .colorInvert ? ".colorInvert()" : ".\(adjustment.kind.rawValue)(\(adjustment.amount))"
    }
    var kindName: String { adjustment.kindName }
    var needsLayer: Bool { true }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
        // The amount animates (an angle for a hue rotation); an inversion has none.
        if adjustment.kind == .hueRotation {
            visit(&adjustment.amount, "degrees", .radians)
        } else if adjustment.kind != .colorInvert {
            visit(&adjustment.amount, "amount", .plain)
        }
    }

    func resolved(in frame: Rect) -> RenderEffect { RenderEffect(self) }

    func mirrored(about axis: Double) -> ColorAdjustmentEffect { self }

    func configure(_ layer: inout Layer, _ context: EffectLayerContext) -> Bool {
        layer.filters.append(.colorMatrix(adjustment.matrix))
        return true
    }
}

extension ModifierNode {
    /// `.brightness`, `.contrast`, `.saturation`, `.grayscale`, `.hueRotation`, `.colorInvert`.
    public static func colorAdjustment(_ adjustment: ColorAdjustment) -> ModifierNode {
        .effect(AnyDrawingEffect(ColorAdjustmentEffect(adjustment: adjustment)))
    }
}

extension RenderEffect {
    /// A colour adjustment (brightness, contrast, saturation, grayscale, hue rotation,
    /// inversion), drawn as a layer.
    public static func colorAdjustment(_ adjustment: ColorAdjustment) -> RenderEffect {
        RenderEffect(ColorAdjustmentEffect(adjustment: adjustment))
    }
}
