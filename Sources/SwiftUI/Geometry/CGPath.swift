internal import Geometry

/// A Core Graphics path: what `Path.cgPath` and `UIBezierPath.cgPath` give, and `Path(_:)`
/// takes. Immutable; `CGMutablePath` builds one.
public class CGPath: Equatable {
    var path: Path

    init(path: Path) { self.path = path }

    /// A rectangle, its points mapped through `transform` when there is one.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }

    /// A rounded rectangle with elliptical corners `cornerWidth` wide and `cornerHeight` tall.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let outline = Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight))
        self.init(path: outline.applying(transform?.pointee ?? .identity))
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }

    /// True when the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect { path.boundingRect }

    /// The smallest rectangle holding the path's points and control points.
    public var boundingBoxOfPath: CGRect { path.boundingRect }

    /// Where the next segment would start; `.zero` for an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// True when a fill of the path by `rule` covers `point` (mapped through `transform` first).
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    )
        -> Bool
    {
        path.contains(point.applying(transform), eoFill: rule == .evenOdd)
    }

    public func copy() -> CGPath? { CGPath(path: path) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform?.pointee ?? .identity))
    }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(path: path.applying(transform?.pointee ?? .identity))
    }

    /// The outline of the path's stroke.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
        return CGPath(path: path.strokedPath(style).applying(transform))
    }

    /// The region filled by this path or `other` (by `rule`).
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.union(other.path, eoFill: rule == .evenOdd))
    }

    /// The region filled by both paths.
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.intersection(other.path, eoFill: rule == .evenOdd))
    }

    /// The region filled by this path and not by `other`.
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.subtracting(other.path, eoFill: rule == .evenOdd))
    }

    /// The region filled by exactly one of the paths.
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.symmetricDifference(other.path, eoFill: rule == .evenOdd))
    }

    /// The parts of this path's lines inside the region `other` fills.
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.lineIntersection(other.path, eoFill: rule == .evenOdd))
    }

    /// The parts of this path's lines outside the region `other` fills.
    public func lineSubtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.lineSubtraction(other.path, eoFill: rule == .evenOdd))
    }

    /// The filled region as contours that neither cross nor overlap.
    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath(path: path.normalized(eoFill: rule == .evenOdd))
    }
}

extension Path {
    /// The outline of a Core Graphics path.
    public init(_ path: CGPath) { self = path.path }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }
}
