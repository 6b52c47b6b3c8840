import Geometry
import Raster
import Typography

/// One layout run: memoises sizes and counts nodes.
final class LayoutPass {
    let engine: LayoutEngine
    private var sizeCache: [SizeKey: Size] = [:]
    /// Keyframe animators' content for their initial value, built once per pass.
    var restingContents: [NodeID: ViewNode] = [:]
    private var nodeCount = 0
    /// Views and modifiers being sized or placed, and the offscreen effects among them.
    private var depth = 0
    private var layerDepth = 0
    /// Warnings collected during the pass (e.g. characters no font can draw).
    var warnings: Set<SceneWarning> = []
    /// The rows of the last grid laid out, by node id: where a `GridRow` puts its cells (the
    /// grid sizes them; the row only places them).
    var gridRows: [NodeID: StackLayout] = [:]
    /// Texts laid out in this pass, by text, environment and width (`LayoutPass+Text`).
    var textBlocks: [TextBlockKey: TextBlock] = [:]
    /// Each container's cache (``ContainerLayout/Cache``), made the first time it is laid out.
    var containerCaches: [ContainerKey: Any] = [:]
    /// The frames of the views that report theirs (`ModifierNode.reportsFrame`, a GeometryReader
    /// with a report key), by key.
    var reportedFrames: [Int: ReportedFrame] = [:]
    /// From the points of the place being laid out to canvas points: the geometry effects
    /// (offset, scale, rotation) around it, for the frames views report as drawn.
    var drawingTransform = AffineTransform.identity

    /// A view is known by its node id plus how many modifiers wrap it: a modifier and the view it
    /// modifies share the node id, and must not share cached sizes.
    private struct SizeKey: Hashable {
        var id: NodeID
        var modifierDepth: Int
        var proposal: ProposedSize
        var env: LayoutEnvironment
    }

    /// A view and the size it was given, for ``placementProposal(_:size:_:_:)``.
    private struct PlacementKey: Hashable {
        var id: NodeID
        var modifierDepth: Int
        var env: LayoutEnvironment
        var size: Size
    }
    private var sizingProposals: [PlacementKey: ProposedSize] = [:]

    /// A view's guide at a size, for ``explicitGuide(_:_:size:_:_:)``.
    struct GuideKey: Hashable {
        var id: NodeID
        var modifierDepth: Int
        var env: LayoutEnvironment
        var key: AlignmentKey
        var size: Size
    }
    /// The guides stacks and layout modifiers found in this pass. Without it a guide read
    /// through nested frames and stacks is worked out again at every level below (a frame's
    /// guide places its child, which reads the child's guides): a list of a few dozen rows took
    /// 8 s to lay out.
    var guideCache: [GuideKey: Double?] = [:]

    static func modifierDepth(_ view: ViewNode) -> Int {
        var depth = 0
        var current = view
        while case .modified(let inner, _) = current {
            depth += 1
            current = inner
        }
        return depth
    }

    init(engine: LayoutEngine) { self.engine = engine }

    /// Default size of shapes offered no size, as SwiftUI's.
    static let defaultShapeSize = 10.0
    /// SwiftUI's default spacing between stack children that ask for none (`EdgeSpacing`).
    static let defaultSpacing = EdgeSpacing.defaultDistance
    /// `Spacer()`'s default minimum length.
    static let defaultSpacerLength = 8.0

    // MARK: Sizing

    func size(_ view: ViewNode, _ p: ProposedSize, _ env: LayoutEnvironment, _ id: NodeID) throws -> Size {
        let depth = Self.modifierDepth(view)
        let key = SizeKey(id: id, modifierDepth: depth, proposal: p, env: env)
        let result: Size
        if let cached = sizeCache[key] {
            result = cached
        } else {
            try descend()
            defer { self.depth -= 1 }
            result = try computeSize(view, p, env, id)
            sizeCache[key] = result
        }
        sizingProposals[PlacementKey(id: id, modifierDepth: depth, env: env, size: result)] = p
        return result
    }

    /// The proposal a stack placed in a frame of `size` lays its children out for: the one its
    /// parent sized it with (the last that gave that size), as SwiftUI places a view with the
    /// proposal it was measured with. Laying the children out again for the frame's own size
    /// can offer them less (a row sized in 390 points and placed in its 330 would wrap its texts).
    func placementProposal(_ view: ViewNode, size: Size, _ env: LayoutEnvironment, _ id: NodeID) -> ProposedSize {
        let key = PlacementKey(id: id, modifierDepth: Self.modifierDepth(view), env: env, size: size)
        return sizingProposals[key] ?? ProposedSize(size)
    }

    private func computeSize(_ view: ViewNode, _ p: ProposedSize, _ env: LayoutEnvironment, _ id: NodeID) throws
        -> Size
    {
        switch view {
        case .empty:
            return .zero
        case .symbol(let symbol):
            let natural = try symbolBox(symbol, env).size
            guard symbol.isResizable else { return natural }
            return Size(width: p.width ?? natural.width, height: p.height ?? natural.height)
        case .geometryReader:
            return Size(width: p.width ?? Self.defaultShapeSize, height: p.height ?? Self.defaultShapeSize)
        case .keyframeAnimator(let animator):
            return try size(try restingContent(animator, id), p, env, id.child(0))
        case .phaseAnimator(let animator):
            return try size(animator.phases.first ?? .empty, p, env, id.child(0))
        case .animatableData(let view):
            return try size(try view.content(view.data), p, env, id.child(0))
        case .timeline(let view):
            return try size(try view.content(view.schedule.update(at: 0)), p, env, id.child(0))
        case .shape:
            return Size(width: p.width ?? Self.defaultShapeSize, height: p.height ?? Self.defaultShapeSize)
        case .text(let text):
            return try textBlock(text, env, maxWidth: p.width).size
        case .image(let image):
            let natural = try imageSize(image)
            guard image.isResizable else { return natural }
            return Size(width: p.width ?? natural.width, height: p.height ?? natural.height)
        case .spacer(let minLength):
            let m = minLength ?? Self.defaultSpacerLength
            return Size(width: max(m, p.width ?? m), height: max(m, p.height ?? m))
        case .container(let container, let children):
            return try containerSize(container, children, p, env, id)
        case .modified(let child, let modifier):
            return try modifiedSize(child, modifier, p, env, id)
        }
    }

    private func modifiedSize(
        _ child: ViewNode, _ modifier: ModifierNode, _ p: ProposedSize, _ env: LayoutEnvironment, _ id: NodeID
    ) throws -> Size {
        if case .layout(let layout) = modifier {
            return try layout.base.sizeThatFits(p, child: ModifierChild(view: child, pass: self, env: env, id: id))
        }
        return try size(child, p, modifier.environment(env), id)
    }

    // MARK: Placement

    /// `view` placed in `rect` (canvas points), its frame on the display's pixels (what it
    /// contains is placed in exact points and rounded on its own, as iOS rounds each view's
    /// frame where it lies on the screen).
    func place(_ view: ViewNode, in rect: Rect, _ env: LayoutEnvironment, _ id: NodeID) throws -> RenderNode {
        var node = try placeExactly(view, in: rect, env, id)
        node.frame = onPixelGrid(node.frame)
        return node
    }

    private func placeExactly(_ view: ViewNode, in rect: Rect, _ env: LayoutEnvironment, _ id: NodeID) throws
        -> RenderNode
    {
        nodeCount += 1
        if nodeCount > engine.maximumNodes {
            throw LayoutError(
                kind: .limit, message: "the view tree has more than \(engine.maximumNodes) views and modifiers",
                limit: .layoutNodes(engine.maximumNodes))
        }
        try descend()
        defer { depth -= 1 }
        switch view {
        case .empty:
            var node = RenderNode(id: id, frame: rect, content: .group([]))
            node.isPlaceholder = true
            return node
        case .keyframeAnimator(let animator):
            return try placeKeyframeAnimator(animator, in: rect, env, id)
        case .phaseAnimator(let animator):
            return try placePhaseAnimator(animator, in: rect, env, id)
        case .animatableData(let view):
            return try placeAnimatableData(view, in: rect, env, id)
        case .timeline(let view):
            return try placeTimeline(view, in: rect, env, id)
        case .symbol(let symbol):
            let box = try symbolBox(symbol, env)
            let frame = Rect(
                x: rect.midX - box.size.width / 2, y: rect.midY - box.size.height / 2, width: box.size.width,
                height: box.size.height)
            if env.isRedacted {
                let whole = Rect(x: 0, y: 0, width: box.size.width, height: box.size.height)
                return placeholder(bars: [whole], frame: frame, symbol.name, env, id)
            }
            let content = TextContent(
                string: symbol.name, glyphs: box.glyphs, paint: env.foregroundStyle.resolved(in: env),
                spans: box.spans)
            var node = RenderNode(id: id, frame: frame, content: .text(content))
            if symbol.isResizable, box.size.width > 0, box.size.height > 0 {
                // The glyph at its font size, scaled about the centre to fill the frame.
                node.effects.list.append(
                    .scale(
                        x: rect.size.width / box.size.width, y: rect.size.height / box.size.height,
                        anchor: Point(x: rect.midX, y: rect.midY)))
            }
            return node
        case .geometryReader(let function):
            let insets = safeAreaInsets(of: rect, env)
            if let key = function.reportKey {
                reportedFrames[key] = ReportedFrame(frame: rect, safeAreaInsets: insets, drawnFrame: drawn(rect))
            }
            let inner = try function.build(rect.size, insets)
            let s = try size(inner, ProposedSize(rect.size), env, id.child(0))
            let child = try place(inner, in: Rect(origin: rect.origin, size: s), env, id.child(0))
            return RenderNode(id: id, frame: rect, content: .group([child]))
        case .shape(let shape):
            var content = resolve(shape, env)
            content.outlineAnimates = shape.outlineAnimates
            return RenderNode(id: id, frame: rect, content: .shape(content))
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
            // Drawn pixels are in their own colours unless the image asks to be a template.
            let isTemplate =
                image.isTemplate ?? (image.bitmap == nil && engine.images.isTemplate(imageNamed: image.name))
            return RenderNode(
                id: id, frame: frame,
                content: .image(
                    ImageContent(
                        name: image.name, pixelWidth: bitmap.width, pixelHeight: bitmap.height,
                        tint: isTemplate ? env.foregroundStyle.resolved(in: env) : nil, sampling: image.sampling,
                        bitmap: image.bitmap?.pixels)))
        case .spacer:
            return RenderNode(id: id, frame: rect, content: .group([]))
        case .container(let container, let children):
            return try placeContainer(view, container, children, in: rect, env, id)
        case .modified(let child, let modifier):
            return try placeModified(child, modifier, in: rect, env, id)
        }
    }

    private func placeModified(
        _ child: ViewNode, _ modifier: ModifierNode, in rect: Rect, _ env: LayoutEnvironment, _ id: NodeID
    ) throws -> RenderNode {
        /// Places the child in `rect` and adds a drawing effect on top of its own.
        func withEffect(_ effect: RenderEffect) throws -> RenderNode {
            if effect.needsLayer { try enterLayer() }
            let outer = drawingTransform
            if !effect.needsLayer {
                var multiply = RGBAColor.white
                effect.base.fold(into: &drawingTransform, multiply: &multiply)
            }
            defer {
                if effect.needsLayer { layerDepth -= 1 }
                drawingTransform = outer
            }
            var node = try place(child, in: rect, env, id)
            node.effects.append(effect)
            return node
        }
        switch modifier {
        case .layout(let layout):
            return try layout.base.place(in: rect, child: ModifierChild(view: child, pass: self, env: env, id: id))
        case .effect(let effect):
            return try withEffect(effect.resolved(in: rect))
        case .environment:
            return try place(child, in: rect, modifier.environment(env), id)
        case .animation(let animation, let trigger):
            return try place(child, in: rect, env, id).addingAnimation(animation, trigger: trigger)
        case .transaction(let transform):
            return try place(child, in: rect, env, id).addingAnimation(nil, trigger: nil, transform: transform)
        case .scopedAnimation(let animation, let count):
            return try place(child, in: rect, env, id).addingScopedAnimation(animation, lastEffects: count)
        case .geometryGroup:
            var node = try place(child, in: rect, env, id)
            node.isGeometryGroup = true
            return node
        case .transition(let transition):
            var node = try place(child, in: rect, env, id)
            node.transition = transition
            // A custom transition's identity modifiers stay on the settled view.
            let settled = transition.resolved(insertion: true).identityEffects
            if !settled.isEmpty {
                let start = node.effects.list.count
                for effect in settled { node.effects.append(effect.resolved(in: rect)) }
                node.transitionEffects = start..<node.effects.list.count
            }
            return node
        case .branch(let branch):
            // Every node the branch built is marked, not only its outermost: a view inside one
            // branch is not the view at the same place inside another (a page's background in
            // `if second { Page(…) } else { Page(…) }` moves out with its page, not blended into
            // the other page's).
            return try place(child, in: rect, env, id).mapTree { node in
                var node = node
                node.branches.append(branch)
                return node
            }
        case .layoutPriority, .zIndex, .identity, .gridCell:
            return try place(child, in: rect, env, id)
        case .matchedGeometry(let matched):
            var node = try place(child, in: rect, env, id)
            node.matchedGeometryID = matched
            return node
        case .reportsFrame(let key):
            reportedFrames[key] = ReportedFrame(
                frame: rect, safeAreaInsets: safeAreaInsets(of: rect, env), drawnFrame: drawn(rect))
            return try place(child, in: rect, env, id)
        }
    }

    /// `rect` as the geometry effects around the place being laid out draw it (the bounds of its
    /// transformed corners).
    func drawn(_ rect: Rect) -> Rect {
        guard !drawingTransform.isIdentity else { return rect }
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY),
            Point(x: rect.maxX, y: rect.maxY),
        ].map(drawingTransform.apply)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return Rect(
            x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// One level deeper into the view tree (the caller steps back out).
    private func descend() throws {
        guard depth < LayoutEngine.maximumDepth else {
            throw LayoutError(
                kind: .limit,
                message:
                    "views are nested too deeply (limit \(LayoutEngine.maximumDepth) levels of views and modifiers)")
        }
        depth += 1
    }

    /// `body`'s result, one offscreen effect deeper (a mask, a clip a layout modifier adds).
    func withinLayer<T>(_ body: () throws -> T) throws -> T {
        try enterLayer()
        defer { layerDepth -= 1 }
        return try body()
    }

    /// One offscreen effect deeper (the caller steps back out).
    private func enterLayer() throws {
        guard layerDepth < LayoutEngine.maximumLayerDepth else {
            throw LayoutError(
                kind: .limit,
                message: "effects drawn offscreen (blur, shadow, clip, mask, compositingGroup, blendMode) are "
                    + "nested too deeply (limit \(LayoutEngine.maximumLayerDepth) levels)")
        }
        layerDepth += 1
    }

    /// A rectangle of size `s` placed in `rect` by `alignment`.
    func align(_ s: Size, in rect: Rect, _ alignment: LayoutAlignment) -> Rect {
        Rect(
            x: rect.minX + (rect.width - s.width) * alignment.horizontal.fraction,
            y: rect.minY + (rect.height - s.height) * alignment.vertical.fraction, width: s.width, height: s.height)
    }
    // MARK: Helpers

    /// A shape style with the environment's foreground style substituted.

    private func resolve(_ shape: ShapeView, _ env: LayoutEnvironment) -> ShapeContent {
        func paint(_ style: PaintStyle) -> ResolvedPaint { style.resolved(in: env) }
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

    /// The image's pixels. An image without an asset of its name is empty, zero by zero, with a
    /// warning at its line, as iOS draws nothing for it (and logs "No image named … found in
    /// asset catalog"); one that cannot be read or is refused is an error at its line.
    func bitmap(_ image: ImageView) throws -> PixelBuffer {
        if let drawn = image.bitmap { return drawn.pixels }
        do {
            return try engine.images.image(named: image.name)
        } catch let error as LayoutError where error.kind == .notFound {
            warnings.insert(SceneWarning("\(error.message); iOS draws nothing there", location: image.location))
            return PixelBuffer(width: 0, height: 0)
        } catch var error as LayoutError {
            error.location = error.location ?? image.location
            throw error
        } catch {
            throw LayoutError(kind: .missingAsset, message: "\(error)", location: image.location)
        }
    }

    /// An image's size in points: its pixels over its scale (a file beside the scene is @1x; an
    /// asset catalog's `@2x` file is two pixels per point).
    func imageSize(_ image: ImageView) throws -> Size {
        let b = try bitmap(image)
        let scale = image.bitmap?.scale ?? engine.images.scale(ofImageNamed: image.name)
        let perPoint = scale.isFinite && scale > 0 ? scale : 1
        return Size(width: Double(b.width) / perPoint, height: Double(b.height) / perPoint)
    }
}
