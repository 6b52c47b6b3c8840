/// A flattened subpath that remembers which vertices were corners of the original path
/// (element boundaries) and which lie inside a curve; the stroker joins the two differently.
struct FlatSubpath {
    var points: [Point]
    /// `isCorner[i]` is true when `points[i]` is where two path elements meet (or an end).
    var isCorner: [Bool]
    var isClosed: Bool

    var polyline: Polyline { Polyline(points: points, isClosed: isClosed) }

    /// True when every coordinate is a finite number.
    var isFinite: Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }

    /// The subpath without vertices closer than `epsilon` to the previous one (and, when
    /// closed, without a last vertex that repeats the first). Merged vertices keep the corner
    /// flag of either.
    func deduplicated(epsilon: Double) -> FlatSubpath {
        var kept: [Point] = []
        var corners: [Bool] = []
        kept.reserveCapacity(points.count)
        corners.reserveCapacity(points.count)
        for (p, corner) in zip(points, isCorner) {
            if let last = kept.last, last.distance(to: p) <= epsilon {
                corners[corners.count - 1] = corners[corners.count - 1] || corner
                continue
            }
            kept.append(p)
            corners.append(corner)
        }
        if isClosed, kept.count > 1, let first = kept.first, let last = kept.last, first.distance(to: last) <= epsilon {
            kept.removeLast()
            corners[0] = corners[0] || corners.removeLast()
        }
        return FlatSubpath(points: kept, isCorner: corners, isClosed: isClosed)
    }
}
