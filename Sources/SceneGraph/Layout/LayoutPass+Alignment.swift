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
    func guide(_ view: View, _ key: AlignmentKey, size: Size, _ env: LayoutEnvironment, _ id: NodeID) throws
        -> Double
    {
        try explicitGuide(view, key, size: size, env, id) ?? key.defaultValue(in: size)
    }

    /// The guide `key` that `view` sets itself at `size`, or nil where it keeps the default.
    func explicitGuide(_ view: View, _ key: AlignmentKey, size: Size, _ env: LayoutEnvironment, _ id: NodeID)
        throws -> Double?
    {
        // Text sets its baselines itself; other guides only `.alignmentGuide` sets, which the
        // modifier chains show without sizing anything. A stack has the guides its children set.
        switch view {
        case .text(let text) where key.isTextBaseline:
            return try textBaseline(text, key, size: size, env)
        case .container(let container, let children)
        where key.isTextBaseline || container.layout.setsGuidesOfItsOwn || children.contains(where: Self.setsAGuide):
            return try containerGuide(container, children, key, size: size, env, id)
        default:
            break
        }
        guard key.isTextBaseline || Self.setsAGuide(view), case .modified(let child, let modifier) = view else {
            return nil
        }
        switch modifier {
        case .alignmentGuide(let guide):
            guard guide.key == key else { return try explicitGuide(child, key, size: size, env, id) }
            var explicit: [AlignmentKey: Double] = [:]
            for other in AlignmentKey.all {
                explicit[other] = try explicitGuide(child, other, size: size, env, id)
            }
            let value = guide.value(GuideDimensions(size: size, explicit: explicit))
            return value.isFinite ? value : nil
        case .frame, .flexibleFrame, .aspectRatio, .fixedSize:
            let bounds = Rect(origin: .zero, size: size)
            guard let rect = try framedChildRect(child, modifier, in: bounds, env, id),
                let inner = try explicitGuide(child, key, size: rect.size, env, id)
            else { return nil }
            return inner + (key.isHorizontal ? rect.minX : rect.minY)
        case .padding(let e):
            let inner = Size(
                width: max(0, size.width - e.leading - e.trailing), height: max(0, size.height - e.top - e.bottom))
            return try explicitGuide(child, key, size: inner, env, id).map {
                $0 + (key.isHorizontal ? e.leading : e.top)
            }
        case .overlay, .background:
            return try explicitGuide(child, key, size: size, env, id.child(0))
        case .position:
            return nil
        default:
            return try explicitGuide(child, key, size: size, modifier.environment(env), id)
        }
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
    static func alignsByGuides(_ children: [View], _ key: AlignmentKey) -> Bool {
        key.isPlacedByGuides || children.contains(where: setsAGuide)
    }

    /// Whether an `.alignmentGuide` is among the modifiers `view` is made of, or, when they wrap
    /// a stack, in one of its children (a stack has its children's guides).
    static func setsAGuide(_ view: View) -> Bool {
        var current = view
        while case .modified(let inner, let modifier) = current {
            if case .alignmentGuide = modifier { return true }
            current = inner
        }
        if case .container(let container, let children) = current {
            return container.layout.setsGuidesOfItsOwn || children.contains(where: setsAGuide)
        }
        return false
    }

    /// Where `modifier` (a frame, an aspect ratio or a fixed size; nil for any other) puts its
    /// child in `rect`: sized for the proposal the modifier makes, aligned by its guides in a
    /// frame, centred otherwise.
    func framedChildRect(_ child: View, _ modifier: Modifier, in rect: Rect, _ env: LayoutEnvironment, _ id: NodeID)
        throws -> Rect?
    {
        switch modifier {
        case .frame(let width, let height, let alignment):
            let proposal = ProposedSize(width: width ?? rect.width, height: height ?? rect.height)
            return try alignedChild(child, proposal, in: rect, alignment, env, id)
        case .flexibleFrame(let f):
            func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double {
                min(max(v, lo ?? -.infinity), hi ?? .infinity)
            }
            let proposal = ProposedSize(
                width: clamp(rect.width, f.minWidth, f.maxWidth), height: clamp(rect.height, f.minHeight, f.maxHeight))
            return try alignedChild(child, proposal, in: rect, f.alignment, env, id)
        case .aspectRatio(let ratio, let mode):
            let proposal = try aspectProposal(child, ratio, mode, ProposedSize(rect.size), env, id)
            return align(try size(child, proposal, env, id), in: rect, .center)
        case .fixedSize(let horizontal, let vertical):
            let proposal = ProposedSize(width: horizontal ? nil : rect.width, height: vertical ? nil : rect.height)
            return align(try size(child, proposal, env, id), in: rect, .center)
        default:
            return nil
        }
    }

    /// `child` sized for `proposal` and put in `rect` with its `alignment` guides on the
    /// rectangle's (SwiftUI's frame alignment).
    func alignedChild(
        _ child: View, _ proposal: ProposedSize, in rect: Rect, _ alignment: Alignment, _ env: LayoutEnvironment,
        _ id: NodeID
    ) throws -> Rect {
        let s = try size(child, proposal, env, id)
        return try alignedByGuides(child, size: s, in: rect, alignment, env, id)
    }

    /// A view of size `s` put in `rect` with its `alignment` guides on the rectangle's.
    func alignedByGuides(
        _ view: View, size s: Size, in rect: Rect, _ alignment: Alignment, _ env: LayoutEnvironment, _ id: NodeID
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
        _ layer: View, size s: Size, over primary: View, in rect: Rect, _ alignment: Alignment,
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
