internal import Geometry
internal import SceneGraph

/// The corners of rounded rectangles and capsules: circular arcs, or Apple's continuous curve.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous

    var engine: Geometry::RoundedCornerStyle { self == .circular ? .circular : .continuous }
}

/// A rectangle filling its frame; its path starts at the top-left corner, clockwise.
public struct Rectangle: Shape, ShapeLowering {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(.rect(rect.engine)) }
    var shapeDescription: ShapeDescription { ShapeDescription(outline: .builtin(.rectangle)) }
}

/// A rectangle with rounded corners; its path starts at the middle of the right edge, clockwise.
/// Corners are circular unless `style: .continuous` (DESIGN.md §5: the project's default).
public struct RoundedRectangle: Shape, ShapeLowering {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        Path(.roundedRect(rect.engine, cornerRadius: Double(cornerSize.width), style: style.engine))
    }

    var shapeDescription: ShapeDescription {
        ShapeDescription(
            outline: .builtin(.roundedRectangle(cornerRadius: Double(cornerSize.width), style: style.engine)))
    }
}

/// The largest circle centred in the frame; its path starts at 3 o'clock, clockwise.
public struct Circle: Shape, ShapeLowering {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(.circle(in: rect.engine)) }
    var shapeDescription: ShapeDescription { ShapeDescription(outline: .builtin(.circle)) }
}

/// An ellipse filling the frame; its path starts at 3 o'clock, clockwise.
public struct Ellipse: Shape, ShapeLowering {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(.ellipse(in: rect.engine)) }
    var shapeDescription: ShapeDescription { ShapeDescription(outline: .builtin(.ellipse)) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape, ShapeLowering {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path(.capsule(in: rect.engine, style: style.engine)) }
    var shapeDescription: ShapeDescription { ShapeDescription(outline: .builtin(.capsule(style: style.engine))) }
}

/// The part of a shape's outline between two fractions of its length.
public struct _TrimmedShape<Content: Shape>: Shape, ShapeLowering {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        Path(shape.path(in: rect).engine.trimmed(from: Double(startFraction), to: Double(endFraction)))
    }

    var shapeDescription: ShapeDescription {
        var description = shape.description
        // Trimming a trimmed shape trims the remaining part of the path.
        let from = min(1, max(0, Double(startFraction)))
        let to = min(1, max(0, Double(endFraction)))
        let start = description.trimFrom
        let span = description.trimTo - start
        description.trimFrom = start + from * span
        description.trimTo = start + to * span
        return description
    }
}

extension Shape {
    /// The part of the outline from `startFraction` to `endFraction` of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

extension CGRect {
    var engine: Geometry::Rect {
        Geometry::Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
    }
}

// The shapes by their short names, as `.clipShape(.circle)` and `.background(.blue, in: .capsule)`
// write them (iOS 17). Apple's defaults for the rounded ones are continuous corners.

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of radius `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with elliptical corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius of its own at each corner.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle with the corner radii `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with `style` corners.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
