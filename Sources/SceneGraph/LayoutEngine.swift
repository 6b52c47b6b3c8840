import Geometry
import Raster
import Typography

/// Lays out a view tree on a canvas (DESIGN.md §6): the parent proposes a size, the child
/// chooses its size, the parent places the child. The result is a ``RenderNode`` tree in
/// canvas points.
public struct LayoutEngine: Sendable {
    /// Most nodes a single layout may produce.
    public static let maximumNodeCount = 20_000

    public var canvas: Size
    public var fonts: FontLibrary
    public var images: any ImageProvider

    public init(canvas: Size, fonts: FontLibrary = .shared, images: any ImageProvider) {
        self.canvas = canvas
        self.fonts = fonts
        self.images = images
    }

    /// The render tree of `view`, proposed the whole canvas and centred in it.
    public func layout(_ view: View) throws -> RenderNode {
        let pass = LayoutPass(engine: self)
        let env = LayoutEnvironment()
        let root = NodeID([])
        let size = try pass.size(view, ProposedSize(canvas), env, root)
        let origin = Point(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
        return try pass.place(view, in: Rect(origin: origin, size: size), env, root)
    }
}

/// One layout run: memoises sizes and counts nodes.
final class LayoutPass {
    let engine: LayoutEngine
    private var sizeCache: [SizeKey: Size] = [:]
    private var nodeCount = 0

    private struct SizeKey: Hashable {
        var id: NodeID
        var proposal: ProposedSize
        var env: LayoutEnvironment
    }

    init(engine: LayoutEngine) { self.engine = engine }

    /// Default size of shapes offered no size, as SwiftUI's.
    static let defaultShapeSize = 10.0
    /// SwiftUI's default spacing between stack children.
    static let defaultSpacing = 8.0
    /// `Spacer()`'s default minimum length.
    static let defaultSpacerLength = 8.0

    // MARK: Sizing

    func size(_ view: View, _ p: ProposedSize, _ env: LayoutEnvironment, _ id: NodeID) throws -> Size {
        let key = SizeKey(id: id, proposal: p, env: env)
        if let cached = sizeCache[key] { return cached }
        let result = try computeSize(view, p, env, id)
        sizeCache[key] = result
        return result
    }

    private func computeSize(_ view: View, _ p: ProposedSize, _ env: LayoutEnvironment, _ id: NodeID) throws
        -> Size
    {
        switch view {
        case .empty, .symbol, .geometryReader:  // in progress (issues 3, 4)
            return .zero
        case .shape:
            return Size(width: p.width ?? Self.defaultShapeSize, height: p.height ?? Self.defaultShapeSize)
        case .text(let text):
            let face = try font(env)
            return Size(width: face.shape(text.string).advance, height: face.lineHeight)
        case .image(let image):
            let natural = try imageSize(image)
            guard image.isResizable else { return natural }
            return Size(width: p.width ?? natural.width, height: p.height ?? natural.height)
        case .spacer(let minLength):
            let m = minLength ?? Self.defaultSpacerLength
            return Size(width: max(m, p.width ?? m), height: max(m, p.height ?? m))
        case .stack(let stack, let children):
            return try stackLayout(stack, children, p, env, id).size
        case .modified(let child, let modifier):
            return try modifiedSize(child, modifier, p, env, id)
        }
    }

    private func modifiedSize(
        _ child: View, _ modifier: Modifier, _ p: ProposedSize, _ env: LayoutEnvironment, _ id: NodeID
    ) throws -> Size {
        switch modifier {
        case .frame(let width, let height, _):
            let inner = ProposedSize(width: width ?? p.width, height: height ?? p.height)
            let childSize = try size(child, inner, env, id)
            return Size(width: width ?? childSize.width, height: height ?? childSize.height)
        case .padding(let e):
            let inner = ProposedSize(
                width: p.width.map { max(0, $0 - e.leading - e.trailing) },
                height: p.height.map { max(0, $0 - e.top - e.bottom) })
            let s = try size(child, inner, env, id)
            return Size(width: s.width + e.leading + e.trailing, height: s.height + e.top + e.bottom)
        default:
            return try size(child, p, modifier.environment(env), id)
        }
    }

    // MARK: Placement

    func place(_ view: View, in rect: Rect, _ env: LayoutEnvironment, _ id: NodeID) throws -> RenderNode {
        nodeCount += 1
        if nodeCount > LayoutEngine.maximumNodeCount {
            throw LayoutError(
                kind: .limit,
                message: "the view tree has more than \(LayoutEngine.maximumNodeCount) views")
        }
        switch view {
        case .empty, .symbol, .geometryReader:  // in progress (issues 3, 4)
            return RenderNode(id: id, frame: rect, content: .group([]))
        case .shape(let shape):
            return RenderNode(id: id, frame: rect, content: .shape(resolve(shape, env)))
        case .text(let text):
            return try placeText(text, in: rect, env, id)
        case .image(let image):
            let natural = try imageSize(image)
            var frame = rect
            if !image.isResizable {
                frame = Rect(
                    x: rect.midX - natural.width / 2, y: rect.midY - natural.height / 2,
                    width: natural.width, height: natural.height)
            }
            let bitmap = try bitmap(image)
            return RenderNode(
                id: id, frame: frame,
                content: .image(ImageContent(name: image.name, pixelWidth: bitmap.width, pixelHeight: bitmap.height)))
        case .spacer:
            return RenderNode(id: id, frame: rect, content: .group([]))
        case .stack(let stack, let children):
            let layout = try stackLayout(stack, children, ProposedSize(rect.size), env, id)
            var nodes: [RenderNode] = []
            nodes.reserveCapacity(children.count)
            for (i, child) in children.enumerated() {
                let frame = layout.frames[i].offsetBy(rect.origin)
                nodes.append(try place(child, in: frame, env, id.child(i)))
            }
            return RenderNode(id: id, frame: rect, content: .group(nodes))
        case .modified(let child, let modifier):
            return try placeModified(child, modifier, in: rect, env, id)
        }
    }

    private func placeModified(
        _ child: View, _ modifier: Modifier, in rect: Rect, _ env: LayoutEnvironment, _ id: NodeID
    ) throws -> RenderNode {
        switch modifier {
        case .frame(let width, let height, let alignment):
            let inner = ProposedSize(width: width ?? rect.width, height: height ?? rect.height)
            let s = try size(child, inner, env, id)
            let origin = Point(
                x: rect.minX + (rect.width - s.width) * alignment.horizontal.fraction,
                y: rect.minY + (rect.height - s.height) * alignment.vertical.fraction)
            return try place(child, in: Rect(origin: origin, size: s), env, id)
        case .padding(let e):
            let inner = Rect(
                x: rect.minX + e.leading, y: rect.minY + e.top,
                width: max(0, rect.width - e.leading - e.trailing), height: max(0, rect.height - e.top - e.bottom))
            return try place(child, in: inner, env, id)
        case .offset(let x, let y):
            var node = try place(child, in: rect, env, id)
            node.effects.offset = node.effects.offset + Point(x: x, y: y)
            return node
        case .colorMultiply(let c):
            var node = try place(child, in: rect, env, id)
            let m = node.effects.multiply
            node.effects.multiply = Color(
                red: m.red * c.red, green: m.green * c.green, blue: m.blue * c.blue, alpha: m.alpha * c.alpha)
            return node
        case .opacity(let o):
            var node = try place(child, in: rect, env, id)
            node.effects.opacity *= o
            return node
        case .foregroundColor, .font, .fontWeight:
            return try place(child, in: rect, modifier.environment(env), id)
        default:  // in progress (issues 3, 4)
            return try place(child, in: rect, modifier.environment(env), id)
        }
    }

    private func placeText(_ text: TextView, in rect: Rect, _ env: LayoutEnvironment, _ id: NodeID) throws
        -> RenderNode
    {
        let face = try font(env)
        let run = face.shape(text.string)
        let size = Size(width: run.advance, height: face.lineHeight)
        // The line box is centred in the space given; the glyphs are centred in the line box.
        let frame = Rect(
            x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width,
            height: size.height)
        let content = TextContent(
            string: text.string, glyphs: run.path(font: face, origin: .zero),
            baseline: face.lineGap / 2 + face.ascent, color: env.foregroundColor)
        return RenderNode(id: id, frame: frame, content: .text(content))
    }

    // MARK: Helpers

    private func resolve(_ shape: ShapeView, _ env: LayoutEnvironment) -> ShapeContent {
        func paint(_ style: ShapeStyle) -> ResolvedPaint {
            switch style {
            case .foreground: .solid(env.foregroundColor)
            case .color(let c): .solid(c)
            case .linearGradient(let g, let s, let e): .linearGradient(g, startPoint: s, endPoint: e)
            case .radialGradient(let g, let c, let r0, let r1):
                .radialGradient(g, center: c, startRadius: r0, endRadius: r1)
            case .angularGradient(let g, let c, let a0, let a1):
                .angularGradient(g, center: c, startAngle: a0, endAngle: a1)
            case .ellipticalGradient(let g, _, _, _):  // in progress (issue 3)
                .solid(g.stops.first?.color ?? .clear)
            }
        }
        switch shape.drawing {
        case .fill(let style, let rule):
            return ShapeContent(
                kind: shape.kind, trimFrom: shape.trimFrom, trimTo: shape.trimTo, mode: .fill(rule),
                paint: paint(style))
        case .stroke(let style, let stroke):
            return ShapeContent(
                kind: shape.kind, trimFrom: shape.trimFrom, trimTo: shape.trimTo,
                mode: .stroke(stroke, inset: false), paint: paint(style))
        case .strokeBorder(let style, let stroke):
            return ShapeContent(
                kind: shape.kind, trimFrom: shape.trimFrom, trimTo: shape.trimTo,
                mode: .stroke(stroke, inset: true), paint: paint(style))
        }
    }

    private func font(_ env: LayoutEnvironment) throws -> FontFace {
        do {
            return try engine.fonts.systemFont(size: env.font.size, weight: env.resolvedWeight.rawValue)
        } catch {
            throw LayoutError(kind: .missingAsset, message: "\(error)")
        }
    }

    private func bitmap(_ image: ImageView) throws -> PixelBuffer {
        do {
            return try engine.images.image(named: image.name)
        } catch var error as LayoutError {
            error.location = error.location ?? image.location
            throw error
        } catch {
            throw LayoutError(kind: .missingAsset, message: "\(error)", location: image.location)
        }
    }

    /// An image's size in points: one point per pixel (assets are @1x unless resizable).
    private func imageSize(_ image: ImageView) throws -> Size {
        let b = try bitmap(image)
        return Size(width: Double(b.width), height: Double(b.height))
    }
}

extension Modifier {
    /// The environment below this modifier.
    func environment(_ env: LayoutEnvironment) -> LayoutEnvironment {
        var env = env
        switch self {
        case .foregroundColor(let c): env.foregroundColor = c
        case .font(let f): env.font = f
        case .fontWeight(let w): env.fontWeight = w
        default: break
        }
        return env
    }
}
