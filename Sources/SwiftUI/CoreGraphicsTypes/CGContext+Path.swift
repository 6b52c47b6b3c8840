internal import Geometry
internal import Raster
internal import SceneGraph

// The current path and what fills, strokes and clips with it. Points are mapped through the
// transform as they are added (as Core Graphics does); filling, stroking and clipping end the
// path.
extension CGContext {
    private func device(_ p: CGPoint) -> Point { state.transform.apply(p.engine) }

    public func beginPath() { currentPath = Geometry::Path() }

    public func move(to point: CGPoint) { currentPath.move(to: device(point)) }

    /// A line from the current point (a move when the path has none, as Core Graphics warns and does).
    public func addLine(to point: CGPoint) {
        if currentPath.currentPoint == nil {
            currentPath.move(to: device(point))
        } else {
            currentPath.addLine(to: device(point))
        }
    }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        currentPath.move(to: device(first))
        for point in points.dropFirst() { currentPath.addLine(to: device(point)) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPath.currentPoint == nil { currentPath.move(to: device(control1)) }
        currentPath.addCurve(to: device(end), control1: device(control1), control2: device(control2))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if currentPath.currentPoint == nil { currentPath.move(to: device(control)) }
        currentPath.addQuadCurve(to: device(end), control: device(control))
    }

    public func closePath() { currentPath.closeSubpath() }

    public func addRect(_ rect: CGRect) {
        currentPath.addPath(.rect(rect.standardized.engine), transform: state.transform)
    }

    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

    public func addEllipse(in rect: CGRect) {
        var ellipse = Geometry::Path()
        ellipse.addEllipse(in: rect.standardized.engine)
        currentPath.addPath(ellipse, transform: state.transform)
    }

    /// An arc of the circle at `center`, from `startAngle` to `endAngle` (radians, from the x
    /// axis towards the y axis), `clockwise` in Core Graphics' sense: in a renderer's flipped
    /// context a clockwise arc turns counter-clockwise on screen, as on iOS. A line joins the
    /// current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var arc = Geometry::Path()
        // Geometry's clockwise is "angles increasing"; Core Graphics' (y up) is the reverse.
        arc.addArc(
            center: center.engine, radius: Double(radius), startAngle: Geometry::Angle(radians: Double(startAngle)),
            endAngle: Geometry::Angle(radians: Double(endAngle)), clockwise: !clockwise)
        append(arc.applying(state.transform), joined: true)
    }

    /// The arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from there to `tangent2End`, after a line to its start.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard let currentDevice = currentPath.currentPoint, let inverse = state.transform.inverted else {
            move(to: tangent1End)
            return
        }
        let p0 = inverse.apply(currentDevice)
        let p1 = tangent1End.engine
        let p2 = tangent2End.engine
        let v1 = Point(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = Point(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
        let l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12, radius > 0 else {
            addLine(to: tangent1End)
            return
        }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = Double(radius) / tan(angle / 2)
        let t1 = Point(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = Point(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The centre lies along the bisector, `radius` from both tangent points.
        let bx = v1.x / l1 + v2.x / l2
        let by = v1.y / l1 + v2.y / l2
        let bl = (bx * bx + by * by).squareRoot()
        let h = (Double(radius) * Double(radius) + distance * distance).squareRoot()
        let c = Point(x: p1.x + bx / bl * h, y: p1.y + by / bl * h)
        let a0 = atan2(t1.y - c.y, t1.x - c.x)
        let a1 = atan2(t2.y - c.y, t2.x - c.x)
        var arc = Geometry::Path()
        arc.addArc(
            center: c, radius: Double(radius), startAngle: Geometry::Angle(radians: a0),
            endAngle: Geometry::Angle(radians: a1), clockwise: cross < 0)
        append(arc.applying(state.transform), joined: true)
    }

    /// Adds a path (user space) to the current path.
    public func addPath(_ path: CGPath) {
        currentPath.addPath(Path(path).engine, transform: state.transform)
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point in user space (zero when there is none).
    public var currentPointOfPath: CGPoint {
        guard let p = currentPath.currentPoint, let inverse = state.transform.inverted else { return .zero }
        let q = inverse.apply(p)
        return CGPoint(x: q.x, y: q.y)
    }

    /// The current path in user space.
    public var path: CGPath? {
        guard !currentPath.isEmpty, let inverse = state.transform.inverted else { return nil }
        return CGPath(path: Path(currentPath.applying(inverse)))
    }

    /// Appends `piece` (device pixels), its first move a line when `joined` and a path is open.
    private func append(_ piece: Geometry::Path, joined: Bool) {
        for (i, element) in piece.elements.enumerated() {
            if i == 0, joined, case .move(let p) = element, currentPath.currentPoint != nil {
                currentPath.addLine(to: p)
            } else {
                currentPath.append(element)
            }
        }
    }

    // MARK: Painting the path

    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(currentPath, rule: rule == .evenOdd ? .evenOdd : .nonZero)
        beginPath()
    }

    public func eoFillPath() { fillPath(using: .evenOdd) }

    public func strokePath() {
        stroke(currentPath)
        beginPath()
    }

    /// Fills and/or strokes the current path, then ends it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fill(currentPath, rule: .nonZero)
        case .eoFill: fill(currentPath, rule: .evenOdd)
        case .stroke: stroke(currentPath)
        case .fillStroke:
            fill(currentPath, rule: .nonZero)
            stroke(currentPath)
        case .eoFillStroke:
            fill(currentPath, rule: .evenOdd)
            stroke(currentPath)
        }
        beginPath()
    }

    /// Replaces the current path with the outline of its stroke.
    public func replacePathWithStrokedPath() { currentPath = strokeOutline(currentPath) }

    public func fill(_ rect: CGRect) { fill(Geometry::Path.rect(rect.standardized.engine).applying(state.transform)) }
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

    public func fillEllipse(in rect: CGRect) {
        var ellipse = Geometry::Path()
        ellipse.addEllipse(in: rect.standardized.engine)
        fill(ellipse.applying(state.transform))
    }

    public func stroke(_ rect: CGRect) {
        stroke(Geometry::Path.rect(rect.standardized.engine).applying(state.transform))
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func strokeEllipse(in rect: CGRect) {
        var ellipse = Geometry::Path()
        ellipse.addEllipse(in: rect.standardized.engine)
        stroke(ellipse.applying(state.transform))
    }

    /// Strokes lines between each pair of `points`.
    public func strokeLineSegments(between points: [CGPoint]) {
        var lines = Geometry::Path()
        var i = 0
        while i + 1 < points.count {
            lines.move(to: device(points[i]))
            lines.addLine(to: device(points[i + 1]))
            i += 2
        }
        stroke(lines)
    }

    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) {
        saveGState()
        state.blendMode = .clear
        state.shadow = nil
        fill(rect)
        restoreGState()
    }

    // MARK: Clipping

    /// Clips later drawing to the current path (non-zero winding), then ends the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.clips.append(Layer.Clip(path: currentPath, rule: rule == .evenOdd ? .evenOdd : .nonZero))
        beginPath()
    }

    public func eoClip() { clip(using: .evenOdd) }

    public func clip(to rect: CGRect) {
        state.clips.append(Layer.Clip(path: Geometry::Path.rect(rect.standardized.engine).applying(state.transform)))
    }

    public func clip(to rects: [CGRect]) {
        var union = Geometry::Path()
        for rect in rects { union.addPath(.rect(rect.standardized.engine), transform: state.transform) }
        state.clips.append(Layer.Clip(path: union))
    }

    /// Removes the clip (Core Graphics' `resetClip`).
    public func resetClip() { state.clips = [] }

    /// The bounds of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var bounds = Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height))
        for clip in state.clips { bounds = bounds.intersection(clip.path.controlPointBounds) ?? .zero }
        guard let inverse = state.transform.inverted else { return .zero }
        let b = Geometry::Path.rect(bounds).applying(inverse).controlPointBounds
        return CGRect(x: b.minX, y: b.minY, width: b.width, height: b.height)
    }

    // MARK: Filling and stroking device paths

    /// Fills `path` (device pixels) with the fill colour.
    func fill(_ path: Geometry::Path, rule: WindingRule = .nonZero) {
        guard !path.isEmpty else { return }
        draw([.fill(path: path, rule: rule, paint: .solid(state.fill), multiply: .white)])
    }

    /// Strokes `path` (device pixels) with the line of the state, in user space.
    func stroke(_ path: Geometry::Path) {
        let outline = strokeOutline(path)
        guard !outline.isEmpty else { return }
        draw([.fill(path: outline, rule: .nonZero, paint: .solid(state.stroke), multiply: .white)])
    }

    /// The outline of `path`'s stroke (device pixels), the line measured in user space.
    private func strokeOutline(_ path: Geometry::Path) -> Geometry::Path {
        guard !path.isEmpty, let inverse = state.transform.inverted else { return Geometry::Path() }
        let scale = state.transform.maximumScale
        let tolerance = DisplayListBuilder.flatteningTolerance / (scale > 0 ? scale : 1)
        return path.applying(inverse).strokeOutline(state.line, tolerance: tolerance).applying(state.transform)
    }
}
