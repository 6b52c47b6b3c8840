internal import Geometry
internal import SceneGraph

/// A 2-D shape that fills the frame it is given: SwiftUI's `Shape`. As a view it is filled
/// with the foreground style.
public protocol Shape: Animatable, View {
    /// The outline of the shape in `rect`, in the view's own coordinates.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// How a shape is described to SceneGraph: a built-in kind, or an outline computed from the
/// frame during layout (a custom `Shape`'s `path(in:)`), with the part of it that is trimmed.
struct ShapeDescription {
    enum Outline {
        case builtin(ShapeKind)
        /// A custom shape: its outline in a rect, and when it has animatable data, its numbers
        /// and its outline for other numbers (rebuilt at every frame).
        case custom(id: Int, path: @Sendable (CGRect) -> Geometry::Path, animatable: AnimatableOutline?)
    }

    struct AnimatableOutline {
        var data: [Double]
        var path: @Sendable ([Double], CGRect) -> Geometry::Path
    }
    var outline: Outline
    var trimFrom: Double = 0
    var trimTo: Double = 1
    /// How far the shape is inset in its frame (`inset(by:)`); drawn as padding around it, so
    /// built-in shapes stay built-in (their outline and path start do not change).
    var inset: Double = 0

    /// True when SceneGraph can take the shape as a plain kind (a clip shape, say).
    var isPlainBuiltin: Bool {
        guard case .builtin = outline else { return false }
        return trimFrom == 0 && trimTo == 1 && inset == 0
    }
}

/// A shape Zoetrope describes without calling `path(in:)`: the built-in ones and the shapes
/// built from them (trimmed, inset).
protocol ShapeLowering {
    var shapeDescription: ShapeDescription { get }
}

extension Shape {
    /// The description of any shape: a built-in one's own, or this shape's `path(in:)`.
    var description: ShapeDescription {
        if let builtin = self as? any ShapeLowering { return builtin.shapeDescription }
        var hasher = Hasher()
        hasher.combine(String(describing: Self.self))
        hasher.combine(String(reflecting: self))
        let shape = UncheckedSendable(self)
        // `path(in:)` is called while frames render, in any order: its random numbers (and its
        // `Date()`) depend on the scene's seed, this moment and the rectangle and data only.
        let moment = FrameClock.Moment.now
        let runtime = SceneRuntime.currentOrNew
        let components = animatableComponents
        if let components { RuntimeWarning.nonFiniteAnimatableData(components, of: Self.self) }
        let animatable = components.map { data in
            ShapeDescription.AnimatableOutline(data: data) { data, rect in
                runtime.callback {
                    moment.run(inputs: data + rect.numbers) {
                        shape.value.withAnimatableComponents(data).path(in: rect).engine
                    }
                }
            }
        }
        return ShapeDescription(
            outline: .custom(
                id: hasher.finalize(),
                path: { rect in
                    runtime.callback { moment.run(inputs: rect.numbers) { shape.value.path(in: rect).engine } }
                },
                animatable: animatable))
    }

    /// The SceneGraph view of this shape painted with `drawing`.
    func lowered(_ drawing: ShapeDrawing) -> ViewNode {
        let description = description
        let view: ViewNode
        switch description.outline {
        case .builtin(let kind):
            view = .shape(
                ShapeView(kind: kind, trimFrom: description.trimFrom, trimTo: description.trimTo, drawing: drawing))
        case .custom(let id, let path, let animatable):
            let (from, to) = (description.trimFrom, description.trimTo)
            // As in SwiftUI, a shape without animatable data changes its outline at once; one
            // whose data the engine cannot list (a scene's own VectorArithmetic) morphs instead.
            // Data that lists no numbers (a pair of `EmptyAnimatableData`, as a boolean operation
            // of two plain shapes has) is none either: its outline is rebuilt in each frame's
            // rectangle, not blended point by point.
            let listsNoNumbers = (animatableData as? any VectorComponents)?.components.isEmpty ?? false
            let animates = AnimatableData.self != EmptyAnimatableData.self && !listsNoNumbers
            @Sendable func reader(id: Int, _ path: @escaping @Sendable (CGRect) -> Geometry::Path) -> ViewNode {
                .geometryReader(
                    ViewFunction(id: id) { size, _ in
                        let outline = path(CGRect(x: 0, y: 0, width: size.width, height: size.height))
                        return .shape(
                            ShapeView(
                                kind: .path(outline), trimFrom: from, trimTo: to, drawing: drawing,
                                outlineAnimates: animates))
                    })
            }
            if let animatable {
                // The numbers blend between snapshots; the outline is rebuilt from them per frame.
                let outline = animatable.path
                view = .animatableData(
                    AnimatableDataView(id: id, data: animatable.data) { data in
                        var hasher = Hasher()
                        hasher.combine(id)
                        hasher.combine(data)
                        return reader(id: hasher.finalize()) { rect in outline(data, rect) }
                    })
            } else {
                view = reader(id: id, path)
            }
        }
        guard description.inset != 0 else { return view }
        let d = description.inset
        return .modified(view, .padding(Insets(top: d, leading: d, bottom: d, trailing: d)))
    }
}

/// A shape painted with a style: what `Shape`'s body, `fill` and `stroke` return.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public var shape: Content
    public var style: Style
    var drawing: Drawing = .fill(.nonZero)

    enum Drawing {
        case fill(FillRule)
        case stroke(Geometry::StrokeStyle)
        case strokeBorder(Geometry::StrokeStyle)
    }

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.drawing = .fill(fillStyle.isEOFilled ? .evenOdd : .nonZero)
    }

    init(shape: Content, style: Style, drawing: Drawing) {
        self.shape = shape
        self.style = style
        self.drawing = drawing
    }

    public var body: Never { neverBody("_ShapeView") }
}

extension _ShapeView: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        // A `ContainerRelativeShape` inside takes the container shape of the environment.
        ContainerShapeScope.with(context.environment) { lowerShape(in: context) }
    }

    private func lowerShape(in context: LoweringContext) -> Lowered {
        let paint = loweredStyle(style, in: context.environment)
        let drawing: ShapeDrawing
        switch self.drawing {
        case .fill(let rule): drawing = .fill(paint, rule: rule == .evenOdd ? .evenOdd : .nonZero)
        case .stroke(let stroke): drawing = .stroke(paint, stroke)
        case .strokeBorder(let stroke):
            // A shape of the scene's own is inset by half the line and stroked, as SwiftUI does;
            // SceneGraph strokes built-in shapes inside their frame itself.
            // So is a shape that moves another's outline (`rotation`, `offset`, `scale`).
            if !(shape is any ShapeLowering) || shape is any OutlineTransformingShape,
                let insettable = shape as? any InsettableShape
            {
                return Lowered(insettable.insetForBorder(stroke.lineWidth / 2).lowered(.stroke(paint, stroke)))
            }
            drawing = .strokeBorder(paint, stroke)
        }
        return Lowered(shape.lowered(drawing))
    }
}

/// How a path is filled: `FillStyle(eoFill: true)` fills by the even-odd rule.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The fill rules of `FillStyle`, for lowering.
enum FillRule { case nonZero, evenOdd }

extension Shape {
    /// Fills the shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Draws the outline, centred on the path, with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, style: content, drawing: .stroke(style.engine))
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, style: content, drawing: .stroke(StrokeStyle(lineWidth: lineWidth).engine))
    }

    /// The outline of the stroke with `style`, a shape (iOS 17; see `StrokeShape`).
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> StrokeShape<Self> {
        StrokeShape(shape: self, style: style)
    }

    /// The outline of the stroke `lineWidth` points wide, a shape (iOS 17; see `StrokeShape`).
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShape<Self> {
        StrokeShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}
