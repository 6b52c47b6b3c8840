extension Path {
    /// The outline of the stroke of this path: filled with the non-zero rule, it covers exactly
    /// the area the stroke paints.
    ///
    /// The stroke is centred on the path; caps, joins, the miter limit and dashes follow
    /// SwiftUI/CoreGraphics (a miter longer than `miterLimit` line widths becomes a bevel,
    /// closed subpaths are joined at their start and get no caps, dash lengths are measured
    /// along the path in its own units). The outline consists of straight lines within
    /// `tolerance` of the exact stroke. A width that is not positive and finite gives an empty
    /// path; subpaths with non-finite coordinates are skipped.
    public func strokeOutline(_ style: StrokeStyle, tolerance: Double) -> Path {
        let halfWidth = style.lineWidth / 2
        guard halfWidth > 0, halfWidth.isFinite else { return Path() }
        // Half the budget goes to flattening the path, half to the polygons of round joins and caps.
        let tol = Path.usableTolerance(tolerance) / 2
        var stroker = Stroker(style: style, tolerance: tol)
        let dasher = Dasher(dash: style.dash, phase: style.dashPhase)
        for subpath in flattenedSubpaths(tolerance: tol) where subpath.isFinite {
            let clean = subpath.deduplicated(epsilon: tol * 1e-3)
            if let dashes = dasher?.dashes(of: clean) {
                for dash in dashes {
                    stroker.stroke(dash.subpath.deduplicated(epsilon: tol * 1e-3), dotDirection: dash.direction)
                }
            } else {
                stroker.stroke(clean)
            }
        }
        return stroker.outline
    }
}
