internal import Geometry
internal import SceneGraph

/// An outline of lines and curves: SwiftUI's `Path`. As a shape it is drawn as it is, in the
/// view's own coordinates (not scaled to its frame).
public struct Path: Shape, Equatable, ShapeLowering {
    var engine: Geometry::Path

    init(_ engine: Geometry::Path) { self.engine = engine }

    public init() { engine = Geometry::Path() }

    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    public init(_ rect: CGRect) { engine = .rect(rect.engine) }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        engine = .roundedRect(rect.engine, cornerRadius: Double(cornerRadius), style: style.engine)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        self.init(roundedRect: rect, cornerRadius: cornerSize.width, style: style)
    }

    public init(ellipseIn rect: CGRect) { engine = .ellipse(in: rect.engine) }

    public func path(in rect: CGRect) -> Path { self }

    var shapeDescription: ShapeDescription { ShapeDescription(outline: .builtin(.path(engine))) }

    public var isEmpty: Bool { engine.isEmpty }

    public var currentPoint: CGPoint? { engine.currentPoint.map { CGPoint(x: $0.x, y: $0.y) } }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingRect: CGRect {
        let r = engine.controlPointBounds
        return CGRect(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height)
    }

    public mutating func move(to point: CGPoint) { engine.move(to: point.engine) }
    public mutating func addLine(to point: CGPoint) { engine.addLine(to: point.engine) }
    public mutating func addLines(_ points: [CGPoint]) { engine.addLines(points.map(\.engine)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        engine.addQuadCurve(to: point.engine, control: control.engine)
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        engine.addCurve(to: point.engine, control1: control1.engine, control2: control2.engine)
    }
    public mutating func closeSubpath() { engine.closeSubpath() }
    public mutating func addRect(_ rect: CGRect) { engine.addRect(rect.engine) }
    public mutating func addEllipse(in rect: CGRect) { engine.addEllipse(in: rect.engine) }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        engine.addPath(.roundedRect(rect.engine, cornerRadius: Double(cornerSize.width), style: style.engine))
    }
    public mutating func addPath(_ path: Path) { engine.addPath(path.engine) }

    /// Adds a rounded rectangle of corner radius `cornerRadius` (iOS 17's form).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Adds each rectangle.
    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        Path(engine.applying(.translation(x: Double(dx), y: Double(dy))))
    }

    /// The part of the path between two fractions of its length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        Path(engine.trimmed(from: Double(from), to: Double(to)))
    }

    /// An arc around `center` from `startAngle` to `endAngle`; `clockwise` as SwiftUI means it
    /// (in its flipped coordinates, "clockwise: true" turns counter-clockwise on screen).
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        engine.addArc(
            center: center.engine, radius: Double(radius), startAngle: startAngle.engine, endAngle: endAngle.engine,
            clockwise: !clockwise)
    }
}

extension CGPoint {
    var engine: Geometry::Point { Geometry::Point(x: Double(x), y: Double(y)) }
}
