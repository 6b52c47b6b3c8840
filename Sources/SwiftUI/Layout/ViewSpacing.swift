/// The spacing a view asks for around its edges, as a `Layout`'s subviews report it.
///
/// Zoetrope's stacks put 8 points between views (none next to a `Spacer`): a view's preferred
/// spacing is that on every edge, and `distance(to:along:)` gives it. SwiftUI's spacing that
/// depends on the views' kinds (text next to text) is not modelled yet.
public struct ViewSpacing: Sendable {
    /// The spacing on each edge (top, leading, bottom, trailing).
    var edges: [Edge: CGFloat]

    /// No spacing on any edge.
    public static let zero = ViewSpacing(edges: [.top: 0, .leading: 0, .bottom: 0, .trailing: 0])

    /// The default spacing on every edge.
    public init() { edges = [.top: 8, .leading: 8, .bottom: 8, .trailing: 8] }

    init(edges: [Edge: CGFloat]) { self.edges = edges }

    /// Takes, on `edges`, the larger of this spacing and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self.edges[edge] = max(self.edges[edge] ?? 0, other.edges[edge] ?? 0)
        }
    }

    /// This spacing with `other`'s taken on `edges` where it is larger.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance between this view and `next`, which follows it along `axis`: the larger
    /// of the two spacings that face each other.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: max(edges[.trailing] ?? 0, next.edges[.leading] ?? 0)
        case .vertical: max(edges[.bottom] ?? 0, next.edges[.top] ?? 0)
        }
    }
}
