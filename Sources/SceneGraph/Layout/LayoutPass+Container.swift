import Geometry

/// Containers in a layout pass: a container view's layout (``ContainerLayout``) sizes and places
/// its children, with one cache per container per pass.
extension LayoutPass {
    /// A container's node and environment: the key of its cache in this pass.
    struct ContainerKey: Hashable {
        var id: NodeID
        var env: LayoutEnvironment
        var layout: ObjectIdentifier
    }

    /// Calls `body` with `layout`'s cache for the container at `id`, made the first time.
    private func withCache<L: ContainerLayout, R>(
        _ layout: L, _ children: LayoutChildren, _ body: (inout L.Cache) throws -> R
    ) throws -> R {
        // A layout without a cache (the built-in ones) costs no look-up.
        if L.Cache.self == Void.self, var none = () as? L.Cache { return try body(&none) }
        let key = ContainerKey(id: children.id, env: children.env, layout: ObjectIdentifier(L.self))
        var cache = try (containerCaches[key] as? L.Cache) ?? layout.makeCache(children: children)
        defer { containerCaches[key] = cache }
        return try body(&cache)
    }

    /// A container's size for `p`.
    func containerSize(
        _ container: Container, _ children: [ViewNode], _ p: ProposedSize, _ env: LayoutEnvironment, _ id: NodeID
    ) throws -> Size {
        func open<L: ContainerLayout>(_ layout: L) throws -> Size {
            let children = LayoutChildren(pass: self, views: children, id: id, env: env, layout: layout)
            return try withCache(layout, children) {
                try layout.sizeThatFits(proposal: p, children: children, cache: &$0)
            }
        }
        return try open(container.layout)
    }

    /// Its children's frames when it is placed in `rect` for `proposal`.
    func containerFrames(
        _ container: Container, _ children: [ViewNode], in rect: Rect, _ proposal: ProposedSize,
        _ env: LayoutEnvironment, _ id: NodeID
    ) throws -> [Rect?] {
        func open<L: ContainerLayout>(_ layout: L) throws -> [Rect?] {
            let children = LayoutChildren(pass: self, views: children, id: id, env: env, layout: layout)
            return try withCache(layout, children) {
                try layout.placeChildren(in: rect, proposal: proposal, children: children, cache: &$0)
            }
        }
        return try open(container.layout)
    }

    /// The guide `key` a container sets at `size`, or nil.
    func containerGuide(
        _ container: Container, _ children: [ViewNode], _ key: AlignmentKey, size: Size, _ env: LayoutEnvironment,
        _ id: NodeID
    ) throws -> Double? {
        func open<L: ContainerLayout>(_ layout: L) throws -> Double? {
            let children = LayoutChildren(pass: self, views: children, id: id, env: env, layout: layout)
            return try withCache(layout, children) {
                try layout.explicitAlignment(
                    of: key, in: Rect(origin: .zero, size: size), proposal: ProposedSize(size), children: children,
                    cache: &$0)
            }
        }
        return try open(container.layout)
    }

    /// Places a container in `rect`: its children where its layout puts them, for the proposal it
    /// was sized with (or, placed at a size it was not measured at, a frame of its own, for
    /// that size), drawn in order of `zIndex`.
    func placeContainer(
        _ view: ViewNode, _ container: Container, _ children: [ViewNode], in rect: Rect, _ env: LayoutEnvironment,
        _ id: NodeID
    ) throws -> RenderNode {
        var proposal = placementProposal(view, size: rect.size, env, id)
        if try size(view, proposal, env, id) != rect.size { proposal = ProposedSize(rect.size) }
        let frames = try containerFrames(container, children, in: rect, proposal, env, id)
        let childEnv = LayoutChildren(pass: self, views: [], id: id, env: env, layout: container.layout).env
        var nodes: [RenderNode] = []
        var zIndices: [Double] = []
        nodes.reserveCapacity(children.count)
        for (i, child) in children.enumerated() {
            guard i < frames.count, let frame = frames[i] else { continue }
            nodes.append(try place(child, in: frame, childEnv, id.child(LayoutPass.identityIndex(child, position: i))))
            zIndices.append(LayoutPass.zIndex(child))
        }
        // Drawn in order of zIndex; each node keeps its id, which is how snapshots match it.
        if zIndices.contains(where: { $0 != 0 }) {
            nodes = zip(nodes, zIndices).enumerated().sorted { a, b in
                a.element.1 != b.element.1 ? a.element.1 < b.element.1 : a.offset < b.offset
            }.map(\.element.0)
        }
        return RenderNode(id: id, frame: rect, content: .group(nodes))
    }

    /// A container's size and its children's frames relative to its origin.
    struct StackLayout {
        var size: Size
        var frames: [Rect]
    }

    /// The space before each child: none before the first present child and before absent
    /// ones (views an `if` left out); between present ones `spacing`, or, without, what their
    /// facing edges ask for (`EdgeSpacing`), the default where neither asks.
    static func gaps(_ spacings: [EdgeSpacing], absent: [Bool], spacing: Double?, horizontal: Bool) -> [Double] {
        var gaps = [Double](repeating: 0, count: spacings.count)
        var previous: Int?
        for i in spacings.indices where !absent[i] {
            if let p = previous {
                gaps[i] = spacing ?? spacings[p].distance(to: spacings[i], horizontal: horizontal) ?? defaultSpacing
            }
            previous = i
        }
        return gaps
    }

    /// Whether `view` is what an `if` leaves when it takes no branch (an empty view with only
    /// modifiers that do not lay out): SwiftUI's stacks see no child there.
    static func isAbsent(_ view: ViewNode) -> Bool {
        switch view {
        case .empty: return true
        case .modified(let inner, let modifier):
            switch modifier {
            case .branch, .transition, .animation, .transaction, .matchedGeometry, .layoutPriority, .zIndex, .identity,
                .gridCell, .geometryGroup, .scopedAnimation:
                return isAbsent(inner)
            case .layout, .effect, .environment, .reportsFrame:
                return false
            }
        case .shape, .text, .image, .spacer, .container, .symbol, .geometryReader, .keyframeAnimator, .phaseAnimator,
            .animatableData, .timeline:
            return false
        }
    }

    /// The spacing `view` asks for on its edges in `env` (`EdgeSpacing`): a spacer's zero along
    /// its stack, a
    /// text's and a symbol's from their fonts, a container's from its layout, a plain view's
    /// otherwise; modifiers keep their content's, but for the edges a layout modifier starts
    /// afresh (padding, frames).
    func spacing(of view: ViewNode, _ env: LayoutEnvironment, _ id: NodeID) -> EdgeSpacing {
        switch view {
        case .spacer: return .spacer(along: env.stackOrientation)
        case .text(let text): return textSpacing(text, env)
        case .symbol(let symbol): return symbolSpacing(symbol, env)
        case .modified(let inner, let modifier):
            if case .layout(let layout) = modifier { return layout.base.spacing(spacing(of: inner, env, id)) }
            return spacing(of: inner, modifier.environment(env), id)
        case .container(let container, let children):
            return container.layout.spacing(
                children: LayoutChildren(pass: self, views: children, id: id, env: env, layout: container.layout))
        case .empty, .shape, .image, .geometryReader, .keyframeAnimator, .phaseAnimator, .animatableData, .timeline:
            return .standard
        }
    }

    /// A container and its children, seen through the modifiers that mark a container's child
    /// without laying it out (its identity, an `if`'s branch …); nil for any other view.
    static func containerContent(_ view: ViewNode) -> (Container, [ViewNode])? {
        switch view {
        case .container(let container, let children): return (container, children)
        case .modified(let inner, let modifier):
            switch modifier {
            case .identity, .branch, .transition, .animation, .transaction, .matchedGeometry, .zIndex, .layoutPriority,
                .geometryGroup, .scopedAnimation:
                return containerContent(inner)
            case .layout, .effect, .environment, .gridCell, .reportsFrame:
                return nil
            }
        case .empty, .shape, .text, .image, .spacer, .symbol, .geometryReader, .keyframeAnimator, .phaseAnimator,
            .animatableData, .timeline:
            return nil
        }
    }

    /// The index a stack child at `position` is identified by among its siblings: its
    /// `.identity` when it has one, else its position.
    static func identityIndex(_ view: ViewNode, position: Int) -> Int {
        if case .modified(_, .identity(let index)) = view { return index }
        return position
    }

    /// A child's `zIndex` (the outermost one written on it); 0 without.
    static func zIndex(_ view: ViewNode) -> Double {
        guard case .modified(let inner, let modifier) = view else { return 0 }
        if case .zIndex(let z) = modifier { return z.isNaN ? 0 : z }
        return zIndex(inner)
    }

    /// A child's `layoutPriority` (the outermost one written on it); 0 without, and −∞ for a
    /// spacer in a stack, which sizes it last (`spacerLast`): OpenSwiftUI's `Spacer` layout
    /// engine gives −∞, and iOS 17 keeps a 120-pt title on one line beside a `Spacer` and a
    /// 28-pt button in a 256-pt row, where an even share with the spacer would offer it 114
    /// (`SpacerTests`).
    static func layoutPriority(_ view: ViewNode, spacerLast: Bool = true) -> Double {
        switch view {
        case .spacer: return spacerLast ? -.infinity : 0
        case .modified(let inner, let modifier):
            if case .layoutPriority(let p) = modifier { return p.isNaN ? 0 : p }
            return layoutPriority(inner, spacerLast: spacerLast)
        case .empty, .shape, .text, .image, .container, .symbol, .geometryReader, .keyframeAnimator, .phaseAnimator,
            .animatableData, .timeline:
            return 0
        }
    }
}
