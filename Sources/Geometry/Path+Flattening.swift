extension Path {
    /// The path as straight segments, one polyline per subpath (lone moves are dropped).
    ///
    /// Every point of the polylines lies within `tolerance` of the curves and every point of
    /// the curves within `tolerance` of the polylines. A non-positive or non-finite tolerance
    /// is treated as 0.001.
    public func flattened(tolerance: Double) -> [Polyline] {
        flattenedSubpaths(tolerance: tolerance).map(\.polyline)
    }

    /// The flattened subpaths with their corner flags.
    func flattenedSubpaths(tolerance: Double) -> [FlatSubpath] {
        let tol = Path.usableTolerance(tolerance)
        var result: [FlatSubpath] = []
        for subpath in subpaths {
            var points = [subpath.start]
            var isCorner = [true]
            for segment in subpath.segments {
                let before = points.count
                segment.flatten(tolerance: tol, into: &points)
                isCorner.append(contentsOf: repeatElement(false, count: points.count - before))
                isCorner[isCorner.count - 1] = true
            }
            if subpath.isClosed, points.count > 1, points[points.count - 1] == points[0] {
                points.removeLast()
                isCorner.removeLast()
            }
            result.append(FlatSubpath(points: points, isCorner: isCorner, isClosed: subpath.isClosed))
        }
        return result
    }

    static func usableTolerance(_ tolerance: Double) -> Double {
        tolerance.isFinite && tolerance > 0 ? tolerance : 0.001
    }
}
