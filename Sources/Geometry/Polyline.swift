/// A chain of straight segments: the flattened form of one subpath.
public struct Polyline: Hashable, Sendable {
    /// The vertices in drawing order. A closed polyline does not repeat its first point at the end.
    public var points: [Point]
    /// True when a final segment runs from the last point back to the first.
    public var isClosed: Bool

    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}
