import Geometry

/// A path flattened into edges and clipped to a pixel rectangle, with the pixel region it can
/// touch.
struct EdgeList {
    /// The half-open pixel region (the path's bounds within the clip rectangle).
    var minX = 0
    var minY = 0
    var maxX = 0
    var maxY = 0
    var edges: [Edge] = []

    var width: Int { maxX - minX }
    var isEmpty: Bool { edges.isEmpty || maxX <= minX || maxY <= minY }

    /// The edges of `path` inside `clip` (device pixels). Curves are flattened to within
    /// `tolerance` pixels. Every subpath is treated as closed; subpaths with non-finite
    /// coordinates are ignored.
    init(path: Path, clip: PixelRect, tolerance: Double) {
        let polylines = path.flattened(tolerance: tolerance).filter { polyline in
            polyline.points.count > 1 && polyline.points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
        }
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        for polyline in polylines {
            for p in polyline.points {
                x0 = Swift.min(x0, p.x)
                y0 = Swift.min(y0, p.y)
                x1 = Swift.max(x1, p.x)
                y1 = Swift.max(y1, p.y)
            }
        }
        guard x0 < x1, y0 < y1 else { return }
        let left = Swift.max(Double(clip.minX), Swift.min(Double(clip.maxX), x0.rounded(.down)))
        let right = Swift.max(Double(clip.minX), Swift.min(Double(clip.maxX), x1.rounded(.up)))
        let top = Swift.max(Double(clip.minY), Swift.min(Double(clip.maxY), y0.rounded(.down)))
        let bottom = Swift.max(Double(clip.minY), Swift.min(Double(clip.maxY), y1.rounded(.up)))
        guard left < right, top < bottom else { return }
        minX = Int(left)
        maxX = Int(right)
        minY = Int(top)
        maxY = Int(bottom)

        for polyline in polylines {
            let points = polyline.points
            for i in 0..<points.count {
                let p = points[i]
                let q = points[(i + 1) % points.count]
                addClipped((p.x - left, p.y), (q.x - left, q.y), width: right - left, top: top, bottom: bottom)
            }
        }
    }

    /// Adds the part of a line inside the region. Parts left of the region become vertical
    /// lines on its left edge (they still cover everything to their right); parts to the right,
    /// above or below contribute nothing to the region's pixels and are dropped.
    private mutating func addClipped(
        _ p: (x: Double, y: Double), _ q: (x: Double, y: Double), width: Double, top: Double, bottom: Double
    ) {
        guard p.y != q.y else { return }
        if Swift.min(p.x, q.x) >= 0, Swift.max(p.x, q.x) <= width, Swift.min(p.y, q.y) >= top,
            Swift.max(p.y, q.y) <= bottom
        {
            edges.append(Edge(from: p, to: q))
            return
        }
        // Parameters where the line crosses the region's boundaries, in order.
        var cuts: [Double] = [0, 1]
        let dx = q.x - p.x
        let dy = q.y - p.y
        for (value, delta, origin) in [(0.0, dx, p.x), (width, dx, p.x), (top, dy, p.y), (bottom, dy, p.y)]
        where delta != 0 {
            let t = (value - origin) / delta
            if t > 0 && t < 1 { cuts.append(t) }
        }
        cuts.sort()
        for k in 0..<(cuts.count - 1) {
            let ta = cuts[k]
            let tb = cuts[k + 1]
            guard tb > ta else { continue }
            let mid = (ta + tb) / 2
            let my = p.y + dy * mid
            guard my > top, my < bottom else { continue }
            let mx = p.x + dx * mid
            guard mx < width else { continue }
            var a = (x: p.x + dx * ta, y: p.y + dy * ta)
            var b = (x: p.x + dx * tb, y: p.y + dy * tb)
            if ta == 0 { a = p }
            if tb == 1 { b = q }
            a.y = Swift.max(top, Swift.min(bottom, a.y))
            b.y = Swift.max(top, Swift.min(bottom, b.y))
            if mx <= 0 {
                a.x = 0
                b.x = 0
            } else {
                a.x = Swift.max(0, Swift.min(width, a.x))
                b.x = Swift.max(0, Swift.min(width, b.x))
            }
            guard a.y != b.y else { continue }
            edges.append(Edge(from: a, to: b))
        }
    }
}
