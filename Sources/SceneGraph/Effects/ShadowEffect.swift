import Geometry
import Raster

/// `.shadow(color:radius:x:y:)`: a shadow of the content's alpha drawn behind it, σ = radius
/// points, moved by `offset` points.
struct ShadowEffect: DrawingEffect, ResolvedEffect {
    var color: RGBAColor
    var radius: Double
    var offset: Point

    var description: String { ".shadow(color: \(color), radius: \(radius), x: \(offset.x), y: \(offset.y))" }
    var kindName: String { "shadow" }
    var needsLayer: Bool { true }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
        RenderNode.visitColor(&color, RenderNode.ColorFields.color, visit)
        visit(&radius, "radius", .plain)
        visit(&offset.x, "x", .plain)
        visit(&offset.y, "y", .plain)
    }

    func resolved(in frame: Rect) -> RenderEffect { RenderEffect(self) }

    func mirrored(about axis: Double) -> ShadowEffect {
        ShadowEffect(color: color, radius: radius, offset: Point(x: -offset.x, y: offset.y))
    }

    func configure(_ layer: inout Layer, _ context: EffectLayerContext) -> Bool {
        let t = context.transform
        let o = t.apply(offset) - t.apply(.zero)
        layer.filters.append(
            .shadow(
                color: DisplayListBuilder.clampColor(color), sigma: max(0, radius) * t.maximumScale, offset: o))
        return true
    }
}

extension ModifierNode {
    /// Shadow of the content's alpha, σ = radius points, moved by (x, y) points, drawn behind.
    public static func shadow(color: RGBAColor, radius: Double, x: Double, y: Double) -> ModifierNode {
        .effect(AnyDrawingEffect(ShadowEffect(color: color, radius: radius, offset: Point(x: x, y: y))))
    }
}

extension RenderEffect {
    /// Shadow behind the content, σ = radius points, moved by `offset` points.
    public static func shadow(color: RGBAColor, radius: Double, offset: Point) -> RenderEffect {
        RenderEffect(ShadowEffect(color: color, radius: radius, offset: offset))
    }
}
