/// The points on one side of a line, the line included: those `p` with
/// (p − `point`) · `normal` ≥ 0.
struct HalfPlane {
    /// A point of the boundary line.
    var point: Point
    /// A vector across the line, pointing into the half-plane (any length but zero).
    var normal: Point

    /// The half-plane bounded by the line through `a` and `b` on the side of `inside`.
    init(through a: Point, _ b: Point, containing inside: Point) {
        let normal = Point(x: a.y - b.y, y: b.x - a.x)
        let side = (inside.x - a.x) * normal.x + (inside.y - a.y) * normal.y
        self.point = a
        self.normal = side >= 0 ? normal : -normal
    }

    /// How far inside `p` lies, in units of `normal`'s length (negative: outside).
    func depth(_ p: Point) -> Double {
        (p.x - point.x) * normal.x + (p.y - point.y) * normal.y
    }

    /// The closed polygon `polygon` cut to the half-plane (Sutherland–Hodgman): its winding
    /// number at every point inside the half-plane is the polygon's, and zero outside.
    ///
    /// Where the polygon leaves and re-enters, the result runs along the boundary line and back
    /// (edges of no area), so that one polygon stays one polygon.
    func clip(_ polygon: [Point]) -> [Point] {
        guard let last = polygon.last else { return [] }
        var result: [Point] = []
        result.reserveCapacity(polygon.count + 4)
        var previous = last
        var previousDepth = depth(last)
        for p in polygon {
            let d = depth(p)
            if (d >= 0) != (previousDepth >= 0) {
                // Computed from the inner end, so that a point on the boundary comes out exact.
                let (inner, outer, innerDepth, outerDepth) =
                    d >= 0 ? (p, previous, d, previousDepth) : (previous, p, previousDepth, d)
                result.append(inner.lerp(to: outer, innerDepth / (innerDepth - outerDepth)))
            }
            if d >= 0 { result.append(p) }
            previous = p
            previousDepth = d
        }
        return result
    }
}
