internal import Geometry
internal import Raster
internal import SceneGraph

/// Immediate-mode drawing: SwiftUI's `Canvas`. Its renderer draws into a `GraphicsContext`
/// with the canvas's size; every drawing operation becomes a view in the canvas's frame, so it
/// is drawn by the same engine as every other view. The renderer runs during layout, when the
/// canvas knows its size (inside a `TimelineView`, again at every update).
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
    }

    public var body: Never { neverBody("Canvas") }
}

extension Canvas where Symbols == EmptyView {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
        self.symbols = EmptyView()
    }
}

/// How a canvas's colours are blended; all are drawn in gamma-encoded sRGB (DESIGN.md §3).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

extension Canvas: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        // The symbols, by tag (`.tag(id)` on each), lowered now with the canvas's state.
        var symbolViews: [AnyHashable: ViewNode] = [:]
        for part in lowerView(symbols, in: context.child(1)).flattened {
            if let tag = part.traits[TabBar.tagTrait]?.value as? AnyHashable { symbolViews[tag] = part.view }
        }
        // Called by layout from any thread, in turn with the scene's other callbacks (`later`).
        let renderer = UncheckedSendable(self.renderer)
        let symbols = UncheckedSendable(symbolViews)
        let later = DeferredLowering(context)
        let seed = SceneRun.current?.request.seed ?? 0
        let time = sceneTime
        let environment = UncheckedSendable(context.environment)
        @Sendable func draw(_ size: Geometry::Size) -> ViewNode {
            later.run { _ in
                FrameClock.run(at: FrameClock.current?.time ?? time, seed: seed) {
                    var graphics = GraphicsContext(
                        size: CGSize(width: size.width, height: size.height), symbols: symbols.value,
                        environment: environment.value)
                    renderer.value(&graphics, graphics.size)
                    return graphics.recording.view(in: size)
                }
            }
        }
        // Its identity is what it draws at the screen's size now, compared as a value: a
        // snapshot whose drawing changed differs from the last. (It was the hash of the
        // drawing's description, which inside a `TimelineView` cost more than the frame's
        // drawing: `String(reflecting:)` of every view at every frame.)
        let screen = context.runtime.canvas
        let probe = draw(screen)
        // Laid out at that size (a full-screen canvas) on the same clock, the renderer draws
        // the probe again: it is used as is, so the renderer runs once per frame, as on iOS.
        let clock = FrameClock.current?.time ?? time
        return Lowered(
            .geometryReader(
                ViewFunction(id: Self.identity, sample: probe) { size, _ in
                    if size == screen, (FrameClock.current?.time ?? clock) == clock { return probe }
                    return draw(size)
                }))
    }

    /// The id every canvas's function shares: canvases are told apart by their drawings.
    private static var identity: Int { 0x43_616e_7661_73 }
}

/// The drawing operations of a canvas (or of one of its layers), in order.
final class CanvasRecording {
    var views: [ViewNode] = []

    /// The operations stacked in the canvas's frame, each in the whole frame.
    func view(in size: Geometry::Size) -> ViewNode {
        .modified(
            .stack(.z(alignment: .topLeading), views),
            .frame(width: size.width, height: size.height, alignment: .topLeading))
    }
}

/// Where a canvas draws: SwiftUI's `GraphicsContext`. Its opacity, blend mode, transform,
/// filters and clip apply to the operations that follow; `drawLayer` draws a group that is
/// composited as one.
public struct GraphicsContext {
    /// The canvas's size in points.
    let size: CGSize
    let recording: CanvasRecording
    let symbols: [AnyHashable: ViewNode]

    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    /// Maps the coordinates drawing operations use to the canvas's.
    public var transform: CGAffineTransform = .identity
    private var filters: [ModifierNode] = []
    private var clips: [ModifierNode] = []
    /// The canvas's environment: its colours, styles, text and symbols resolve in it (its colour
    /// scheme, foreground style, font …), as the views around the canvas do.
    public let environment: EnvironmentValues

    init(
        size: CGSize, symbols: [AnyHashable: ViewNode], environment: EnvironmentValues,
        recording: CanvasRecording = CanvasRecording()
    ) {
        self.size = size
        self.symbols = symbols
        self.environment = environment
        self.recording = recording
    }

    // MARK: State

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Clips the operations that follow to `path` (in the current coordinates).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = []) {
        let outline = path.engine.applying(transform.engine)
        let rule: WindingRule = style.isEOFilled ? .evenOdd : .nonZero
        if options.contains(.inverse) {
            clips.append(
                .inverseMask(
                    .shape(ShapeView(kind: .path(outline), drawing: .fill(.color(.black), rule: rule))),
                    alignment: .topLeading))
        } else {
            clips.append(.clipShape(.path(outline), rule: rule))
        }
    }

    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Adds a filter to the operations that follow.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter.modifier(environment))
    }

    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public init() { rawValue = 0 }
    }

    // MARK: Drawing

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let rule: WindingRule = style.isEOFilled ? .evenOdd : .nonZero
        if shading.isGradient, transform != .identity {
            record(
                transformed(
                    .shape(
                        ShapeView(
                            kind: .path(path.engine), drawing: .fill(shading.style(in: size, environment), rule: rule)))
                ))
            return
        }
        record(
            .shape(
                ShapeView(kind: .path(outline(path)), drawing: .fill(shading.style(in: size, environment), rule: rule)))
        )
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        if shading.isGradient, transform != .identity {
            record(
                transformed(
                    .shape(
                        ShapeView(
                            kind: .path(path.engine),
                            drawing: .stroke(shading.style(in: size, environment), style.engine)))
                ))
            return
        }
        // The stroke is drawn in the current coordinates, so its width scales with them.
        let scale = transform.engine.maximumScale
        var stroke = style.engine
        stroke.lineWidth *= scale
        stroke.dash = stroke.dash.map { $0 * scale }
        stroke.dashPhase *= scale
        record(
            .shape(
                ShapeView(kind: .path(outline(path)), drawing: .stroke(shading.style(in: size, environment), stroke))))
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` with its `anchor` at `point` (in the current coordinates).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        place(lowered(text), at: point, anchor: anchor)
    }

    /// Draws `text` in `rect`, centred.
    public func draw(_ text: Text, in rect: CGRect) {
        place(lowered(text), at: CGPoint(x: rect.midX, y: rect.midY), anchor: .center)
    }

    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(text.text, at: point, anchor: anchor)
    }

    public func draw(_ text: ResolvedText, in rect: CGRect) { draw(text.text, in: rect) }

    /// Draws `image` stretched to `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        let origin = rect.origin.applying(transform)
        var resizable = image
        resizable.isResizable = true
        let view = ViewNode.modified(
            lowered(resizable), .frame(width: Double(rect.width), height: Double(rect.height), alignment: .center))
        record(.modified(view, .offset(x: Double(origin.x), y: Double(origin.y))), placed: true)
    }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        place(lowered(image), at: point, anchor: anchor)
    }

    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image.image, in: rect, style: style)
    }

    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image.image, at: point, anchor: anchor)
    }

    /// Draws a symbol (a view given to the canvas with `.tag(id)`) with its anchor at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        place(symbol.view, at: point, anchor: anchor)
    }

    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let origin = rect.origin.applying(transform)
        let view = ViewNode.modified(
            symbol.view, .frame(width: Double(rect.width), height: Double(rect.height), alignment: .center))
        record(.modified(view, .offset(x: Double(origin.x), y: Double(origin.y))), placed: true)
    }

    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    /// The symbol the canvas was given with `.tag(id)`, or nil.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        symbols[AnyHashable(id)].map(ResolvedSymbol.init)
    }

    /// Draws `content` into a layer that is composited as one, with this context's opacity,
    /// blend mode, filters and clip.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(size: size, symbols: symbols, environment: environment)
        layer.transform = transform
        try content(&layer)
        var view = layer.recording.view(in: Geometry::Size(width: Double(size.width), height: Double(size.height)))
        view = .modified(view, .compositingGroup)
        record(view, placed: true)
    }

    // MARK: Recording

    private func outline(_ path: Path) -> Geometry::Path { path.engine.applying(transform.engine) }

    /// `shape` (a path and paint in the current coordinates) with the current transform applied
    /// to its drawing: a gradient's points, centre and angle are in the current coordinates too,
    /// so it moves, turns and scales with the path (a shape filling the canvas, whose origin is
    /// the canvas's, so the transform applies about it).
    private func transformed(_ shape: ViewNode) -> ViewNode {
        .modified(shape, .transformEffect(transform.engine))
    }

    private func lowered(_ view: some View) -> ViewNode {
        // Text and images drawn by a canvas need no state: a plain context in its environment.
        let context = LoweringContext(graph: ViewGraph(), path: ViewPath(), environment: environment)
        return lowerView(view, in: context).single(in: .z(alignment: .center)).view
    }

    /// A view with its anchor at `point`: a zero-size frame there, aligned by the anchor.
    private func place(_ view: ViewNode, at point: CGPoint, anchor: UnitPoint) {
        let p = point.applying(transform)
        let alignment = LayoutAlignment(
            horizontal: anchor.x < 1.0 / 3 ? .leading : anchor.x > 2.0 / 3 ? .trailing : .center,
            vertical: anchor.y < 1.0 / 3 ? .top : anchor.y > 2.0 / 3 ? .bottom : .center)
        // At its ideal size: the zero-size frame would otherwise make text wrap at every letter.
        let ideal = ViewNode.modified(view, .fixedSize(horizontal: true, vertical: true))
        let pinned = ViewNode.modified(
            .modified(ideal, .frame(width: 0, height: 0, alignment: alignment)), .offset(x: Double(p.x), y: Double(p.y))
        )
        record(pinned, placed: true)
    }

    /// Adds an operation: a shape filling the canvas frame, or a view already placed in it.
    private func record(_ view: ViewNode, placed: Bool = false) {
        var result =
            placed
            ? ViewNode.modified(
                .stack(.z(alignment: .topLeading), [view]),
                .frame(width: Double(size.width), height: Double(size.height), alignment: .topLeading))
            : ViewNode.modified(
                view,
                .frame(width: Double(size.width), height: Double(size.height), alignment: .topLeading))
        // The filter added last applies first, next to the drawing, as SwiftUI's context does: the
        // "gooey" idiom adds `.alphaThreshold` and then `.blur`, and thresholds the blurred shapes.
        for filter in filters.reversed() { result = .modified(result, filter) }
        for clip in clips { result = .modified(result, clip) }
        if opacity < 1 { result = .modified(result, .opacity(max(0, opacity))) }
        if blendMode != .normal { result = .modified(result, .blendMode(blendMode.engine)) }
        recording.views.append(result)
    }

    // MARK: Types

    /// How a canvas operation is painted.
    public struct Shading {
        let paint: Paint

        /// Resolved in the context's environment when an operation uses it.
        enum Paint {
            case color(Color)
            case style(any ShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }

        public static func color(_ color: Color) -> Shading {
            Shading(paint: .color(color))
        }
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading(paint: .style(style))
        }
        public static var foreground: Shading { Shading(paint: .style(ForegroundStyle())) }
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(paint: .linear(gradient, startPoint, endPoint))
        }
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(paint: .radial(gradient, center, startRadius, endRadius))
        }
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(paint: .conic(gradient, center, angle))
        }

        /// Whether the paint is a gradient given by points of the canvas (whose coordinates the
        /// context's transform changes).
        var isGradient: Bool {
            switch paint {
            case .color, .style: return false
            case .linear, .radial, .conic: return true
            }
        }

        /// The style for a shape filling the canvas frame (gradient points become unit points of
        /// it), its colours resolved in `environment`.
        func style(in size: CGSize, _ environment: EnvironmentValues) -> PaintStyle {
            func unit(_ p: CGPoint) -> RelativePoint {
                RelativePoint(
                    x: size.width > 0 ? Double(p.x / size.width) : 0, y: size.height > 0 ? Double(p.y / size.height) : 0
                )
            }
            switch paint {
            case .color(let color): return .color(color.resolved(in: environment))
            case .style(let style): return loweredStyle(style, in: environment)
            case .linear(let gradient, let start, let end):
                return .linearGradient(
                    gradient.engine(in: environment), startPoint: unit(start), endPoint: unit(end))
            case .radial(let gradient, let center, let start, let end):
                return .radialGradient(
                    gradient.engine(in: environment), center: unit(center), startRadius: Double(start),
                    endRadius: Double(end))
            case .conic(let gradient, let center, let angle):
                return .angularGradient(
                    gradient.engine(in: environment), center: unit(center), startAngle: angle.engine,
                    endAngle: Geometry::Angle(radians: angle.radians + 2 * .pi))
            }
        }
    }

    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public init() { rawValue = 0 }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// An effect on the operations that follow `addFilter`.
    public struct Filter {
        /// The effect, its colours resolved in the context's environment.
        let modifier: (EnvironmentValues) -> ModifierNode

        init(modifier: ModifierNode) { self.modifier = { _ in modifier } }
        init(resolving modifier: @escaping (EnvironmentValues) -> ModifierNode) { self.modifier = modifier }

        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(modifier: .blur(radius: Double(radius)))
        }
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter {
                .shadow(color: color.resolved(in: $0), radius: Double(radius), x: Double(x), y: Double(y))
            }
        }
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter { .colorMultiply(color.resolved(in: $0)) }
        }
        public static var luminanceToAlpha: Filter { Filter(modifier: .luminanceToAlpha) }
        public static var colorInvert: Filter { Filter(modifier: .colorAdjustment(.colorInvert)) }

        /// Pixels whose opacity is within `min...max` drawn in `color`, the others transparent.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
            Filter { .alphaThreshold(min: min, max: max, color: color.resolved(in: $0)) }
        }
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(modifier: .colorAdjustment(.hueRotation(angle.engine)))
        }
        public static func saturation(_ amount: Double) -> Filter {
            Filter(modifier: .colorAdjustment(.saturation(amount)))
        }
        public static func brightness(_ amount: Double) -> Filter {
            Filter(modifier: .colorAdjustment(.brightness(amount)))
        }
        public static func contrast(_ amount: Double) -> Filter {
            Filter(modifier: .colorAdjustment(.contrast(amount)))
        }
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(modifier: .colorAdjustment(.grayscale(amount)))
        }
    }

    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public init() { rawValue = 0 }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public init() { rawValue = 0 }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
    }

    /// Text ready to draw.
    public struct ResolvedText {
        let text: Text
        public var shading: Shading = .foreground
    }

    /// An image ready to draw.
    public struct ResolvedImage {
        let image: Image
    }

    /// A symbol view ready to draw.
    public struct ResolvedSymbol {
        let view: ViewNode
    }
}
