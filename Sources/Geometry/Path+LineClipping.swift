extension Path {
    /// The parts of this path's lines (as a stroke draws them: open subpaths stay open) that lie
    /// in `other`'s filled region, by the even-odd rule when `evenOdd`, else non-zero. Parts
    /// running along `other`'s outline count as inside.
    public func lineIntersection(_ other: Path, evenOdd: Bool = false, tolerance: Double) -> Path {
        clippedLines(by: other, keepingInside: true, evenOdd: evenOdd, tolerance: tolerance)
    }

    /// The parts of this path's lines that lie outside `other`'s filled region: the lines
    /// `lineIntersection` leaves out.
    public func lineSubtracting(_ other: Path, evenOdd: Bool = false, tolerance: Double) -> Path {
        clippedLines(by: other, keepingInside: false, evenOdd: evenOdd, tolerance: tolerance)
    }

    private func clippedLines(by other: Path, keepingInside: Bool, evenOdd: Bool, tolerance: Double) -> Path {
        let region = other.fillSegments(operand: 1, tolerance: tolerance).filter {
            $0.start.x.isFinite && $0.start.y.isFinite && $0.end.x.isFinite && $0.end.y.isFinite
        }
        var result = Path()
        for polyline in flattened(tolerance: tolerance) {
            let points = polyline.points
            guard points.count > 1, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            var extent = 1.0
            for p in points { extent = max(extent, abs(p.x), abs(p.y)) }
            for s in region { extent = max(extent, abs(s.start.x), abs(s.start.y), abs(s.end.x), abs(s.end.y)) }
            let epsilon = extent * 1e-9
            // The polyline cut where it meets the region's outline, each piece kept or not.
            var runs: [[Point]] = []
            var run: [Point] = []
            var keptAll = true
            let segmentCount = polyline.isClosed ? points.count : points.count - 1
            for i in 0..<segmentCount {
                let line = EdgeArrangement.Segment(start: points[i], end: points[(i + 1) % points.count], operand: 0)
                var cuts: [Double] = [0, 1]
                for s in region {
                    EdgeArrangement.intersect(line, s, epsilon: epsilon) {
                        cuts.append($0)
                    } onSecond: { _ in
                    }
                }
                cuts.sort()
                for (t0, t1) in zip(cuts, cuts.dropFirst()) where t1 > t0 {
                    let a = t0 == 0 ? line.start : line.start.lerp(to: line.end, t0)
                    let b = t1 == 1 ? line.end : line.start.lerp(to: line.end, t1)
                    let middle = a.lerp(to: b, 0.5)
                    let onOutline = region.contains { EdgeArrangement.distance(middle, toSegment: $0) <= epsilon }
                    let inside = onOutline || Self.covers(region, middle, evenOdd: evenOdd)
                    if inside == keepingInside {
                        if run.isEmpty { run.append(a) }
                        run.append(b)
                    } else {
                        keptAll = false
                        if !run.isEmpty { runs.append(run) }
                        run = []
                    }
                }
            }
            if !run.isEmpty { runs.append(run) }
            if polyline.isClosed, keptAll, let whole = runs.first {
                result.addLines(
                    EdgeArrangement.withoutStraightVertices(whole, closed: false, epsilon: epsilon).dropLast())
                result.closeSubpath()
                continue
            }
            // A closed line kept across its start is one piece, from the last run into the first.
            if polyline.isClosed, runs.count > 1, let last = runs.last?.last, let first = runs.first?.first,
                last == first
            {
                runs[0] = runs.removeLast() + runs[0].dropFirst()
            }
            for run in runs {
                result.addLines(EdgeArrangement.withoutStraightVertices(run, closed: false, epsilon: epsilon))
            }
        }
        return result
    }

    private static func covers(_ region: [EdgeArrangement.Segment], _ p: Point, evenOdd: Bool) -> Bool {
        var w = 0
        for s in region {
            let a = s.start
            let b = s.end
            guard (a.y <= p.y) != (b.y <= p.y) else { continue }
            let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
            if x > p.x { w += b.y > a.y ? 1 : -1 }
        }
        return evenOdd ? w & 1 != 0 : w != 0
    }
}
