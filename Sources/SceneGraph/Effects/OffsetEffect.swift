import Geometry
import Raster

/// `.offset(x:y:)`: moves the drawing by (x, y) points; the layout keeps the view where it was.
struct OffsetEffect: DrawingEffect, ResolvedEffect {
    var offset: Point

    var description: String { ".offset(x: \(offset.x), y: \(offset.y))" }
    var kindName: String { "offset" }
    var needsLayer: Bool { false }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
        visit(&offset.x, "x", .plain)
        visit(&offset.y, "y", .plain)
    }

    func resolved(in frame: Rect) -> RenderEffect { RenderEffect(self) }

    func mirrored(about axis: Double) -> OffsetEffect { OffsetEffect(offset: Point(x: -offset.x, y: offset.y)) }

    func fold(into transform: inout AffineTransform, multiply: inout RGBAColor) {
        transform = AffineTransform.translation(x: offset.x, y: offset.y).concatenating(transform)
    }
}

extension ModifierNode {
    /// Moves the drawing, not the layout.
    public static func offset(x: Double, y: Double) -> ModifierNode {
        .effect(AnyDrawingEffect(OffsetEffect(offset: Point(x: x, y: y))))
    }
}

extension RenderEffect {
    /// `.offset`: moves drawing by this many points.
    public static func offset(_ p: Point) -> RenderEffect { RenderEffect(OffsetEffect(offset: p)) }
}
