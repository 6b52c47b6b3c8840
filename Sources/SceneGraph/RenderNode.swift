import Geometry
import Raster

/// Structural identity of a node: its position in the view tree (child indices from the root).
public struct NodeID: Hashable, Sendable, CustomStringConvertible {
    public var path: [Int]
    public init(_ path: [Int]) { self.path = path }
    public func child(_ index: Int) -> NodeID { NodeID(path + [index]) }
    public var description: String { "/" + path.map(String.init).joined(separator: "/") }
}

/// A laid-out view for one state snapshot: where it is, what it draws and the effects on it.
/// Every value that animates is reachable through ``animatableData``.
public struct RenderNode: Equatable, Sendable {
    public var id: NodeID
    /// Layout frame in canvas points (before `effects.offset`).
    public var frame: Rect
    public var effects: RenderEffects
    public var content: RenderContent

    public init(id: NodeID, frame: Rect, effects: RenderEffects = RenderEffects(), content: RenderContent) {
        self.id = id
        self.frame = frame
        self.effects = effects
        self.content = content
    }

    /// Calls `body` on this node and every descendant, parents first.
    public func forEach(_ body: (RenderNode) -> Void) {
        body(self)
        if case .group(let children) = content {
            for child in children { child.forEach(body) }
        }
    }
}

/// Drawing effects applied to a node and everything in it.
public struct RenderEffects: Equatable, Sendable {
    /// `.offset`: moves drawing by this many points.
    public var offset: Point = .zero
    /// `.colorMultiply`: every pixel × this colour.
    public var multiply: Color = .white
    /// `.opacity`.
    public var opacity: Double = 1

    public init(offset: Point = .zero, multiply: Color = .white, opacity: Double = 1) {
        self.offset = offset
        self.multiply = multiply
        self.opacity = opacity
    }
}

/// What a node draws.
public enum RenderContent: Equatable, Sendable {
    /// Children drawn back to front.
    case group([RenderNode])
    case shape(ShapeContent)
    case text(TextContent)
    case image(ImageContent)
}

/// A shape filling the node's frame.
public struct ShapeContent: Equatable, Sendable {
    public var kind: ShapeKind
    public var trimFrom: Double
    public var trimTo: Double
    public var mode: Mode
    public var paint: ResolvedPaint

    /// Fill, or stroke (centred on the path, or inside the border when `inset`).
    public enum Mode: Equatable, Sendable {
        case fill(FillRule)
        case stroke(StrokeStyle, inset: Bool)
    }
}

/// A shape style with the environment applied (no `.foreground` left).
public enum ResolvedPaint: Equatable, Sendable {
    case solid(Color)
    case linearGradient(Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    case radialGradient(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)
    case angularGradient(Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
}

/// A line of shaped text; the node's frame is its line box.
public struct TextContent: Equatable, Sendable {
    public var string: String
    /// All glyph outlines, in points, with the baseline origin at (0, 0).
    public var glyphs: Path
    /// Distance from the frame's top to the baseline, in points.
    public var baseline: Double
    public var color: Color
}

/// A bitmap stretched over the node's frame.
public struct ImageContent: Equatable, Sendable {
    public var name: String
    public var pixelWidth: Int
    public var pixelHeight: Int
}
