internal import Geometry

/// UIKit's path builder, for shapes written with it: `Path(UIBezierPath(…).cgPath)`. Angles are
/// in radians and `clockwise` is as seen on screen (UIKit's y grows down, as Zoetrope's does).
public final class UIBezierPath {
    var path: Path

    public init() { path = Path() }
    public init(rect: CGRect) { path = Path(rect) }
    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }

    /// UIKit's rounded rectangle, whose corners follow the continuous curve.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
    }

    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        if corners == .allCorners {
            path = Path(roundedRect: rect, cornerRadius: cornerRadii.width, style: .continuous)
        } else {
            let r = cornerRadii.width
            let radii = RectangleCornerRadii(
                topLeading: corners.contains(.topLeft) ? r : 0, bottomLeading: corners.contains(.bottomLeft) ? r : 0,
                bottomTrailing: corners.contains(.bottomRight) ? r : 0, topTrailing: corners.contains(.topRight) ? r : 0
            )
            path = UnevenRoundedRectangle(cornerRadii: radii).path(in: rect)
        }
    }

    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path = Path()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: point, control: controlPoint)
    }
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.engine.addArc(
            center: center.engine, radius: Double(radius), startAngle: Geometry::Angle(radians: Double(startAngle)),
            endAngle: Geometry::Angle(radians: Double(endAngle)), clockwise: clockwise)
    }
    public func close() { path.closeSubpath() }
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    public var bounds: CGRect { path.boundingRect }
    public var isEmpty: Bool { path.isEmpty }
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var usesEvenOddFillRule = false
    /// The dash lengths and phase `setLineDash(_:count:phase:)` set (none: solid).
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// The outline, for `Path(_:)`.
    public var cgPath: CGPath { CGPath(path: path) }
}

/// Which corners of a rectangle `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners = UIRectCorner(rawValue: 15)
}
