internal import Geometry

// iOS 17's boolean operations of shapes: each result is a shape whose outline, in any frame, is
// the operation applied to both shapes' outlines in that frame (see `Path+Boolean`).

extension Shape {
    /// The region filled by this shape or `other` (by the even-odd rule when `eoFill`).
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(first: self, second: other, operation: .union, eoFill: eoFill)
    }

    /// The region filled by both this shape and `other`.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(first: self, second: other, operation: .intersection, eoFill: eoFill)
    }

    /// The region filled by this shape and not by `other`.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(first: self, second: other, operation: .subtracting, eoFill: eoFill)
    }

    /// The region filled by exactly one of this shape and `other`.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(first: self, second: other, operation: .symmetricDifference, eoFill: eoFill)
    }

    /// The parts of this shape's lines inside the region `other` fills.
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        LineClippedShape(lines: self, region: other, keepsInside: true, eoFill: eoFill)
    }

    /// The parts of this shape's lines outside the region `other` fills.
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        LineClippedShape(lines: self, region: other, keepsInside: false, eoFill: eoFill)
    }
}
