internal import Geometry
internal import Raster
internal import SceneGraph

// Gradients, images and views (text, asset images) drawn into a context.
extension CGContext {
    /// Paints `gradient` along the line from `start` to `end` (user space) wherever the clip
    /// allows: only between the two lines through them, square to the gradient, unless
    /// `options` extend it before the start or after the end.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        let s = start.engine
        let e = end.engine
        let dx = e.x - s.x
        let dy = e.y - s.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return }
        // Far enough to cover the canvas, in user-space lengths.
        let reach = userReach(from: s) / length + 1
        let before = options.contains(.drawsBeforeStartLocation) ? -reach : 0
        let after = options.contains(.drawsAfterEndLocation) ? 1 + reach : 1
        // The band between the two parameters, as wide as the reach either side of the axis.
        func point(_ t: Double, _ side: Double) -> Point {
            Point(x: s.x + dx * t - dy * side, y: s.y + dy * t + dx * side)
        }
        var band = Geometry::Path()
        band.addLines([point(before, -reach), point(after, -reach), point(after, reach), point(before, reach)])
        band.closeSubpath()
        let paint = Paint.linearGradient(
            gradient.stops, start: state.transform.apply(s), end: state.transform.apply(e))
        draw([.fill(path: band.applying(state.transform), rule: .nonZero, paint: paint, multiply: .white)])
    }

    /// Paints `gradient` from the circle at `startCenter` to the one at `endCenter` (user
    /// space): between the two circles, and inside the start one or outside the end one when
    /// `options` say. Circles of different centres are drawn about the end centre, with a
    /// warning.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions, line: Int = #line, column: Int = #column
    ) {
        if startCenter != endCenter {
            RuntimeWarning.emit(
                "'drawRadialGradient' with two centres is drawn about the end centre: Zoetrope draws only "
                    + "concentric radial gradients", line: line, column: column)
        }
        let c = endCenter.engine
        let r0 = max(0, Double(startRadius))
        let r1 = max(0, Double(endRadius))
        guard r0.isFinite, r1.isFinite, r0 != r1 || options.contains(.drawsAfterEndLocation) else { return }
        let inner = min(r0, r1)
        let outer = max(r0, r1)
        // Inside the inner circle is painted when the gradient extends on the inner circle's side.
        let extendsInside =
            r0 <= r1 ? options.contains(.drawsBeforeStartLocation) : options.contains(.drawsAfterEndLocation)
        let extendsOutside =
            r0 <= r1 ? options.contains(.drawsAfterEndLocation) : options.contains(.drawsBeforeStartLocation)
        var region = Geometry::Path()
        if extendsOutside {
            let reach = userReach(from: c) + outer + 1
            region.addRect(Rect(x: c.x - reach, y: c.y - reach, width: 2 * reach, height: 2 * reach))
        } else {
            region.addEllipse(in: Rect(x: c.x - outer, y: c.y - outer, width: 2 * outer, height: 2 * outer))
        }
        if !extendsInside, inner > 0 {
            region.addEllipse(in: Rect(x: c.x - inner, y: c.y - inner, width: 2 * inner, height: 2 * inner))
        }
        let paint = Paint.radialGradient(
            gradient.stops, center: c, startRadius: r0, endRadius: r1, transform: state.transform)
        draw([.fill(path: region.applying(state.transform), rule: .evenOdd, paint: paint, multiply: .white)])
    }

    /// The largest distance from `p` (user space) to a corner of the canvas, in user space.
    private func userReach(from p: Point) -> Double {
        guard let inverse = state.transform.inverted else { return 0 }
        let w = Double(canvas.width)
        let h = Double(canvas.height)
        var reach = 0.0
        for corner in [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: 0, y: h), Point(x: w, y: h)] {
            let q = inverse.apply(corner)
            reach = max(reach, ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot())
        }
        return reach
    }

    /// Draws `image` stretched to `rect` (user space), its first row at the rect's maximum y: in
    /// a bitmap context upright, in a renderer's flipped context upside down, as on iOS.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let r = rect.standardized.engine
        let pixels = image.pixels
        guard pixels.width > 0, pixels.height > 0, r.width > 0, r.height > 0 else { return }
        let imageToUser = Geometry::AffineTransform(
            a: r.width / Double(pixels.width), b: 0, c: 0, d: -r.height / Double(pixels.height), tx: r.minX,
            ty: r.maxY)
        drawBitmap(pixels, imageToUser: imageToUser, in: r)
    }

    /// Draws `image` in `rect`, or, when `byTiling`, repeated from `rect` in every direction
    /// over the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling else { return draw(image, in: rect) }
        let r = rect.standardized.engine
        let pixels = image.pixels
        guard pixels.width > 0, pixels.height > 0, r.width > 0, r.height > 0 else { return }
        let imageToUser = Geometry::AffineTransform(
            a: r.width / Double(pixels.width), b: 0, c: 0, d: -r.height / Double(pixels.height), tx: r.minX,
            ty: r.maxY)
        let canvasArea = Geometry::Path.rect(
            Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)))
        let paint = Paint.image(
            pixels, transform: imageToUser.concatenating(state.transform), tiled: true,
            sampling: state.interpolation == .none ? .nearest : .smooth)
        draw([.fill(path: canvasArea, rule: .nonZero, paint: paint, multiply: .white)])
    }

    /// Draws `pixels` upright in `rect` (user space, UIKit's orientation: the first row at the
    /// rect's minimum y), as `UIImage.draw(in:)` does.
    func drawUpright(_ pixels: PixelBuffer, in rect: CGRect) {
        let r = rect.standardized.engine
        guard pixels.width > 0, pixels.height > 0, r.width > 0, r.height > 0 else { return }
        let imageToUser = Geometry::AffineTransform(
            a: r.width / Double(pixels.width), b: 0, c: 0, d: r.height / Double(pixels.height), tx: r.minX,
            ty: r.minY)
        drawBitmap(pixels, imageToUser: imageToUser, in: r)
    }

    private func drawBitmap(_ pixels: PixelBuffer, imageToUser: Geometry::AffineTransform, in rect: Rect) {
        let paint = Paint.image(
            pixels, transform: imageToUser.concatenating(state.transform),
            sampling: state.interpolation == .none ? .nearest : .smooth)
        draw([
            .fill(
                path: Geometry::Path.rect(rect).applying(state.transform), rule: .nonZero, paint: paint,
                multiply: .white)
        ])
    }

    /// Draws `view` laid out in `rect` (user space, UIKit's orientation), aligned in it by
    /// `alignment`: text and images the engine lays out.
    func draw(_ view: ViewNode, in rect: CGRect, alignment: LayoutAlignment) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return }
        let images: any ImageProvider = SceneRun.current?.request.images ?? NoDrawnImages()
        var engine = LayoutEngine(canvas: Size(width: Double(r.width), height: Double(r.height)), images: images)
        engine.useFonts(ofSceneIn: SceneFolder.current)
        let placement = Geometry::AffineTransform.translation(x: Double(r.minX), y: Double(r.minY))
            .concatenating(state.transform)
        let framed = ViewNode.modified(
            .modified(view, .frame(width: Double(r.width), height: Double(r.height), alignment: alignment)),
            .transformEffect(placement))
        guard let root = try? engine.layout(framed) else { return }
        let list = DisplayListBuilder(scale: 1, images: images).build(root)
        draw(list.commands)
    }
}

/// The images of drawing done outside a scene's evaluation: none.
private struct NoDrawnImages: ImageProvider {
    func image(named name: String) throws -> PixelBuffer {
        throw LayoutError(kind: .notFound, message: "no image named '\(name)'")
    }
}
