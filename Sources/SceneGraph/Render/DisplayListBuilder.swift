import Geometry
import Raster

/// Turns a render tree (points) into drawing commands (device pixels) at a scale.
///
/// Effects are applied from the outermost in: transforms and colour multiplies pass down to the
/// leaves (as SwiftUI's opacity does without `compositingGroup`); effects that need the
/// content as a whole (blur, shadow, masks, clips, blend modes, compositing groups) draw it
/// into a layer.
public struct DisplayListBuilder: Sendable {
    /// Device pixels per point.
    public var scale: Double
    public var images: any ImageProvider
    /// The device pixels a frame has (the canvas), when known: a mask that keeps all of them
    /// keeps everything that can be seen.
    public var visibleBounds: Rect?
    /// Largest distance, in device pixels, between a curve and the lines that replace it.
    public static let flatteningTolerance = 0.1

    /// Outlines of recent frames' shapes, shared by the copies of this builder.
    private let paths = ShapePathCache()

    public init(scale: Double, images: any ImageProvider) {
        self.scale = scale
        self.images = images
    }

    /// Forgets the outlines kept from earlier frames: the next lists are built as the first
    /// lists of a new render are (the same commands, built again).
    public func discardCachedPaths() { paths.removeAll() }

    /// The commands that draw `root`, back to front.
    public func build(_ root: RenderNode) -> DisplayList {
        var list = DisplayList()
        emit(root, effects: root.effects.list[...], .scale(x: scale, y: scale), .white, into: &list)
        return list
    }

    /// Draws `node` with `effects` (innermost first) still to apply, under `transform`
    /// (node points → device pixels) and colour `multiply`.
    func emit(
        _ node: RenderNode, effects: ArraySlice<RenderEffect>, _ transform: AffineTransform, _ multiply: RGBAColor,
        into list: inout DisplayList
    ) {
        var t = transform
        var m = multiply
        var remaining = effects
        while let effect = remaining.last {
            remaining.removeLast()
            guard effect.needsLayer else {
                effect.base.fold(into: &t, multiply: &m)
                continue
            }
            if m.alpha <= 0 { return }
            emitLayer(node, effect, inner: remaining, t, m, into: &list)
            return
        }
        if m.alpha <= 0 { return }
        emitContent(node, t, m, into: &list)
    }

    /// Draws the node with `inner` effects into a layer that applies `effect`; the pending colour
    /// multiply is applied to the layer's result.
    private func emitLayer(
        _ node: RenderNode, _ effect: RenderEffect, inner: ArraySlice<RenderEffect>, _ t: AffineTransform,
        _ m: RGBAColor, into list: inout DisplayList
    ) {
        var content = DisplayList()
        emit(node, effects: inner, t, .white, into: &content)
        var layer = Layer(content: content)
        guard effect.base.configure(&layer, EffectLayerContext(builder: self, transform: t)) else { return }
        // A layer whose only work is a mask that keeps every visible pixel (an opaque rectangle
        // over the whole canvas: a presenter's corners while nothing pushes it back) draws as its
        // content: the same pixels, and a frame's unchanged commands stay shared with the next.
        if m == .white, let visible = visibleBounds, Self.masksNothing(layer, visible: visible) {
            list.commands.append(contentsOf: layer.content.commands)
            return
        }
        // Its own bounds, before any projection (a parent's bounds see the projected ones).
        layer.bounds = Self.bounds(of: layer)
        if m != .white {
            if m.red == 1, m.green == 1, m.blue == 1 {
                layer.opacity = m.alpha
            } else {
                layer.filters.append(.colorMultiply(m))
            }
        }
        list.append(.layer(layer))
    }

    /// Whether `layer` does nothing but keep its content where an opaque axis-aligned rectangle
    /// covers all of `visible`: a mask with no visible effect.
    static func masksNothing(_ layer: Layer, visible: Rect) -> Bool {
        guard layer.opacity == 1, layer.blendMode == .normal, layer.filters.isEmpty, layer.clip == nil,
            layer.projection == nil, let mask = layer.mask, mask.mode == .alpha, mask.content.commands.count == 1,
            case .fill(let path, _, .solid(let color), let multiply) = mask.content.commands[0],
            color.alpha >= 1, multiply.alpha >= 1, let rect = rectangle(path)
        else { return false }
        return rect.minX <= visible.minX && rect.minY <= visible.minY && rect.maxX >= visible.maxX
            && rect.maxY >= visible.maxY
    }

    /// The rectangle `path` outlines when it is one closed contour of straight lines whose
    /// points all lie on the edges of its bounds (to a thousandth of a pixel) and whose area is
    /// the bounds' (a rounded rectangle of radius 0 is one); nil for any other path.
    static func rectangle(_ path: Path) -> Rect? {
        let box = path.controlPointBounds
        guard box.width > 0, box.height > 0 else { return nil }
        let tolerance = 1e-3
        var points: [Point] = []
        var moves = 0
        for element in path.elements {
            switch element {
            case .move(let p):
                moves += 1
                points.append(p)
            case .line(let p): points.append(p)
            case .quadCurve, .curve: return nil
            case .closeSubpath: break
            }
        }
        guard moves == 1, points.count >= 4 else { return nil }
        for p in points {
            let onSide = abs(p.x - box.minX) <= tolerance || abs(p.x - box.maxX) <= tolerance
            let onTopOrBottom = abs(p.y - box.minY) <= tolerance || abs(p.y - box.maxY) <= tolerance
            guard onSide || onTopOrBottom else { return nil }
        }
        // On the edges, only the whole rectangle has the bounds' area (a cut corner or a crossing
        // has less).
        var twiceArea = 0.0
        for (a, b) in zip(points, points.dropFirst() + [points[0]]) { twiceArea += a.x * b.y - b.x * a.y }
        return abs(abs(twiceArea) / 2 - box.width * box.height) <= tolerance * (box.width + box.height) ? box : nil
    }

    /// Device pixels a layer can touch: its content's bounds grown by what its filters spread,
    /// cut by its clip. Nil when unknown (the whole canvas).
    static func bounds(of layer: Layer) -> Rect? {
        guard var r = bounds(of: layer.content) else { return nil }
        for filter in layer.filters {
            switch filter {
            case .blur(let sigma):
                r = r.insetBy(dx: -3 * sigma - 1, dy: -3 * sigma - 1)
            case .shadow(_, let sigma, let offset):
                r = r.union(r.offsetBy(offset).insetBy(dx: -3 * sigma - 1, dy: -3 * sigma - 1))
            case .colorMultiply, .luminanceToAlpha, .colorMatrix, .alphaThreshold:
                break
            }
        }
        if let clip = layer.clip {
            r = r.intersection(clip.path.controlPointBounds.insetBy(dx: -1, dy: -1)) ?? .zero
        }
        return r
    }

    /// The union of the bounds of a list's commands.
    static func bounds(of list: DisplayList) -> Rect? {
        var result: Rect?
        for command in list.commands {
            let r: Rect?
            switch command {
            case .fill(let path, _, _, _): r = path.controlPointBounds.insetBy(dx: -1, dy: -1)
            case .backdrop(let backdrop): r = backdrop.path.controlPointBounds.insetBy(dx: -1, dy: -1)
            case .layer(let layer):
                r = (layer.bounds ?? bounds(of: layer)).map { inner in
                    // A projected layer covers the image of its content (nil: in front of no one).
                    guard let projection = layer.projection else { return inner }
                    return projection.bounds(of: inner)?.insetBy(dx: -1, dy: -1) ?? .zero
                }
            }
            guard let r else { return nil }
            result = result.map { $0.union(r) } ?? r
        }
        return result ?? .zero
    }

    /// `t` applied about `anchor` instead of the origin.
    static func about(_ anchor: Point, _ t: AffineTransform) -> AffineTransform {
        AffineTransform.translation(x: -anchor.x, y: -anchor.y).concatenating(t)
            .concatenating(.translation(x: anchor.x, y: anchor.y))
    }

    private func emitContent(_ node: RenderNode, _ t: AffineTransform, _ m: RGBAColor, into list: inout DisplayList) {
        let frame = node.frame
        switch node.content {
        case .group(let children):
            for child in children { emit(child, effects: child.effects.list[...], t, m, into: &list) }
        case .animator(let animator):
            // A tree not presented by AnimatedScene: the animator shows its content at rest.
            emit(animator.model, effects: animator.model.effects.list[...], t, m, into: &list)
        case .shape(let shape):
            guard let path = shapePath(shape, frame, t) else { return }
            if let material = shape.paint.material {
                list.append(
                    .backdrop(material.backdrop(path: path, rule: fillRule(shape), scale: t.maximumScale, multiply: m)))
                return
            }
            list.append(.fill(path: path, rule: fillRule(shape), paint: paint(shape.paint, frame, t), multiply: m))
        case .text(let text):
            let place = AffineTransform.translation(x: frame.minX, y: frame.minY).concatenating(t)
            let textPaint = paint(text.paint, frame, t)
            for span in text.backgrounds where !span.path.isEmpty {
                list.append(
                    .fill(
                        path: span.path.applying(place), rule: .nonZero, paint: paint(span.paint, frame, t), multiply: m
                    ))
            }
            if !text.glyphs.isEmpty {
                list.append(.fill(path: text.glyphs.applying(place), rule: .nonZero, paint: textPaint, multiply: m))
            }
            // Underlines and strikethroughs, filled apart: the glyphs' contours would cancel their winding.
            if !text.decorations.isEmpty {
                list.append(
                    .fill(path: text.decorations.applying(place), rule: .nonZero, paint: textPaint, multiply: m))
            }
            for span in text.spans where !span.path.isEmpty {
                list.append(
                    .fill(
                        path: span.path.applying(place), rule: .nonZero, paint: paint(span.paint, frame, t),
                        multiply: span.opacity == 1 ? m : Self.faded(m, by: span.opacity)))
            }
            for image in text.images where image.bitmap.width > 0 && image.bitmap.height > 0 {
                let bitmap = image.bitmap
                let imageToDevice = AffineTransform.scale(
                    x: image.frame.width / Double(bitmap.width), y: image.frame.height / Double(bitmap.height)
                )
                .concatenating(.translation(x: image.frame.minX, y: image.frame.minY)).concatenating(place)
                list.append(
                    .fill(
                        path: Path.rect(image.frame).applying(place), rule: .nonZero,
                        paint: .image(bitmap, transform: imageToDevice), multiply: m))
            }
        case .image(let image):
            guard !frame.isEmpty, let bitmap = image.bitmap ?? (try? images.image(named: image.name)), bitmap.width > 0,
                bitmap.height > 0
            else { return }
            let imageToDevice = AffineTransform.scale(
                x: frame.width / Double(bitmap.width), y: frame.height / Double(bitmap.height)
            )
            .concatenating(.translation(x: frame.minX, y: frame.minY)).concatenating(t)
            let area = Path.rect(frame).applying(t)
            if let tint = image.tint {
                // A template: the tint filled through the bitmap's alpha.
                let bitmapAlpha = DisplayList(commands: [
                    .fill(
                        path: area, rule: .nonZero,
                        paint: .image(bitmap, transform: imageToDevice, sampling: image.sampling),
                        multiply: .white)
                ])
                let tinted = DisplayList(commands: [
                    .fill(path: area, rule: .nonZero, paint: paint(tint, frame, t), multiply: m)
                ])
                list.append(.layer(Layer(content: tinted, mask: Layer.Mask(content: bitmapAlpha))))
                return
            }
            list.append(
                .fill(
                    path: area, rule: .nonZero,
                    paint: .image(bitmap, transform: imageToDevice, sampling: image.sampling),
                    multiply: m))
        }
    }

    /// The outline of a shape kind filling `rect` (points).
    static func shapeOutline(_ kind: ShapeKind, _ rect: Rect) -> Path? {
        guard rect.width >= 0, rect.height >= 0 else { return nil }
        switch kind {
        case .rectangle: return .rect(rect)
        case .roundedRectangle(let radius, let style):
            return .roundedRect(rect, cornerRadius: max(0, radius), style: style)
        case .circle: return .circle(in: rect)
        case .ellipse: return .ellipse(in: rect)
        case .capsule(let style): return .capsule(in: rect, style: style)
        case .path(let p): return p.applying(.translation(x: rect.minX, y: rect.minY))
        }
    }

    /// The outline to fill for a shape in `frame` (points), in device pixels; nil when empty. An
    /// outline built for a recent frame is returned as it was (same storage).
    private func shapePath(_ shape: ShapeContent, _ frame: Rect, _ t: AffineTransform) -> Path? {
        let key = ShapePathCache.Key(
            frame: frame, transform: t, trimFrom: shape.trimFrom, trimTo: shape.trimTo, mode: shape.mode,
            kind: shape.kind)
        return paths.path(for: key) { outline(shape, frame, t) }
    }

    private func outline(_ shape: ShapeContent, _ frame: Rect, _ t: AffineTransform) -> Path? {
        let from = Self.clamp(shape.trimFrom)
        let to = Self.clamp(shape.trimTo)
        guard from < to else { return nil }
        var rect = frame
        if case .stroke(let style, true) = shape.mode {
            rect = rect.insetBy(dx: style.lineWidth / 2, dy: style.lineWidth / 2)
        }
        if case .rectangle = shape.kind, case .fill = shape.mode, from == 0, to == 1 {
            rect = Self.pixelSnapped(rect, t)
        }
        guard var path = Self.shapeOutline(shape.kind, rect) else { return nil }
        if from > 0 || to < 1 { path = path.trimmed(from: from, to: to) }
        if case .stroke(let style, _) = shape.mode {
            guard style.lineWidth > 0 else { return nil }
            // Stroke in the shape's own space, then transform: scale effects scale the line too.
            let tolerance = Self.flatteningTolerance / max(t.maximumScale, 1e-9)
            path = path.strokeOutline(style, tolerance: tolerance)
        }
        path = path.applying(t)
        return path.isEmpty ? nil : path
    }

    /// The largest thickness, in device pixels, of a filled rectangle that is snapped to the
    /// pixel grid as a hairline (a `Divider`, a tab bar's top line, a 1-point rule).
    static let hairlineMaximumPixels = 1.5

    /// `rect` (in the space `t` maps to device pixels) with its thin side on whole pixels, as iOS
    /// draws hairlines: a filled rectangle at most `hairlineMaximumPixels` thick across one
    /// axis, under a transform without rotation or skew, keeps its centre's pixel row (or
    /// column) and becomes a whole number of pixels thick, at least one (thinner than half a
    /// pixel, it keeps its thickness and only moves onto the row); otherwise a 1-point line at
    /// a fractional place would smear over two rows at half strength.
    static func pixelSnapped(_ rect: Rect, _ t: AffineTransform) -> Rect {
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, rect.width > 0, rect.height > 0 else { return rect }
        func snap(_ start: Double, _ length: Double) -> (Double, Double) {
            let thickness = length >= 0.5 ? max(1, length.rounded()) : length
            let centre = start + length / 2
            let snapped =
                thickness >= 1 ? (centre - thickness / 2).rounded() : centre.rounded(.down) + 0.5 - thickness / 2
            return (snapped, thickness)
        }
        // In device pixels.
        var x = rect.minX * t.a + t.tx
        var y = rect.minY * t.d + t.ty
        var w = rect.width * t.a
        var h = rect.height * t.d
        if h <= hairlineMaximumPixels, w > h {
            (y, h) = snap(y, h)
        } else if w <= hairlineMaximumPixels, h > w {
            (x, w) = snap(x, w)
        } else {
            return rect
        }
        return Rect(x: (x - t.tx) / t.a, y: (y - t.ty) / t.d, width: w / t.a, height: h / t.d)
    }

    private func fillRule(_ shape: ShapeContent) -> WindingRule {
        if case .fill(let rule) = shape.mode { return rule }
        return .nonZero
    }

    /// The paint of a view in `frame` (points) drawn under `t` (points → device pixels).
    private func paint(_ paint: ResolvedPaint, _ frame: Rect, _ t: AffineTransform) -> Paint {
        paint.rasterPaint(in: frame, under: t, images: images)
    }

    static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }

    /// `multiply` with its alpha multiplied by `opacity`, as an opacity effect folds.
    static func faded(_ multiply: RGBAColor, by opacity: Double) -> RGBAColor {
        var faded = multiply
        faded.alpha *= clamp(opacity)
        return faded
    }

    static func clampColor(_ c: RGBAColor) -> RGBAColor {
        RGBAColor(red: clamp(c.red), green: clamp(c.green), blue: clamp(c.blue), alpha: clamp(c.alpha))
    }
}
