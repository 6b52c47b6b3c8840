/// The straight segments of two regions' outlines laid in the plane: split where they cross
/// or touch, their ends merged where they meet, coincident pieces made one edge. Every edge
/// knows how much it changes each region's winding number from its one side to the other,
/// which is what the boolean operations classify it by.
///
/// Why a planar arrangement of flattened outlines: straight segments intersect exactly once
/// or overlap, so splitting and classifying stay simple and cannot loop, and with curves
/// flattened finer than a device pixel the result cannot be told from one computed on the
/// curves. Coincident edges (a shape with itself, rectangles sharing a side) become one edge
/// with the sum of their counts, so they are classified once, as a whole.
struct EdgeArrangement {
    /// A directed straight segment of one operand's outline (`operand` 0 or 1).
    struct Segment {
        var start: Point
        var end: Point
        var operand: Int
    }

    /// A piece of the plane's outlines between two vertices.
    struct Edge {
        var from: Int
        var to: Int
        /// For each operand, how many of its segments run from `from` to `to`, less those that
        /// run back: the winding number on the edge's left (see `leftNormal`) minus the one on
        /// its right.
        var count: (Int, Int)
    }

    private(set) var vertices: [Point]
    private(set) var edges: [Edge]
    /// Points closer than this are one vertex.
    let epsilon: Double

    /// Arranges `segments`; segments with a non-finite coordinate are left out.
    init(segments input: [Segment]) {
        let segments = input.filter {
            $0.start.x.isFinite && $0.start.y.isFinite && $0.end.x.isFinite && $0.end.y.isFinite
        }
        var extent = 1.0
        for s in segments {
            extent = max(extent, abs(s.start.x), abs(s.start.y), abs(s.end.x), abs(s.end.y))
        }
        // A billionth of the drawing's extent: far below a pixel, far above rounding errors.
        epsilon = extent * 1e-9
        let splits = Self.splitParameters(segments, epsilon: epsilon)
        var snapper = VertexSnapper(epsilon: epsilon)
        var merged: [Int64: Int] = [:]
        var edges: [Edge] = []
        for (index, s) in segments.enumerated() {
            var ids = [snapper.index(of: s.start)]
            for t in splits[index].sorted() { ids.append(snapper.index(of: s.start.lerp(to: s.end, t))) }
            ids.append(snapper.index(of: s.end))
            for (a, b) in zip(ids, ids.dropFirst()) where a != b {
                let (low, high) = a < b ? (a, b) : (b, a)
                let key = Int64(low) << 32 | Int64(high)
                let direction = a < b ? 1 : -1
                let edgeIndex: Int
                if let existing = merged[key] {
                    edgeIndex = existing
                } else {
                    edgeIndex = edges.count
                    merged[key] = edgeIndex
                    edges.append(Edge(from: low, to: high, count: (0, 0)))
                }
                if s.operand == 0 {
                    edges[edgeIndex].count.0 += direction
                } else {
                    edges[edgeIndex].count.1 += direction
                }
            }
        }
        vertices = snapper.points
        self.edges = edges
    }

    /// For each segment, the parameters (strictly between 0 and 1) where another segment
    /// crosses it, ends on it or starts to overlap it.
    ///
    /// - Complexity: pairs whose horizontal extents overlap are tested (a sweep along x).
    static func splitParameters(_ segments: [Segment], epsilon: Double) -> [[Double]] {
        var splits = [[Double]](repeating: [], count: segments.count)
        let order = segments.indices.sorted {
            min(segments[$0].start.x, segments[$0].end.x) < min(segments[$1].start.x, segments[$1].end.x)
        }
        for (position, i) in order.enumerated() {
            let s = segments[i]
            let maxX = max(s.start.x, s.end.x) + epsilon
            let minY = min(s.start.y, s.end.y) - epsilon
            let maxY = max(s.start.y, s.end.y) + epsilon
            for j in order[(position + 1)...] {
                let t = segments[j]
                if min(t.start.x, t.end.x) > maxX { break }
                if max(t.start.y, t.end.y) < minY || min(t.start.y, t.end.y) > maxY { continue }
                intersect(s, t, epsilon: epsilon) {
                    splits[i].append($0)
                } onSecond: {
                    splits[j].append($0)
                }
            }
        }
        return splits
    }

    /// Reports where `t` meets `s` (as parameters along `s`) and where `s` meets `t`.
    static func intersect(
        _ s: Segment, _ t: Segment, epsilon: Double, onFirst: (Double) -> Void, onSecond: (Double) -> Void
    ) {
        // An end of one lying on the other: a T junction, or where a collinear overlap begins.
        for p in [t.start, t.end] {
            if let u = parameter(of: p, on: s, epsilon: epsilon) { onFirst(u) }
        }
        for p in [s.start, s.end] {
            if let u = parameter(of: p, on: t, epsilon: epsilon) { onSecond(u) }
        }
        // A proper crossing of the two interiors.
        let r = s.end - s.start
        let q = t.end - t.start
        let denominator = r.x * q.y - r.y * q.x
        guard denominator != 0 else { return }
        let w = t.start - s.start
        let u = (w.x * q.y - w.y * q.x) / denominator
        let v = (w.x * r.y - w.y * r.x) / denominator
        guard u > 0, u < 1, v > 0, v < 1 else { return }
        // Nearly parallel segments give imprecise parameters: keep only a point on both.
        let p = s.start.lerp(to: s.end, u)
        guard distance(p, toSegment: t) <= epsilon * 4, distance(p, toSegment: s) <= epsilon * 4 else { return }
        onFirst(u)
        onSecond(v)
    }

    /// The parameter of the point of `s` nearest `p`, when `p` lies within `epsilon` of the
    /// interior of `s` (not at its ends).
    static func parameter(of p: Point, on s: Segment, epsilon: Double) -> Double? {
        let d = s.end - s.start
        let lengthSquared = d.x * d.x + d.y * d.y
        guard lengthSquared > 0 else { return nil }
        let u = ((p.x - s.start.x) * d.x + (p.y - s.start.y) * d.y) / lengthSquared
        guard u > 0, u < 1 else { return nil }
        let nearest = s.start.lerp(to: s.end, u)
        guard nearest.distance(to: p) <= epsilon else { return nil }
        guard nearest.distance(to: s.start) > epsilon, nearest.distance(to: s.end) > epsilon else { return nil }
        return u
    }

    static func distance(_ p: Point, toSegment s: Segment) -> Double {
        let d = s.end - s.start
        let lengthSquared = d.x * d.x + d.y * d.y
        guard lengthSquared > 0 else { return p.distance(to: s.start) }
        let u = max(0, min(1, ((p.x - s.start.x) * d.x + (p.y - s.start.y) * d.y) / lengthSquared))
        return p.distance(to: s.start.lerp(to: s.end, u))
    }
}
