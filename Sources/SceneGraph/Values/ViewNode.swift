import Geometry
import Raster

/// A SwiftUI-like view value: what a scene's `body` evaluates to for one state snapshot.
///
/// Views are plain values. Modifiers wrap the view they modify, innermost first, so
/// `Text("a").bold().offset(y: 4)` is `.modified(.modified(.text, .fontWeight(.bold)), .offset)`.
public indirect enum ViewNode: Equatable, Sendable {
    /// Draws nothing and takes no space.
    case empty
    case shape(ShapeView)
    case text(TextView)
    case image(ImageView)
    /// Flexible space along a stack's axis (at least `minLength`, default 8 pt).
    case spacer(minLength: Double?)
    /// A container (stacks, grids, a scene's own `Layout` …): its layout sizes and places its
    /// children.
    case container(Container, [ViewNode])
    case modified(ViewNode, ModifierNode)
    /// `Image(systemName:)`: an SF Symbol drawn from the icon font, sized like text.
    case symbol(SymbolView)
    /// `GeometryReader { geometry in … }`: fills the proposal and builds its content from the
    /// size it gets; the content is placed top-leading.
    case geometryReader(ViewFunction)
    /// `KeyframeAnimator`: content rebuilt for values that keyframes move over time.
    case keyframeAnimator(KeyframeAnimatorView)
    /// `PhaseAnimator`: content animated through a sequence of phases.
    case phaseAnimator(PhaseAnimatorView)
    /// A custom `Animatable` shape or modifier: content rebuilt from its interpolated
    /// `animatableData` at every frame.
    case animatableData(AnimatableDataView)
    /// `TimelineView`: content rebuilt from the scene time at every frame, on a schedule.
    case timeline(TimelineContentView)

    /// A container of `children` laid out by `container`'s layout (`.stack(.h(…), [a, b])`).
    public static func stack(_ container: Container, _ children: [ViewNode]) -> ViewNode {
        .container(container, children)
    }

    /// Wraps `self` in `modifier`.
    public func modifier(_ modifier: ModifierNode) -> ViewNode { .modified(self, modifier) }
}

/// A place in the scene file, for messages about views (1-based line and column).
public struct SourceLocation: Hashable, Sendable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// `Text("…")`: runs of characters, each in its own style over the environment's (modifiers
/// above it); text in one style is one run that sets nothing.
public struct TextView: Hashable, Sendable {
    public var runs: [TextRun]
    /// Text in the environment's style.
    public init(_ string: String) { runs = [TextRun(string)] }
    /// Text in runs of their own style (`Text + Text`, an `AttributedString`, Markdown).
    public init(runs: [TextRun]) { self.runs = runs }

    /// The characters of every run.
    public var string: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }
}

/// `Image("name")`: a bitmap asset from the scene's `assets/` folder (or beside the scene).
public struct ImageView: Hashable, Sendable {
    public var name: String
    /// `.resizable()`: the image stretches to its frame instead of keeping its pixel size.
    public var isResizable: Bool
    public var location: SourceLocation?
    /// `.renderingMode(.template)` (true) or `.original` (false): a template is drawn as its
    /// alpha in the foreground style; nil: as its asset says (`ImageProvider.isTemplate`).
    public var isTemplate: Bool?
    /// How its pixels are sampled when it is drawn scaled (`.interpolation(_:)`).
    public var sampling: ImageSampling
    /// Pixels the scene drew (`Image(uiImage:)` of a `UIGraphicsImageRenderer`'s image), shown
    /// instead of the asset `name`; nil: the asset.
    public var bitmap: ImageBitmap?
    public init(
        name: String, isResizable: Bool = false, location: SourceLocation? = nil, isTemplate: Bool? = nil,
        sampling: ImageSampling = .smooth, bitmap: ImageBitmap? = nil
    ) {
        self.bitmap = bitmap
        self.name = name
        self.isResizable = isResizable
        self.location = location
        self.isTemplate = isTemplate
        self.sampling = sampling
    }
}

/// `Image(systemName: "…")`.
public struct SymbolView: Hashable, Sendable {
    public var name: String
    public var location: SourceLocation?
    /// `.resizable()`: the symbol is stretched to its frame (its glyph scaled), as SwiftUI
    /// stretches a resizable symbol image; otherwise it keeps the size its font gives it.
    public var isResizable: Bool
    /// How its layers are painted.
    public var rendering: SymbolRendering
    public init(
        name: String, location: SourceLocation? = nil, isResizable: Bool = false,
        rendering: SymbolRendering = .monochrome
    ) {
        self.name = name
        self.location = location
        self.isResizable = isResizable
        self.rendering = rendering
    }
}

/// A view computed during layout from its size and its safe-area insets (GeometryReader's
/// content).
public struct ViewFunction: Equatable, Sendable {
    /// Identifies the function for equality (two functions with the same id build the same views).
    public var id: Int
    public var build: @Sendable (Size, Insets) throws -> ViewNode
    /// The key its frame is recorded under when it is placed (`LayoutEngine.reportedFrames`), for
    /// content that reads its geometry; nil when nothing reads it.
    public var reportKey: Int?
    /// What it builds for one size, when that stands for what it builds at every size (a
    /// canvas's drawing): compared too, so that two functions are equal when this is.
    public var sample: ViewNode?

    public init(
        id: Int, reportKey: Int? = nil, sample: ViewNode? = nil,
        build: @escaping @Sendable (Size, Insets) throws -> ViewNode
    ) {
        self.id = id
        self.reportKey = reportKey
        self.sample = sample
        self.build = build
    }

    /// Equal ids and report keys, and equal samples. A sample holding NaN (never equal to itself)
    /// differs from every other, as any view holding NaN does: comparing the samples' descriptions
    /// instead, when values differ, cost more than the frames of a canvas that changes at every
    /// state change (`String(reflecting:)` of every drawn view).
    public static func == (a: ViewFunction, b: ViewFunction) -> Bool {
        a.id == b.id && a.reportKey == b.reportKey && a.sample == b.sample
    }
}
