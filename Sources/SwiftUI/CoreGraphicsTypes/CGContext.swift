internal import Geometry
internal import Raster
internal import SceneGraph

/// Core Graphics' drawing context: the `cgContext` of a `UIGraphicsImageRenderer`, or a bitmap
/// context (`CGContext(data:width:height:…)`). What it draws becomes pixels at once, as on iOS:
/// the module reaches Raster, so each operation is a Raster draw command in the context's
/// pixels (rendered by the plain renderer, whose bytes never depend on threads), kept until
/// the pixels are read (`makeImage()`, the renderer's image, the data a bitmap context writes).
///
/// Coordinates: a renderer's context has UIKit's origin at the top left, y down, in points (its
/// format's scale pixels each); a bitmap context has Core Graphics' origin at the bottom left,
/// y up, in pixels. Paths take the current transform as their points are added; line widths,
/// dashes and gradients are in the coordinates at the moment they are drawn; shadows are in
/// the base space (not scaled or turned by the transform).
public class CGContext {
    /// The context's pixels, without the commands still pending.
    var canvas: PixelBuffer
    /// Draw commands not yet in `canvas` (device pixels).
    private var pending: [DrawCommand] = []
    /// Pixels per unit of the base space.
    let scale: Double
    /// UIKit's base space (origin top left, y down) rather than Core Graphics' (bottom left, y up).
    let isFlipped: Bool
    var state: GraphicsState
    private var savedStates: [GraphicsState] = []
    /// The path being built, in device pixels.
    var currentPath = Geometry::Path()
    /// A bitmap context's memory: the pixels are copied there whenever they are read.
    private let data: UnsafeMutableRawPointer?
    private let dataBytesPerRow: Int
    private let byteOrder: ByteOrder

    /// A context of `width`×`height` pixels over `fill`, for `scale` pixels a point.
    init(pixelWidth width: Int, height: Int, scale: Double, flipped: Bool, fill: RGBAColor = .clear) {
        canvas = PixelBuffer(width: width, height: height, fill: fill)
        self.scale = scale
        isFlipped = flipped
        let base: Geometry::AffineTransform =
            flipped
            ? .scale(x: scale, y: scale)
            : Geometry::AffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: Double(height))
        state = GraphicsState(base: base)
        data = nil
        dataBytesPerRow = 0
        byteOrder = .rgba
    }

    /// A bitmap context drawing into `data` (or memory of its own when nil): 8 bits a component
    /// and four components a pixel, premultiplied; nil for another layout (as iOS refuses an
    /// unsupported one) or a size that is not positive.
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard width > 0, height > 0, width <= 16384, height <= 16384, bitsPerComponent == 8,
            rowBytes >= width * 4
        else { return nil }
        let alpha = bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        let alphaFirst =
            alpha == CGImageAlphaInfo.premultipliedFirst.rawValue || alpha == CGImageAlphaInfo.noneSkipFirst.rawValue
            || alpha == CGImageAlphaInfo.first.rawValue
        let little = order == CGBitmapInfo.byteOrder32Little.rawValue
        byteOrder = alphaFirst ? (little ? .bgra : .argb) : (little ? .abgr : .rgba)
        let opaque =
            alpha == CGImageAlphaInfo.none.rawValue || alpha == CGImageAlphaInfo.noneSkipLast.rawValue
            || alpha == CGImageAlphaInfo.noneSkipFirst.rawValue
        self.data = data
        dataBytesPerRow = rowBytes
        canvas = PixelBuffer(width: width, height: height, fill: opaque ? .black : .clear)
        scale = 1
        isFlipped = false
        state = GraphicsState(
            base: Geometry::AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(height)))
        if let data { readPixels(from: data) }
    }

    /// A bitmap context, its `bitmapInfo` given as flags.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo
    ) {
        self.init(
            data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
            space: space, bitmapInfo: bitmapInfo.rawValue)
    }

    /// The bitmap's width and height in pixels.
    public var width: Int { canvas.width }
    public var height: Int { canvas.height }
    public var bytesPerRow: Int { data == nil ? canvas.width * 4 : dataBytesPerRow }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// The context's pixels as an image (a copy: later drawing does not change it).
    public func makeImage() -> CGImage? {
        CGImage(pixels())
    }

    /// Everything drawn so far, as pixels.
    func pixels() -> PixelBuffer {
        flush()
        return canvas
    }

    // MARK: The graphics state

    /// Saves the graphics state (transform, colours, line, clip, alpha, blend mode, shadow).
    public func saveGState() { savedStates.append(state) }

    /// Restores the state last saved; nothing when none is saved.
    public func restoreGState() {
        if let last = savedStates.popLast() { state = last }
    }

    /// The current transform: user space to the base space (points of a renderer's context).
    public var ctm: CGAffineTransform {
        let toBase = Geometry::AffineTransform.scale(x: 1 / scale, y: 1 / scale)
        return CGAffineTransform(state.transform.concatenating(toBase))
    }

    /// A user space transform: user space to device pixels.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { CGAffineTransform(state.transform) }

    public func translateBy(x: CGFloat, y: CGFloat) {
        state.transform = Geometry::AffineTransform.translation(x: Double(x), y: Double(y))
            .concatenating(state.transform)
    }

    public func scaleBy(x: CGFloat, y: CGFloat) {
        state.transform = Geometry::AffineTransform.scale(x: Double(x), y: Double(y)).concatenating(state.transform)
    }

    /// Turns user space by `angle` radians (counter-clockwise in Core Graphics' y-up space,
    /// so clockwise on screen in a renderer's flipped context).
    public func rotate(by angle: CGFloat) {
        state.transform = CGAffineTransform(rotationAngle: angle).engine.concatenating(state.transform)
    }

    /// Applies `transform` to user space before the current one.
    public func concatenate(_ transform: CGAffineTransform) {
        state.transform = transform.engine.concatenating(state.transform)
    }

    public func setFillColor(_ color: CGColor) { state.fill = color.resolved }
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.resolved }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fill = RGBAColor(white: Double(gray), alpha: Double(alpha))
    }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.stroke = RGBAColor(white: Double(gray), alpha: Double(alpha))
    }
    public func setLineWidth(_ width: CGFloat) { state.line.lineWidth = Double(width) }
    public func setLineCap(_ cap: CGLineCap) { state.line.lineCap = StrokeStyle(lineCap: cap).engine.lineCap }
    public func setLineJoin(_ join: CGLineJoin) { state.line.lineJoin = StrokeStyle(lineJoin: join).engine.lineJoin }
    public func setMiterLimit(_ limit: CGFloat) { state.line.miterLimit = Double(limit) }
    /// Dashes: `lengths` on and off in turn, starting `phase` into them; empty lengths draw solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.line.dash = lengths.map(Double.init)
        state.line.dashPhase = Double(phase)
    }
    /// Multiplies the alpha of everything drawn after it (0…1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = max(0, min(1, Double(alpha))) }
    /// How what is drawn next combines with the pixels. `sourceIn`, `sourceOut`,
    /// `destinationIn`, `destinationAtop` and `xor` are drawn as `normal`, with a warning.
    public func setBlendMode(_ mode: CGBlendMode, line: Int = #line, column: Int = #column) {
        state.blendMode = mode
        if mode.engine == nil {
            RuntimeWarning.emit(
                "'CGBlendMode.\(mode)' is drawn as '.normal': Zoetrope has no such compositing operator",
                line: line, column: column)
        }
    }
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }
    /// Anti-aliasing is always on here.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    /// A shadow under everything drawn after it: moved by `offset` and blurred by `blur`, in
    /// the base space (points of a renderer's context, down for a positive height as UIKit
    /// shows it), in `color`; a nil or clear colour turns shadows off, as on iOS.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let resolved = color?.resolved, resolved.alpha > 0 else {
            state.shadow = nil
            return
        }
        // A renderer's base space is UIKit's, y down, so a positive height moves the shadow down
        // (Apple's QA1706, iOS 3.2 and later); a bitmap context's is Core Graphics', y up.
        let dy = isFlipped ? Double(offset.height) : -Double(offset.height)
        // Core Graphics' blur is about twice the Gaussian's σ (its "radius" spreads ~2σ).
        state.shadow = GraphicsState.Shadow(
            color: resolved, sigma: max(0, Double(blur)) * scale / 2,
            offset: Point(x: Double(offset.width) * scale, y: dy * scale))
    }

    /// A shadow in black at a third, Core Graphics' default colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(RGBAColor(white: 0, alpha: 1.0 / 3)))
    }

    // MARK: Commands

    /// Adds `commands` (device pixels), under the state's clip, alpha, blend mode and shadow.
    func draw(_ commands: [DrawCommand]) {
        guard !commands.isEmpty else { return }
        if state.blendMode == .clear || state.blendMode == .copy {
            // Erase what the drawing covers; `copy` then draws it over the hole.
            let erase = commands.map(Self.opaque)
            append(Layer(content: DisplayList(commands: erase), blendMode: .destinationOut))
            if state.blendMode == .clear { return }
        }
        var content = commands
        if let shadow = state.shadow {
            content = [
                .layer(
                    Layer(
                        content: DisplayList(commands: content),
                        filters: [.shadow(color: shadow.color, sigma: shadow.sigma, offset: shadow.offset)]))
            ]
        }
        let blend = state.blendMode.engine ?? .normal
        append(Layer(content: DisplayList(commands: content), opacity: state.alpha, blendMode: blend))
    }

    /// `layer` under the state's clips (innermost last).
    private func append(_ layer: Layer) {
        var command = DrawCommand.layer(layer)
        if layer.opacity == 1, layer.blendMode == .normal, layer.filters.isEmpty, layer.content.commands.count == 1 {
            command = layer.content.commands[0]
        }
        for clip in state.clips.reversed() {
            command = .layer(Layer(content: DisplayList(commands: [command]), clip: clip))
        }
        pending.append(command)
        // Bound the memory a long drawing holds; a bitmap context's memory holds each drawing
        // at once, as code may read it at any time.
        if pending.count >= 256 || data != nil { flush() }
    }

    /// A command drawn with full opacity in its covered area (for erasing).
    private static func opaque(_ command: DrawCommand) -> DrawCommand {
        if case .fill(let path, let rule, _, _) = command {
            return .fill(path: path, rule: rule, paint: .solid(.black), multiply: .white)
        }
        return command
    }

    /// Draws the pending commands into `canvas` (and a bitmap context's memory).
    func flush() {
        guard !pending.isEmpty else { return }
        Renderer.plain().render(DisplayList(commands: pending), onto: &canvas)
        pending = []
        if let data { writePixels(to: data) }
    }

    // MARK: Bitmap memory

    enum ByteOrder { case rgba, bgra, argb, abgr }

    private func channelOrder() -> [Int] {
        switch byteOrder {
        case .rgba: [0, 1, 2, 3]
        case .bgra: [2, 1, 0, 3]
        case .argb: [3, 0, 1, 2]
        case .abgr: [3, 2, 1, 0]
        }
    }

    private func writePixels(to data: UnsafeMutableRawPointer) {
        let order = channelOrder()
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        canvas.bytes.withUnsafeBufferPointer { source in
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let from = (y * canvas.width + x) * 4
                    let to = y * dataBytesPerRow + x * 4
                    for k in 0..<4 { bytes[to + k] = source[from + order[k]] }
                }
            }
        }
    }

    private func readPixels(from data: UnsafeMutableRawPointer) {
        let order = channelOrder()
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        var pixels = canvas.bytes
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let to = (y * canvas.width + x) * 4
                let from = y * dataBytesPerRow + x * 4
                for k in 0..<4 { pixels[to + order[k]] = bytes[from + k] }
            }
        }
        canvas.bytes = pixels
    }
}
