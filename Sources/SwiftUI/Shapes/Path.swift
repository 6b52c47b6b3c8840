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
    /// Appends `path`'s elements, mapped through `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        engine.addPath(path.engine, transform: transform.engine)
    }

    /// The outline of the path's stroke with `style`, as a path.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        // A hundredth of a point: finer than any pixel at 3× (the outline is drawn as lines).
        Path(engine.strokeOutline(style.engine, tolerance: 0.01))
    }

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

extension Path {
    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
    /// line from there to `tangent2End`; a line joins the current point to the arc's start.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard let p0 = engine.currentPoint else {
            move(to: tangent1End)
            return
        }
        let t1 = tangent1End.engine
        let t2 = tangent2End.engine
        func unit(_ v: Geometry::Point) -> Geometry::Point? {
            let length = (v.x * v.x + v.y * v.y).squareRoot()
            return length > 1e-12 ? Geometry::Point(x: v.x / length, y: v.y / length) : nil
        }
        let r = Double(radius)
        guard r > 0, let v1 = unit(p0 - t1), let v2 = unit(t2 - t1) else {
            engine.addLine(to: t1)
            return
        }
        let cosine = max(-1, min(1, v1.x * v2.x + v1.y * v2.y))
        let theta = acos(cosine)
        // Collinear lines have no tangent circle: the path runs straight to the corner.
        guard theta > 1e-9, theta < .pi - 1e-9, let bisector = unit(v1 + v2) else {
            engine.addLine(to: t1)
            return
        }
        let center = t1 + bisector * (r / sin(theta / 2))
        let start = t1 + v1 * (r / tan(theta / 2))
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        // Turning right on screen (y down) is a clockwise arc; it turns by π − θ, which keeps
        // a right-angled corner one quarter-circle piece.
        let turn = (t1.x - p0.x) * (t2.y - t1.y) - (t1.y - p0.y) * (t2.x - t1.x)
        let sweep = (Double.pi - theta) * (turn > 0 ? 1 : -1)
        engine.addArc(
            center: center, radius: r, startAngle: .radians(startAngle), endAngle: .radians(startAngle + sweep),
            clockwise: turn > 0)
    }

    /// An arc around `center` from `startAngle`, turning by `delta` (positive: clockwise on
    /// screen, as angles grow in SwiftUI's y-down space).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        engine.addArc(
            center: center.engine, radius: Double(radius), startAngle: startAngle.engine,
            endAngle: (startAngle + delta).engine, clockwise: delta.radians >= 0)
    }
}

extension CGPoint {
    var engine: Geometry::Point { Geometry::Point(x: Double(x), y: Double(y)) }
}
