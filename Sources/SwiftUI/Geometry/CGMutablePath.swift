internal import Geometry

/// A Core Graphics path being built. Every method takes an optional `transform` that maps the
/// points it adds; angles are in radians, and `clockwise` is as Core Graphics means it in
/// UIKit's flipped coordinates (as `Path.addArc`'s).
public final class CGMutablePath: CGPath {
    public init() { super.init(path: Path()) }

    override init(path: Path) { super.init(path: path) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// Lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        path.addCurve(
            to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    public func closeSubpath() { path.closeSubpath() }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(rect).applying(transform))
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(ellipseIn: rect).applying(transform))
    }

    /// A rounded rectangle with elliptical corners `cornerWidth` wide and `cornerHeight` tall.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        path.addPath(
            Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight)).applying(transform))
    }

    /// An arc around `center`; a line joins the current point to its start.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        addConnected(transform) {
            $0.addArc(
                center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                endAngle: .radians(Double(endAngle)), clockwise: clockwise)
        }
    }

    /// An arc around `center` from `startAngle`, turning by `delta`.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        addConnected(transform) {
            $0.addRelativeArc(
                center: center, radius: radius, startAngle: .radians(Double(startAngle)), delta: .radians(Double(delta))
            )
        }
    }

    /// An arc of `radius` tangent to the lines from the current point to `tangent1End` and on
    /// to `tangent2End`.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let current = path.currentPoint else {
            path.move(to: tangent1End.applying(transform))
            return
        }
        // The arc is built where its points are given, from the current point taken back there.
        var piece = Path()
        piece.move(to: current.applying(transform.inverted()))
        piece.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        for element in piece.applying(transform).engine.elements.dropFirst() { path.engine.append(element) }
    }

    /// Appends `other`'s elements, mapped through `transform`.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path.applying(transform))
    }

    /// Adds what `build` draws on an empty path, mapped through `transform`, joined to the
    /// current point by a line as Core Graphics joins an arc.
    private func addConnected(_ transform: CGAffineTransform, _ build: (inout Path) -> Void) {
        var piece = Path()
        build(&piece)
        for element in piece.applying(transform).engine.elements {
            if case .move(let p) = element, path.currentPoint != nil {
                path.engine.addLine(to: p)
            } else {
                path.engine.append(element)
            }
        }
    }
}
