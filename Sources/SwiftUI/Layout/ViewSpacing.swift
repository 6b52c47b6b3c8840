internal import SceneGraph

/// The spacing a view asks for around its edges, as a `Layout`'s subviews report it.
///
/// As SwiftUI's, it depends on the views' kinds: a text asks for room from its font above and
/// below it, two texts stack as the lines of a paragraph, a symbol meets a text at zero, a
/// `Spacer` asks for nothing, and two plain views are 8 points apart (SceneGraph's
/// `EdgeSpacing` has the rule). `distance(to:along:)` gives the distance between two views.
public struct ViewSpacing: Sendable {
    /// The engine's spacing.
    var engine: EdgeSpacing

    /// No spacing on any edge.
    public static let zero = ViewSpacing(engine: .zero)

    /// A plain view's spacing (8 points from another plain view).
    public init() { engine = .standard }

    init(engine: EdgeSpacing) { self.engine = engine }

    /// Takes, on `edges`, the larger of this spacing and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        engine = engine.union(other.engine, edges: edges.safeAreaEdges)
    }

    /// This spacing with `other`'s taken on `edges` where it is larger.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        engine.distance(to: next.engine, horizontal: axis == .horizontal) ?? EdgeSpacing.defaultDistance
    }
}
