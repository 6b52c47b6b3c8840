import Foundation

/// Builds stroke outlines from flattened, de-duplicated subpaths.
///
/// An open subpath becomes one contour: the offset on the normal's side ("left") forward, the
/// end cap, the opposite offset ("right") backward and the start cap. A closed one becomes two contours of opposite direction (outer
/// and inner offset). Seen as a sum of oriented pieces — one quad per segment, one wedge per
/// outer join, the caps — every piece winds the same way, so the non-zero rule fills exactly
/// their union. Where it is safe, the inner side of a join is cut at the intersection of the
/// two offset lines, so in the common case the contours do not overlap themselves and
/// anti-aliased edges are exact; where it is not (short segments, sharp turns), the inner side
/// runs through the vertex, which keeps the union correct.
struct Stroker {
    let halfWidth: Double
    let cap: StrokeStyle.LineCap
    let join: StrokeStyle.LineJoin
    let miterLimit: Double
    /// Largest allowed distance between round joins/caps and their polygons.
    let tolerance: Double
    private(set) var outline = Path()

    init(style: StrokeStyle, tolerance: Double) {
        halfWidth = style.lineWidth / 2
        cap = style.lineCap
        join = style.lineJoin
        miterLimit = style.miterLimit
        self.tolerance = tolerance
    }

    /// Adds the outline of one subpath. `dotDirection` orients the square drawn for a
    /// zero-length open subpath with square caps (the x axis when nil).
    mutating func stroke(_ subpath: FlatSubpath, dotDirection: Point? = nil) {
        let points = subpath.points
        if points.count == 1, !subpath.isClosed {
            addDot(at: points[0], direction: dotDirection)
            return
        }
        guard points.count >= 2 else { return }
        let segmentCount = subpath.isClosed ? points.count : points.count - 1
        var directions: [Point] = []
        var lengths: [Double] = []
        directions.reserveCapacity(segmentCount)
        lengths.reserveCapacity(segmentCount)
        for i in 0..<segmentCount {
            let delta = points[(i + 1) % points.count] - points[i]
            let length = delta.length
            directions.append(delta * (1 / length))
            lengths.append(length)
        }

        var left: [Point] = []
        var right: [Point] = []
        left.reserveCapacity(points.count * 2)
        right.reserveCapacity(points.count * 2)
        let hw = halfWidth

        if subpath.isClosed {
            for j in 0..<points.count {
                let before = (j + segmentCount - 1) % segmentCount
                addJoin(
                    at: points[j], directions[before], lengths[before], directions[j], lengths[j],
                    isCorner: subpath.isCorner[j], left: &left, right: &right)
            }
            addContour(left)
            addContour(right.reversed())
            return
        }

        let first = directions[0]
        let last = directions[segmentCount - 1]
        left.append(points[0] + normal(first) * hw)
        right.append(points[0] - normal(first) * hw)
        for j in 1..<(points.count - 1) {
            addJoin(
                at: points[j], directions[j - 1], lengths[j - 1], directions[j], lengths[j],
                isCorner: subpath.isCorner[j], left: &left, right: &right)
        }
        let end = points[points.count - 1]
        left.append(end + normal(last) * hw)
        right.append(end - normal(last) * hw)

        var contour = left
        contour.append(contentsOf: capPoints(at: end, outward: last))
        contour.append(contentsOf: right.reversed())
        contour.append(contentsOf: capPoints(at: points[0], outward: -first))
        addContour(contour)
    }

    // MARK: Joins

    /// Appends the offset points around vertex `p` between a segment of direction `d0` and
    /// length `l0` and the next of direction `d1` and length `l1`.
    private func addJoin(
        at p: Point, _ d0: Point, _ l0: Double, _ d1: Point, _ l1: Double, isCorner: Bool,
        left: inout [Point], right: inout [Point]
    ) {
        let n0 = normal(d0)
        let n1 = normal(d1)
        let turn = atan2(d0.x * d1.y - d0.y * d1.x, d0.x * d1.x + d0.y * d1.y)
        if turn == 0 {
            left.append(p + n0 * halfWidth)
            right.append(p - n0 * halfWidth)
        } else if turn > 0 {
            // Turning towards the normal: the left side is the inside of the bend.
            addInnerJoin(at: p, n0, n1, turn: turn, l0, l1, into: &left)
            addOuterJoin(at: p, -n0, -n1, turn: turn, isCorner: isCorner, into: &right)
        } else {
            addOuterJoin(at: p, n0, n1, turn: turn, isCorner: isCorner, into: &left)
            addInnerJoin(at: p, -n0, -n1, turn: turn, l0, l1, into: &right)
        }
    }

    /// The outside of a bend: `m0`/`m1` are the outward normals before and after, which are
    /// `turn` radians apart. Vertices inside a flattened curve always get a round join, which
    /// keeps the offset within tolerance of the curve's true offset.
    private func addOuterJoin(
        at p: Point, _ m0: Point, _ m1: Point, turn: Double, isCorner: Bool, into side: inout [Point]
    ) {
        let start = p + m0 * halfWidth
        let end = p + m1 * halfWidth
        side.append(start)
        switch isCorner ? join : .round {
        case .bevel:
            break
        case .miter:
            // Miter length / line width = 1 / sin(φ/2) with φ the angle between the segments,
            // i.e. 1 / cos(turn/2); past the limit the join falls back to a bevel.
            let c = cos(abs(turn) / 2)
            if c > 0, 1 / c <= miterLimit {
                side.append(p + normalized(m0 + m1) * (halfWidth / c))
            }
        case .round:
            side.append(contentsOf: arcPoints(center: p, startAngle: atan2(m0.y, m0.x), sweep: turn))
        }
        side.append(end)
    }

    /// The inside of a bend: `m0`/`m1` are the inward normals before and after.
    private func addInnerJoin(
        at p: Point, _ m0: Point, _ m1: Point, turn: Double, _ l0: Double, _ l1: Double,
        into side: inout [Point]
    ) {
        let a = abs(turn)
        // The offset lines meet at x. Cutting there removes exactly the overlap of the two
        // segment quads when both quads contain the whole kite (p, start, x, end), which holds
        // when each segment is at least hw·max(sin a, tan(a/2)) long.
        if a < .pi - 1e-6 {
            let need = halfWidth * Swift.max(sin(a), tan(a / 2))
            if need <= Swift.min(l0, l1) {
                side.append(p + normalized(m0 + m1) * (halfWidth / cos(a / 2)))
                return
            }
        }
        side.append(p + m0 * halfWidth)
        side.append(p)
        side.append(p + m1 * halfWidth)
    }

    // MARK: Caps and dots

    /// The points of a cap strictly between the left and right offset points at `center`,
    /// where `outward` points away from the stroke.
    private func capPoints(at center: Point, outward d: Point) -> [Point] {
        let m = normal(d)
        switch cap {
        case .butt:
            return []
        case .square:
            let ahead = d * halfWidth
            return [center + m * halfWidth + ahead, center - m * halfWidth + ahead]
        case .round:
            return arcPoints(center: center, startAngle: atan2(m.y, m.x), sweep: -.pi)
        }
    }

    /// A zero-length stroke: a disc for round caps, a square for square caps, nothing for butt.
    private mutating func addDot(at p: Point, direction: Point?) {
        switch cap {
        case .butt:
            return
        case .round:
            let ring =
                [p + Point(x: halfWidth, y: 0)]
                + arcPoints(center: p, startAngle: 0, sweep: 2 * .pi)
            addContour(ring)
        case .square:
            var d = Point(x: 1, y: 0)
            if let direction, direction.length > 0, direction.x.isFinite, direction.y.isFinite {
                d = normalized(direction)
            }
            let a = d * halfWidth
            let b = normal(d) * halfWidth
            addContour([p - a - b, p + a - b, p + a + b, p - a + b])
        }
    }

    // MARK: Helpers

    /// Points strictly inside a circular arc of radius `halfWidth` around `center`, so that no
    /// chord strays more than `tolerance` from the arc.
    private func arcPoints(center: Point, startAngle: Double, sweep: Double) -> [Point] {
        var step = Double.pi / 2
        if tolerance < halfWidth {
            step = Swift.min(step, 2 * acos(1 - tolerance / halfWidth))
        }
        let estimate = (abs(sweep) / step).rounded(.up)
        let count = estimate.isFinite ? Swift.max(1, Swift.min(1024, Int(estimate))) : 1
        guard count > 1 else { return [] }
        return (1..<count).map { i in
            let angle = startAngle + sweep * Double(i) / Double(count)
            return Point(x: center.x + halfWidth * cos(angle), y: center.y + halfWidth * sin(angle))
        }
    }

    private mutating func addContour<S: Sequence>(_ points: S) where S.Element == Point {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return }
        outline.move(to: first)
        while let p = iterator.next() { outline.addLine(to: p) }
        outline.closeSubpath()
    }

    /// The normal of a unit direction: rotated by +90° (clockwise on screen); "left" in this file.
    private func normal(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }

    private func normalized(_ v: Point) -> Point {
        let l = v.length
        return l > 0 ? v * (1 / l) : v
    }
}
