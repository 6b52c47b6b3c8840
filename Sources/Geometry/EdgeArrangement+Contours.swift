import Foundation

extension EdgeArrangement {
    /// The closed outline of the region `operation` makes of the operands (their winding numbers
    /// read by the even-odd rule when `evenOdd`, else non-zero): the edges with the result on
    /// one side only, each run with the result on its left (clockwise on screen for an outer
    /// contour), linked into contours.
    func boundary(_ operation: PathOperation, evenOdd: Bool) -> Path {
        func inside(_ w: Int) -> Bool { evenOdd ? w & 1 != 0 : w != 0 }
        var kept: [(from: Int, to: Int)] = []
        for (edge, side) in zip(edges, sides()) {
            let left = operation.keeps(inside(side.left.0), inside(side.left.1))
            let right = operation.keeps(inside(side.right.0), inside(side.right.1))
            if left && !right { kept.append((edge.from, edge.to)) }
            if right && !left { kept.append((edge.to, edge.from)) }
        }
        return linked(kept)
    }

    /// Directed edges linked end to start into contours. Where several leave one vertex (two
    /// parts touching at a point) the contour turns the sharpest way towards its inside, so each
    /// part keeps a contour of its own.
    func linked(_ kept: [(from: Int, to: Int)]) -> Path {
        var leaving = [Int: [Int]]()
        for (index, edge) in kept.enumerated() { leaving[edge.from, default: []].append(index) }
        var used = [Bool](repeating: false, count: kept.count)
        var path = Path()
        for first in kept.indices where !used[first] {
            var contour = [vertices[kept[first].from]]
            var current = first
            while true {
                used[current] = true
                let edge = kept[current]
                let arrival = vertices[edge.to]
                guard let candidates = leaving[edge.to]?.filter({ !used[$0] }), !candidates.isEmpty else { break }
                let back = vertices[edge.from] - arrival
                let backAngle = atan2(back.y, back.x)
                // The first edge clockwise (in x-right, y-up terms) from the way back.
                current = candidates.min { a, b in
                    turn(from: backAngle, to: kept[a].to, at: arrival)
                        < turn(from: backAngle, to: kept[b].to, at: arrival)
                }!
                contour.append(arrival)
            }
            let closes = kept[current].to == kept[first].from
            if !closes { contour.append(vertices[kept[current].to]) }
            let points = Self.withoutStraightVertices(contour, closed: closes, epsilon: epsilon)
            guard points.count >= 2 else { continue }
            path.addLines(points)
            if closes { path.closeSubpath() }
        }
        return path
    }

    /// The clockwise angle, in (0, 2π], from `angle` to the direction from `origin` to vertex `to`.
    private func turn(from angle: Double, to vertex: Int, at origin: Point) -> Double {
        let d = vertices[vertex] - origin
        var a = angle - atan2(d.y, d.x)
        while a <= 0 { a += 2 * Double.pi }
        while a > 2 * Double.pi { a -= 2 * Double.pi }
        return a
    }

    /// The points without those that lie on the line through their neighbours (left there by
    /// splitting a segment), so a stroke of the result has no joins the operands did not have.
    static func withoutStraightVertices(_ points: [Point], closed: Bool, epsilon: Double) -> [Point] {
        guard points.count > 2 else { return points }
        var result: [Point] = []
        let count = points.count
        for i in 0..<count {
            let isEnd = !closed && (i == 0 || i == count - 1)
            if !isEnd {
                let previous = result.last ?? points[(i + count - 1) % count]
                let next = points[(i + 1) % count]
                let a = points[i] - previous
                let b = next - points[i]
                let chord = next - previous
                let cross = a.x * chord.y - a.y * chord.x
                let dot = a.x * b.x + a.y * b.y
                if dot > 0, abs(cross) <= epsilon * chord.length { continue }
            }
            result.append(points[i])
        }
        return result
    }
}
