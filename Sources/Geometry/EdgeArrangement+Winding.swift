extension EdgeArrangement {
    /// The winding numbers of both operands on each side of an edge.
    struct Sides {
        /// On the side the edge's `leftNormal` points to.
        var left: (Int, Int)
        var right: (Int, Int)
    }

    /// The winding numbers on both sides of every edge, in `edges`' order.
    ///
    /// Each is counted along a ray from the edge's midpoint towards −x over the other edges,
    /// with the half-open rule (an edge counts when exactly one of its ends is at or above the
    /// ray's y), which puts a vertex on the ray consistently on one side. Without the edge
    /// itself the count is the winding number just towards −x of it, or just below it (+y)
    /// when it is horizontal; the other side differs by the edge's own count.
    ///
    /// - Complexity: O(E · k), k the edges in the midpoint's horizontal band (E bands' worth).
    func sides() -> [Sides] {
        guard !edges.isEmpty else { return [] }
        var minY = Double.infinity
        var maxY = -Double.infinity
        for p in vertices {
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        let bandCount = max(1, Int(Double(edges.count).squareRoot()))
        let bandHeight = max((maxY - minY) / Double(bandCount), .leastNonzeroMagnitude)
        func band(_ y: Double) -> Int {
            let position = (y - minY) / bandHeight
            guard position.isFinite else { return position > 0 ? bandCount - 1 : 0 }
            return Int(max(0, min(Double(bandCount - 1), position)))
        }
        var bands = [[Int]](repeating: [], count: bandCount)
        for (index, edge) in edges.enumerated() {
            let a = vertices[edge.from].y
            let b = vertices[edge.to].y
            guard a != b else { continue }  // horizontal edges never cross a horizontal ray
            for k in band(min(a, b))...band(max(a, b)) { bands[k].append(index) }
        }
        return edges.indices.map { index in
            let edge = edges[index]
            let a = vertices[edge.from]
            let b = vertices[edge.to]
            let m = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            var counted = (0, 0)
            for other in bands[band(m.y)] where other != index {
                let e = edges[other]
                let p = vertices[e.from]
                let q = vertices[e.to]
                guard (p.y <= m.y) != (q.y <= m.y) else { continue }
                let x = p.x + (m.y - p.y) / (q.y - p.y) * (q.x - p.x)
                guard x < m.x else { continue }
                // Running up the page (−y) with the region on its left adds one (see `Edge.count`).
                let sign = q.y < p.y ? 1 : -1
                counted.0 += sign * e.count.0
                counted.1 += sign * e.count.1
            }
            let dy = b.y - a.y
            let dx = b.x - a.x
            // Which side the count is on: −x of the edge, or +y of a horizontal one.
            let countedIsLeft = dy > 0 || (dy == 0 && dx > 0)
            if countedIsLeft {
                return Sides(left: counted, right: (counted.0 - edge.count.0, counted.1 - edge.count.1))
            }
            return Sides(left: (counted.0 + edge.count.0, counted.1 + edge.count.1), right: counted)
        }
    }
}
