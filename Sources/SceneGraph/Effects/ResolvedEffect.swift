import Geometry
import Raster

/// A drawing effect resolved in its view's frame (anchors, origins and clips in canvas points):
/// what a render node carries, blends between snapshots, mirrors and draws. Each effect is one
/// type in `Effects/` (often the ``DrawingEffect`` itself, where nothing depends on the frame).
protocol ResolvedEffect: Equatable, Sendable {
    /// The effect's name in property listings ("offset", "multiply"); its numbers are named
    /// `name.field`.
    var kindName: String { get }

    /// Visits every animatable number in a fixed order, with its field name and unit: what
    /// blends between snapshots. Called for every frame, so it builds no strings.
    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor)

    /// The effect of a node mirrored about the vertical line x = `axis` (canvas points), as a
    /// right-to-left layout places what was laid out left to right.
    func mirrored(about axis: Double) -> Self

    /// Whether the content is drawn offscreen first (``configure(_:_:)``); otherwise the effect
    /// passes down to the leaves (``fold(into:multiply:)``).
    var needsLayer: Bool { get }

    /// For an effect drawn without a layer: its change to the transform (node points → device
    /// pixels) and the colour multiply passed down to what it draws.
    func fold(into transform: inout AffineTransform, multiply: inout RGBAColor)

    /// For an effect drawn as a layer: sets the layer's filters, clip, mask, blend mode or
    /// projection; false when nothing is drawn.
    func configure(_ layer: inout Layer, _ context: EffectLayerContext) -> Bool

    /// Calls `body` on the render trees the effect holds (a mask's).
    func forEachNode(_ body: (RenderNode) -> Void)

    /// The effect with `transform` applied to the render trees it holds.
    func mapNodes(_ transform: (RenderNode) -> RenderNode) -> Self
}

extension ResolvedEffect {
    func fold(into transform: inout AffineTransform, multiply: inout RGBAColor) {}
    func configure(_ layer: inout Layer, _ context: EffectLayerContext) -> Bool { true }
    func forEachNode(_ body: (RenderNode) -> Void) {}
    func mapNodes(_ transform: (RenderNode) -> RenderNode) -> Self { self }

    fileprivate func isEqual(to other: any ResolvedEffect) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// What a layer effect is drawn with: the builder (to draw a mask's tree) and the transform
/// from the node's points to device pixels.
struct EffectLayerContext {
    var builder: DisplayListBuilder
    var transform: AffineTransform
}

/// One drawing effect (a modifier that changes how a subtree is drawn, not its layout), of any
/// kind, resolved in its view's frame.
public struct RenderEffect: Equatable, Sendable, CustomStringConvertible {
    var base: any ResolvedEffect

    init(_ base: any ResolvedEffect) { self.base = base }

    public static func == (a: RenderEffect, b: RenderEffect) -> Bool { a.base.isEqual(to: b.base) }

    public var description: String { String(describing: base) }

    /// The effect's name in property listings ("offset", "multiply").
    var kindName: String { base.kindName }

    /// Whether the effect needs the content drawn offscreen first.
    var needsLayer: Bool { base.needsLayer }

    /// The effect of a node mirrored about x = `axis` (see `RenderNode.mirrored(about:)`).
    func mirrored(about axis: Double) -> RenderEffect { RenderEffect(base.mirrored(about: axis)) }

    /// The effect with `transform` applied to the render trees it holds.
    func mapNodes(_ transform: (RenderNode) -> RenderNode) -> RenderEffect {
        RenderEffect(base.mapNodes(transform))
    }

    /// The effect as `E`, if it is one.
    func `as`<E: ResolvedEffect>(_ type: E.Type) -> E? { base as? E }
}
