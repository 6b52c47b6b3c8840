import Geometry
import Raster

/// Turns a render tree (points) into drawing commands (device pixels) at a scale.
public struct DisplayListBuilder: Sendable {
    /// Device pixels per point.
    public var scale: Double
    public var images: any ImageProvider
    /// Largest distance, in device pixels, between a curve and the lines that replace it.
    public static let flatteningTolerance = 0.1

    public init(scale: Double, images: any ImageProvider) {
        self.scale = scale
        self.images = images
    }

    /// The commands that draw `root`, back to front.
    public func build(_ root: RenderNode) -> DisplayList {
        var list = DisplayList()
        emit(root, offset: .zero, multiply: .white, into: &list)
        return list
    }

    private func emit(_ node: RenderNode, offset: Point, multiply: Color, into list: inout DisplayList) {
        let e = node.effects
        let offset = offset + e.offset
        // Effects on a group apply to each child (exact unless children overlap with partial alpha;
        // group compositing arrives with layers).
        let m = Color(
            red: multiply.red * clamp(e.multiply.red), green: multiply.green * clamp(e.multiply.green),
            blue: multiply.blue * clamp(e.multiply.blue),
            alpha: multiply.alpha * clamp(e.multiply.alpha) * clamp(e.opacity))
        if m.alpha <= 0 { return }
        let frame = node.frame.offsetBy(offset)
        let device = AffineTransform.scale(x: scale, y: scale)
        switch node.content {
        case .group(let children):
            for child in children { emit(child, offset: offset, multiply: m, into: &list) }
        case .shape(let shape):
            guard let path = shapePath(shape, frame) else { return }
            list.append(.fill(path: path, rule: fillRule(shape), paint: paint(shape.paint, frame), multiply: m))
        case .text(let text):
            guard !text.glyphs.isEmpty, text.color.alpha > 0 else { return }
            let place = AffineTransform.translation(x: frame.minX, y: frame.minY + text.baseline)
                .concatenating(device)
            list.append(
                .fill(
                    path: text.glyphs.applying(place), rule: .nonZero, paint: .solid(clampColor(text.color)),
                    multiply: m))
        case .image(let image):
            guard !frame.isEmpty, let bitmap = try? images.image(named: image.name), bitmap.width > 0,
                bitmap.height > 0
            else { return }
            let r = Rect(
                x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
            let transform = AffineTransform.scale(
                x: r.width / Double(bitmap.width), y: r.height / Double(bitmap.height)
            )
            .concatenating(.translation(x: r.minX, y: r.minY))
            list.append(.fill(path: .rect(r), rule: .nonZero, paint: .image(bitmap, transform: transform), multiply: m))
        }
    }

    /// The outline to fill for a shape in `frame` (points), in device pixels; nil when empty.
    private func shapePath(_ shape: ShapeContent, _ frame: Rect) -> Path? {
        let from = clamp(shape.trimFrom)
        let to = clamp(shape.trimTo)
        guard from < to else { return nil }
        var rect = frame
        if case .stroke(let style, true) = shape.mode {
            rect = rect.insetBy(dx: style.lineWidth / 2, dy: style.lineWidth / 2)
        }
        guard rect.width >= 0, rect.height >= 0 else { return nil }
        var path: Path
        switch shape.kind {
        case .rectangle: path = .rect(rect)
        case .roundedRectangle(let radius, let style):
            path = .roundedRect(rect, cornerRadius: max(0, radius), style: style)
        case .circle: path = .circle(in: rect)
        case .ellipse: path = .ellipse(in: rect)
        case .capsule(let style): path = .capsule(in: rect, style: style)
        case .path(let p): path = p.applying(.translation(x: frame.minX, y: frame.minY))
        }
        if from > 0 || to < 1 { path = path.trimmed(from: from, to: to) }
        path = path.applying(.scale(x: scale, y: scale))
        if case .stroke(var style, _) = shape.mode {
            guard style.lineWidth > 0 else { return nil }
            style.lineWidth *= scale
            style.dash = style.dash.map { $0 * scale }
            style.dashPhase *= scale
            path = path.strokeOutline(style, tolerance: Self.flatteningTolerance)
        }
        return path.isEmpty ? nil : path
    }

    private func fillRule(_ shape: ShapeContent) -> FillRule {
        if case .fill(let rule) = shape.mode { return rule }
        return .nonZero
    }

    private func paint(_ paint: ResolvedPaint, _ frame: Rect) -> Paint {
        func device(_ u: UnitPoint) -> Point {
            Point(x: (frame.minX + frame.width * u.x) * scale, y: (frame.minY + frame.height * u.y) * scale)
        }
        func clamped(_ g: Gradient) -> Gradient {
            Gradient(stops: g.stops.map { Gradient.Stop(color: clampColor($0.color), location: $0.location) })
        }
        switch paint {
        case .solid(let c): return .solid(clampColor(c))
        case .linearGradient(let g, let s, let e):
            return .linearGradient(clamped(g), start: device(s), end: device(e))
        case .radialGradient(let g, let c, let r0, let r1):
            return .radialGradient(clamped(g), center: device(c), startRadius: r0 * scale, endRadius: r1 * scale)
        case .angularGradient(let g, let c, let a0, let a1):
            return .angularGradient(clamped(g), center: device(c), startAngle: a0, endAngle: a1)
        }
    }

    private func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }

    private func clampColor(_ c: Color) -> Color {
        Color(red: clamp(c.red), green: clamp(c.green), blue: clamp(c.blue), alpha: clamp(c.alpha))
    }
}
