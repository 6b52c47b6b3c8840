extension Path {
    /// The outline of the region `operation` makes of this path's filled region and `other`'s,
    /// both filled by the even-odd rule when `evenOdd`, else by the non-zero rule.
    ///
    /// Curves are flattened within `tolerance` first, so the result is made of lines; its
    /// contours do not cross, each runs clockwise on screen around what it encloses (counter-
    /// clockwise around a hole), so it fills the same by either rule. A region combined with
    /// itself is itself (union, intersection) or empty (subtracting, symmetric difference).
    public func combined(with other: Path, _ operation: PathOperation, evenOdd: Bool = false, tolerance: Double)
        -> Path
    {
        let segments =
            fillSegments(operand: 0, tolerance: tolerance) + other.fillSegments(operand: 1, tolerance: tolerance)
        return EdgeArrangement(segments: segments).boundary(operation, evenOdd: evenOdd)
    }

    /// The outline of the region this path fills (by the even-odd rule when `evenOdd`), without
    /// crossing or overlapping contours: what SwiftUI's `normalized(eoFill:)` gives.
    public func normalized(evenOdd: Bool = false, tolerance: Double) -> Path {
        combined(with: Path(), .union, evenOdd: evenOdd, tolerance: tolerance)
    }

    /// The path's flattened edges as a fill sees them: every subpath closed.
    func fillSegments(operand: Int, tolerance: Double) -> [EdgeArrangement.Segment] {
        var segments: [EdgeArrangement.Segment] = []
        for polyline in flattened(tolerance: tolerance) {
            let points = polyline.points
            guard points.count > 1 else { continue }
            for i in points.indices {
                let next = points[(i + 1) % points.count]
                if points[i] != next { segments.append(.init(start: points[i], end: next, operand: operand)) }
            }
        }
        return segments
    }
}
