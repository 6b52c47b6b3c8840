extension Path {
    /// The region the path fills (non-zero winding) less the inside of the convex polygon
    /// `polygon`, as a path to fill non-zero: a hole cut into a shape, e.g. the gap around a
    /// symbol's badge.
    ///
    /// Subpaths whose control points keep clear of the polygon's bounding box are kept as they
    /// are, curves and all; the others are flattened within `tolerance` (a non-positive or
    /// non-finite tolerance is treated as 0.001) and come back as polygons, open ones closed as
    /// filling closes them. The polygon's vertices may run either way; one of fewer than three
    /// points, or of no area, cuts nothing.
    public func subtracting(convexPolygon polygon: [Point], tolerance: Double) -> Path {
        guard let cells = Path.outsideCells(of: polygon) else { return self }
        let bounds = Path(elements: polygon.map { .line(to: $0) }).controlPointBounds
        var result = Path()
        for subpath in elementsBySubpath {
            let piece = Path(elements: subpath)
            let ink = piece.controlPointBounds
            guard ink.maxX >= bounds.minX, ink.minX <= bounds.maxX, ink.maxY >= bounds.minY, ink.minY <= bounds.maxY
            else {
                for element in subpath { result.append(element) }
                continue
            }
            for polyline in piece.flattened(tolerance: tolerance) where polyline.points.count > 2 {
                for cell in cells {
                    let kept = cell.reduce(polyline.points) { $1.clip($0) }
                    guard kept.count > 2 else { continue }
                    result.addLines(kept)
                    result.closeSubpath()
                }
            }
        }
        return result
    }

    /// The outside of a convex polygon as convex cells that do not overlap: for each edge, the
    /// points beyond it within the wedge from the polygon's centroid through the edge's ends.
    /// Nil for a polygon of fewer than three points or of no area.
    private static func outsideCells(of polygon: [Point]) -> [[HalfPlane]]? {
        guard polygon.count > 2 else { return nil }
        let centre = polygon.reduce(Point.zero, +) * (1 / Double(polygon.count))
        var area = 0.0
        for (i, a) in polygon.enumerated() {
            let b = polygon[(i + 1) % polygon.count]
            area += (a.x - centre.x) * (b.y - centre.y) - (b.x - centre.x) * (a.y - centre.y)
        }
        guard area.isFinite, abs(area) > 1e-12 else { return nil }
        var cells: [[HalfPlane]] = []
        for (i, a) in polygon.enumerated() {
            let b = polygon[(i + 1) % polygon.count]
            guard a != b else { continue }
            // Beyond the edge: the side away from the centre.
            let beyond = HalfPlane(through: a, b, containing: centre + (centre - (a + b) * 0.5) * -2)
            cells.append([
                beyond, HalfPlane(through: centre, a, containing: b), HalfPlane(through: centre, b, containing: a),
            ])
        }
        return cells
    }

    /// The elements of each subpath, a subpath starting at each move.
    private var elementsBySubpath: [[Element]] {
        var groups: [[Element]] = []
        for element in elements {
            if case .move = element { groups.append([]) }
            if groups.isEmpty { groups.append([]) }
            groups[groups.count - 1].append(element)
        }
        return groups
    }
}
