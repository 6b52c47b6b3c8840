extension Path {
    /// How many times the path winds around `p` (clockwise on screen counts +1), every subpath
    /// closed as a fill closes it, its curves flattened within `tolerance`.
    public func winding(at p: Point, tolerance: Double) -> Int {
        var w = 0
        for polyline in flattened(tolerance: tolerance) {
            let points = polyline.points
            for i in points.indices {
                let a = points[i]
                let b = points[(i + 1) % points.count]
                guard (a.y <= p.y) != (b.y <= p.y) else { continue }
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > p.x { w += b.y > a.y ? 1 : -1 }
            }
        }
        return w
    }

    /// True when a fill of the path covers `p`: by the even-odd rule when `evenOdd`, else by
    /// the non-zero rule.
    public func contains(_ p: Point, evenOdd: Bool = false, tolerance: Double) -> Bool {
        let w = winding(at: p, tolerance: tolerance)
        return evenOdd ? w & 1 != 0 : w != 0
    }
}
