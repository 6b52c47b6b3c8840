import Geometry
import Raster

/// Structural identity of a node: its position in the view tree (child indices from the root).
public struct NodeID: Hashable, Sendable, CustomStringConvertible {
    public var path: [Int]
    public init(_ path: [Int]) { self.path = path }
    public func child(_ index: Int) -> NodeID { NodeID(path + [index]) }

    /// "/0/2"; a child identified by a slot (``index(slot:)``) shows it: "/0/1.2".
    public var description: String {
        "/"
            + path.map { index in
                if index >= Self.hashedSlot { return "#" + String(index & (Self.hashedSlot - 1), radix: 16) }
                if index >= Self.slotBase { return "\(index / Self.slotBase - 1).\(index % Self.slotBase)" }
                return String(index)
            }.joined(separator: "/")
    }

    /// The child index of a view a view builder wrote at `slot` (`[3]`: its fourth view;
    /// `[1, 0]`: the first view of the `if` or `ForEach` that is its second): the slot itself for
    /// one number, else a number far above any position, the same in every run.
    public static func index(slot: [Int]) -> Int {
        if slot.count == 1 { return slot[0] }
        if slot.count == 2, (0..<1_000_000).contains(slot[0]), (0..<slotBase).contains(slot[1]) {
            return (slot[0] + 1) * slotBase + slot[1]
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for part in slot {
            for byte in withUnsafeBytes(of: Int64(part).littleEndian, Array.init) {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return hashedSlot | Int(hash & UInt64(hashedSlot - 1))
    }

    /// Two-level slots are (first + 1) × this + second; deeper ones are hashed above `hashedSlot`.
    static let slotBase = 1_000_000_000
    static let hashedSlot = 1 << 62
}

/// A laid-out view for one state snapshot: where it is, what it draws and the effects on it.
/// Every value that animates is reachable through ``animatableData``.
public struct RenderNode: Equatable, Sendable {
    public var id: NodeID
    /// Layout frame in canvas points (before `effects.offset`).
    public var frame: Rect
    public var effects: RenderEffects
    public var content: RenderContent
    /// Implicit animations that cover this node, innermost first (its own `.animation`
    /// modifiers, then its ancestors').
    public var animationScopes: [AnimationScope] = []
    /// How the view enters and leaves (`.transition`); nil: SwiftUI's default, `.opacity`.
    public var transition: ViewTransition?
    /// The `if`/`switch` branches that built the view (innermost first): nodes at the same
    /// place built by different branches are different views.
    public var branches: [Int] = []
    /// True for the empty view left where an `if` took no branch (or an `EmptyView`).
    public var isPlaceholder = false
    /// The id of `.matchedGeometryEffect` on the view, if any.
    public var matchedGeometryID: Int?
    /// Where in `effects` a custom transition's identity effects are (put there by its
    /// `.transition` modifier): while the transition runs, its own effects take their place.
    public var transitionEffects: Range<Int>?
    /// True under `.geometryGroup()`: views inserted inside it move with its animated frame.
    public var isGeometryGroup = false

    public init(id: NodeID, frame: Rect, effects: RenderEffects = RenderEffects(), content: RenderContent) {
        self.id = id
        self.frame = frame
        self.effects = effects
        self.content = content
    }

    /// Calls `body` on this node and every descendant (masks included), parents first.
    public func forEach(_ body: (RenderNode) -> Void) {
        body(self)
        for effect in effects.list { effect.base.forEachNode { $0.forEach(body) } }
        if case .group(let children) = content {
            for child in children { child.forEach(body) }
        }
    }

    /// The node with `transform` applied to it and to every descendant (masks included), children first.
    func mapTree(_ transform: (RenderNode) -> RenderNode) -> RenderNode {
        var node = self
        node.effects.list = node.effects.list.map { $0.mapNodes { $0.mapTree(transform) } }
        if case .group(let children) = node.content {
            node.content = .group(children.map { $0.mapTree(transform) })
        }
        return transform(node)
    }
}

/// Drawing effects applied to a node and everything in it, innermost first (the order the
/// modifiers were written in).
public struct RenderEffects: Equatable, Sendable {
    public var list: [RenderEffect]

    public init(_ list: [RenderEffect] = []) { self.list = list }

    public mutating func append(_ effect: RenderEffect) { list.append(effect) }

    /// The sum of all `.offset` effects.
    public var offset: Point {
        list.reduce(.zero) { sum, e in sum + (e.as(OffsetEffect.self)?.offset ?? .zero) }
    }

    /// The product of all `.multiply` effects.
    public var multiply: RGBAColor {
        list.reduce(.white) { m, e in
            guard let c = e.as(ColorMultiplyEffect.self)?.color else { return m }
            return RGBAColor(
                red: m.red * c.red, green: m.green * c.green, blue: m.blue * c.blue, alpha: m.alpha * c.alpha)
        }
    }

    /// The product of all `.opacity` effects.
    public var opacity: Double {
        list.reduce(1) { o, e in o * (e.as(OpacityEffect.self)?.opacity ?? 1) }
    }
}

/// What a node draws.
public enum RenderContent: Equatable, Sendable {
    /// Children drawn back to front.
    case group([RenderNode])
    case shape(ShapeContent)
    case text(TextContent)
    case image(ImageContent)
    /// A `KeyframeAnimator` or `PhaseAnimator`, rebuilt for every frame by ``AnimatedScene``.
    indirect case animator(AnimatorContent)
}

/// A shape filling the node's frame.
public struct ShapeContent: Equatable, Sendable {
    public var kind: ShapeKind
    public var trimFrom: Double
    public var trimTo: Double
    public var mode: Mode
    public var paint: ResolvedPaint
    /// False when a `.path` outline changes at once between snapshots (``ShapeView/outlineAnimates``).
    public var outlineAnimates = true

    /// Fill, or stroke (centred on the path, or inside the border when `inset`).
    public enum Mode: Equatable, Sendable {
        case fill(WindingRule)
        case stroke(StrokeStyle, inset: Bool)
    }
}

/// Shaped text; the node's frame is its text box.
public struct TextContent: Equatable, Sendable {
    public var string: String
    /// All glyph outlines, in points, relative to the frame's top-left corner.
    public var glyphs: Path
    public var paint: ResolvedPaint
    /// The colour glyphs (emoji), drawn in their own colours rather than with `paint`.
    public var images: [TextImage] = []
    /// Underlines and strikethroughs, in `paint`: filled apart from the glyphs, whose contours
    /// would cancel a line's winding where they cross it.
    public var decorations = Path()
    /// Fills behind the glyphs (a run's background colour), first to last.
    public var backgrounds: [TextSpan] = []
    /// Glyphs and lines in paints of their own (runs of other colours, an underline of its own
    /// colour), filled after the glyphs in `paint`, first to last.
    public var spans: [TextSpan] = []
}

/// Part of a text filled in one paint: a run's glyphs, its underline, its background, a layer
/// of a symbol.
public struct TextSpan: Equatable, Sendable {
    /// In points, relative to the text frame's top-left corner.
    public var path: Path
    public var paint: ResolvedPaint
    /// Multiplies the paint's alpha (a hierarchical symbol's secondary layer: 0.5).
    public var opacity: Double

    public init(path: Path, paint: ResolvedPaint, opacity: Double = 1) {
        self.path = path
        self.paint = paint
        self.opacity = opacity
    }
}

/// A colour glyph (an emoji) of shaped text: `bitmap` stretched over `frame`, in points,
/// relative to the text frame's top-left corner.
public struct TextImage: Equatable, Sendable {
    public var bitmap: PixelBuffer
    public var frame: Rect
}

/// A bitmap stretched over the node's frame.
public struct ImageContent: Equatable, Sendable {
    public var name: String
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// A template's paint: the bitmap is drawn as its alpha filled with it (nil: in its own
    /// colours).
    public var tint: ResolvedPaint?
    /// How its pixels are sampled when drawn scaled.
    public var sampling: ImageSampling = .smooth
    /// The pixels the scene drew, drawn instead of the asset `name` (nil: the asset).
    public var bitmap: PixelBuffer? = nil
}
