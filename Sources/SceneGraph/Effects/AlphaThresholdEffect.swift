import Geometry
import Raster

/// `GraphicsContext.Filter.alphaThreshold(min:max:color:)`: each pixel whose alpha is within
/// `min...max` in `color`, every other pixel transparent (the "gooey" look of blurred shapes
/// thresholded into one).
struct AlphaThresholdEffect: DrawingEffect, ResolvedEffect {
    var min: Double
    var max: Double
    var color: RGBAColor

    var description: String { ".alphaThreshold(min: \(min), max: \(max), color: \(color))" }
    var kindName: String { "alphaThreshold" }
    var needsLayer: Bool { true }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {}

    func resolved(in frame: Rect) -> RenderEffect { RenderEffect(self) }

    func mirrored(about axis: Double) -> AlphaThresholdEffect { self }

    func configure(_ layer: inout Layer, _ context: EffectLayerContext) -> Bool {
        layer.filters.append(.alphaThreshold(min: min, max: max, color: color))
        return true
    }
}

extension ModifierNode {
    /// Pixels with alpha within `min...max` in `color`, the others transparent.
    public static func alphaThreshold(min: Double, max: Double, color: RGBAColor) -> ModifierNode {
        .effect(AnyDrawingEffect(AlphaThresholdEffect(min: min, max: max, color: color)))
    }
}
