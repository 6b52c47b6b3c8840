import Geometry
import Raster

/// `.blur(radius:)`: a Gaussian blur of the view drawn as a layer, σ = radius points.
struct BlurEffect: DrawingEffect, ResolvedEffect {
    var radius: Double

    var description: String { ".blur(radius: \(radius))" }
    var kindName: String { "blur" }
    var needsLayer: Bool { true }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) { visit(&radius, "radius", .plain) }

    func resolved(in frame: Rect) -> RenderEffect { RenderEffect(self) }

    func mirrored(about axis: Double) -> BlurEffect { self }

    func configure(_ layer: inout Layer, _ context: EffectLayerContext) -> Bool {
        layer.filters.append(.blur(sigma: max(0, radius) * context.transform.maximumScale))
        return true
    }
}

extension ModifierNode {
    /// Gaussian blur, σ = radius points.
    public static func blur(radius: Double) -> ModifierNode { .effect(AnyDrawingEffect(BlurEffect(radius: radius))) }
}

extension RenderEffect {
    /// Gaussian blur, σ = radius points.
    public static func blur(radius: Double) -> RenderEffect { RenderEffect(BlurEffect(radius: radius)) }
}
