import Geometry

/// Alignment guides, as SwiftUI aligns views: a container puts a child where the child's guide
/// for the container's alignment lies on the container's line. A guide is the view's default
/// (its leading, centre or trailing x, its top, centre or bottom y) unless `.alignmentGuide`
/// moves it; a frame, padding, aspect ratio or fixed size passes on the guides its child sets,
/// moved by where it puts the child (SwiftUI's unary layouts do), and every other modifier
/// passes them on unchanged (an overlay or a background its primary view's). A container has
/// the guides its layout gives (``ContainerLayout/explicitAlignment(of:in:proposal:children:cache:)``):
/// by default its children's, combined.
extension LayoutPass {
    /// Where `view`'s guide `key` lies when it is laid out at `size`, from its leading or top
    /// edge.
    func guide(_ view: ViewNode, _ key: AlignmentKey, size: Size, _ env: LayoutEnvironment, _ id: NodeID) throws
        -> Double
    {
        try explicitGuide(view, key, size: size, env, id) ?? key.defaultValue(in: size)
    }

    /// The guide `key` that `view` sets itself at `size`, or nil where it keeps the default.
    func explicitGuide(_ view: ViewNode, _ key: AlignmentKey, size: Size, _ env: LayoutEnvironment, _ id: NodeID)
        throws -> Double?
    {
        // Text sets its baselines itself; other guides only `.alignmentGuide` sets, which the
        // modifier chains show without sizing anything. A stack has the guides its children set.
        if case .text(let text) = view, key.isTextBaseline {
            return try textBaseline(text, key, size: size, env)
        }
        if case .container(let container, let children) = view,
            key.isTextBaseline || container.layout.setsGuidesOfItsOwn || children.contains(where: Self.setsAGuide)
        {
            return try remembered(view, key, size: size, env, id) {
                try containerGuide(container, children, key, size: size, env, id)
            }
        }
        guard key.isTextBaseline || Self.setsAGuide(view), case .modified(let child, let modifier) = view else {
            return nil
        }
        if case .layout(let layout) = modifier {
            return try remembered(view, key, size: size, env, id) {
                try layout.base.explicitGuide(
                    key, size: size, child: ModifierChild(view: child, pass: self, env: env, id: id))
            }
        }
        return try explicitGuide(child, key, size: size, modifier.environment(env), id)
    }

    /// `view`'s guide from `guideCache`, or worked out by `compute` and kept there.
    private func remembered(
        _ view: ViewNode, _ key: AlignmentKey, size: Size, _ env: LayoutEnvironment, _ id: NodeID,
        _ compute: () throws -> Double?
    ) throws -> Double? {
        let cacheKey = GuideKey(id: id, modifierDepth: Self.modifierDepth(view), env: env, key: key, size: size)
        if let known = guideCache[cacheKey] { return known }
        let guide = try compute()
        guideCache[cacheKey] = guide
        return guide
    }

    /// Where a text laid out at `size` has its first or last baseline: its lines' box is centred
    /// in the size, as `placeText` puts it.
    func textBaseline(_ text: TextView, _ key: AlignmentKey, size: Size, _ env: LayoutEnvironment) throws -> Double? {
        let block = try textBlock(text, env, maxWidth: size.width)
        guard let baseline = key == .vertical(.firstTextBaseline) ? block.baselines.first : block.baselines.last
        else { return nil }
        return (size.height - block.size.height) / 2 + baseline
    }

    /// Whether children are placed by their guides for `key`: when one sets a guide, and always
    /// for a text baseline or a custom alignment.
    static func alignsByGuides(_ children: [ViewNode], _ key: AlignmentKey) -> Bool {
        key.isPlacedByGuides || children.contains(where: setsAGuide)
    }

    /// Whether an `.alignmentGuide` is among the modifiers `view` is made of, or, when they wrap
    /// a stack, in one of its children (a stack has its children's guides).
    static func setsAGuide(_ view: ViewNode) -> Bool {
        var current = view
        while case .modified(let inner, let modifier) = current {
            if case .layout(let layout) = modifier, layout.base.setsAlignmentGuide { return true }
            current = inner
        }
        if case .container(let container, let children) = current {
            return container.layout.setsGuidesOfItsOwn || children.contains(where: setsAGuide)
        }
        return false
    }

    /// `child` sized for `proposal` and put in `rect` with its `alignment` guides on the
    /// rectangle's (SwiftUI's frame alignment).
    func alignedChild(
        _ child: ViewNode, _ proposal: ProposedSize, in rect: Rect, _ alignment: LayoutAlignment,
        _ env: LayoutEnvironment,
        _ id: NodeID
    ) throws -> Rect {
        let s = try size(child, proposal, env, id)
        return try alignedByGuides(child, size: s, in: rect, alignment, env, id)
    }

    /// A view of size `s` put in `rect` with its `alignment` guides on the rectangle's.
    func alignedByGuides(
        _ view: ViewNode, size s: Size, in rect: Rect, _ alignment: LayoutAlignment, _ env: LayoutEnvironment,
        _ id: NodeID
    ) throws -> Rect {
        // Without guides of its own the view is placed as before guides were read, to the bit.
        var frame = align(s, in: rect, alignment)
        let h = AlignmentKey.horizontal(alignment.horizontal)
        let v = AlignmentKey.vertical(alignment.vertical)
        if h.isPlacedByGuides || v.isPlacedByGuides {
            // The rectangle's guide (its default) on the view's.
            frame.origin.x = rect.minX + h.defaultValue(in: rect.size) - (try guide(view, h, size: s, env, id))
            frame.origin.y = rect.minY + v.defaultValue(in: rect.size) - (try guide(view, v, size: s, env, id))
            return frame
        }
        guard Self.setsAGuide(view) else { return frame }
        if let x = try explicitGuide(view, h, size: s, env, id) { frame.origin.x += h.defaultValue(in: s) - x }
        if let y = try explicitGuide(view, v, size: s, env, id) { frame.origin.y += v.defaultValue(in: s) - y }
        return frame
    }

    /// Where an overlay, a background or a mask of size `s` goes over its primary view laid out
    /// in `rect`: with its `alignment` guides on the primary view's.
    func layeredFrame(
        _ layer: ViewNode, size s: Size, over primary: ViewNode, in rect: Rect, _ alignment: LayoutAlignment,
        _ env: LayoutEnvironment, _ layerID: NodeID, _ primaryID: NodeID
    ) throws -> Rect {
        var frame = align(s, in: rect, alignment)
        let h = AlignmentKey.horizontal(alignment.horizontal)
        let v = AlignmentKey.vertical(alignment.vertical)
        guard Self.setsAGuide(layer) || Self.setsAGuide(primary) || h.isPlacedByGuides || v.isPlacedByGuides else {
            return frame
        }
        frame.origin.x =
            rect.minX + (try guide(primary, h, size: rect.size, env, primaryID))
            - (try guide(layer, h, size: s, env, layerID))
        frame.origin.y =
            rect.minY + (try guide(primary, v, size: rect.size, env, primaryID))
            - (try guide(layer, v, size: s, env, layerID))
        return frame
    }
}
