internal import Geometry

// iOS 17's boolean operations of paths. The engine flattens curves before combining them, a
// hundredth of a point from the curve (finer than a pixel at 3×), so a result is made of lines
// that cannot be told from the curves when drawn.

extension Path {
    /// How far a combined path's lines may lie from the curves they stand for.
    static let booleanTolerance = 0.01

    /// The region filled by this path or `other` (by the even-odd rule when `eoFill`).
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        combined(other, .union, eoFill: eoFill)
    }

    /// The region filled by both this path and `other`.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        combined(other, .intersection, eoFill: eoFill)
    }

    /// The region filled by this path and not by `other`.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        combined(other, .subtracting, eoFill: eoFill)
    }

    /// The region filled by exactly one of this path and `other`.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        combined(other, .symmetricDifference, eoFill: eoFill)
    }

    /// The parts of this path's lines inside the region `other` fills; clipped subpaths are left
    /// open, closed ones `other` does not cut stay closed.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        Path(engine.lineIntersection(other.engine, evenOdd: eoFill, tolerance: Self.booleanTolerance))
    }

    /// The parts of this path's lines outside the region `other` fills.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        Path(engine.lineSubtracting(other.engine, evenOdd: eoFill, tolerance: Self.booleanTolerance))
    }

    /// The region this path fills, as contours that neither cross nor overlap (so either fill
    /// rule fills it the same).
    public func normalized(eoFill: Bool = true) -> Path {
        Path(engine.normalized(evenOdd: eoFill, tolerance: Self.booleanTolerance))
    }

    /// True when a fill of the path (by the even-odd rule when `eoFill`) covers `p`.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        engine.contains(p.engine, evenOdd: eoFill, tolerance: Self.booleanTolerance)
    }

    private func combined(_ other: Path, _ operation: PathOperation, eoFill: Bool) -> Path {
        Path(engine.combined(with: other.engine, operation, evenOdd: eoFill, tolerance: Self.booleanTolerance))
    }
}
