import Geometry

/// `.safeAreaInset(edge:alignment:spacing:content:)`: another view anchored to one edge of the
/// modified view's frame, the modified view inset from that edge by the other's length and the
/// spacing, with its safe area grown by as much (so what ignores the safe area inside still
/// reaches the edge, under the inset view). The modified view is the first child, the inset view
/// the second. Sizes as SwiftUI's inset layout (OpenSwiftUI's `InsetViewLayout`): the inset view
/// is offered what the modified view leaves at its minimum, then the modified view what the
/// inset view leaves; the whole is their sum along the edge's axis and the larger across.
struct SafeAreaInsetLayout: LayoutModifier {
    var inset: ViewNode
    /// One edge: `.top`, `.bottom`, `.leading` or `.trailing`.
    var edge: EdgeSet
    /// Places the inset view across the edge's axis, its guide on the modified view's.
    var alignment: LayoutAlignment
    /// Between the two views; nil: the default spacing between views.
    var spacing: Double?

    var description: String { ".safeAreaInset(edge: \(edge))" }

    private var vertical: Bool { side == .top || side == .bottom }

    /// The edge as a closed choice that switches list in full (`edge` is an option set). The
    /// SwiftUI API gives one edge (a `VerticalEdge` or a `HorizontalEdge`); `.bottom` is also
    /// what any other set would be read as, in this one place.
    private enum Side { case top, leading, bottom, trailing }

    private var side: Side {
        if edge == .top { return .top }
        if edge == .leading { return .leading }
        if edge == .trailing { return .trailing }
        return .bottom
    }

    private func gap(_ child: ModifierChild) -> Double {
        let spacings = [
            child.pass.spacing(of: child.view, child.env, child.id), child.pass.spacing(of: inset, child.env, child.id),
        ]
        return LayoutPass.gaps(
            spacings, absent: [LayoutPass.isAbsent(child.view), LayoutPass.isAbsent(inset)], spacing: spacing,
            horizontal: !vertical)[1]
    }

    private func length(_ size: Size) -> Double { vertical ? size.height : size.width }

    private func with(_ proposal: ProposedSize, length: Double?) -> ProposedSize {
        vertical
            ? ProposedSize(width: proposal.width, height: length) : ProposedSize(width: length, height: proposal.height)
    }

    /// The inset view's size and the modified view's proposal for `proposal`.
    private func sizes(_ proposal: ProposedSize, child: ModifierChild) throws -> (inset: Size, primary: ProposedSize) {
        let primary = child.identified(child.id.child(0))
        let gap = gap(child)
        let along = vertical ? proposal.height : proposal.width
        var insetProposal = proposal
        if let along {
            let available = max(along - gap, 0)
            let minimum = length(try primary.size(with(proposal, length: 0)))
            insetProposal = with(proposal, length: max(available - minimum, 0))
        }
        let insetSize = try child.pass.size(inset, insetProposal, child.env, child.id.child(1))
        let primaryProposal = along.map { with(proposal, length: max($0 - (length(insetSize) + gap), 0)) } ?? proposal
        return (insetSize, primaryProposal)
    }

    func sizeThatFits(_ proposal: ProposedSize, child: ModifierChild) throws -> Size {
        let (insetSize, primaryProposal) = try sizes(proposal, child: child)
        let primarySize = try child.identified(child.id.child(0)).size(primaryProposal)
        let gap = gap(child)
        return vertical
            ? Size(
                width: max(insetSize.width, primarySize.width), height: insetSize.height + gap + primarySize.height)
            : Size(width: insetSize.width + gap + primarySize.width, height: max(insetSize.height, primarySize.height))
    }

    func place(in rect: Rect, child: ModifierChild) throws -> RenderNode {
        let pass = child.pass
        let id = child.id
        let primary = child.identified(id.child(0))
        let (insetSize, primaryProposal) = try sizes(ProposedSize(rect.size), child: child)
        let taken = length(insetSize) + gap(child)
        var primaryRect = rect
        switch side {
        case .top:
            primaryRect = Rect(x: rect.minX, y: rect.minY + taken, width: rect.width, height: rect.height - taken)
        case .leading:
            primaryRect = Rect(x: rect.minX + taken, y: rect.minY, width: rect.width - taken, height: rect.height)
        case .trailing: primaryRect.size.width = max(rect.width - taken, 0)
        case .bottom: primaryRect.size.height = max(rect.height - taken, 0)
        }
        primaryRect.size = Size(width: max(primaryRect.width, 0), height: max(primaryRect.height, 0))
        let primarySize = try primary.size(primaryProposal)
        // The modified view sits on the edge opposite the inset, as SwiftUI anchors it.
        let anchor: LayoutAlignment =
            switch side {
            case .top: .bottom
            case .leading: .trailing
            case .trailing: .leading
            case .bottom: .top
            }
        let primaryFrame = pass.align(primarySize, in: primaryRect, anchor)
        // The safe area inside: this edge moves in by the inset's length where the frame met it.
        var (safe, outer) = pass.safeAreaBounds(child.env)
        let e = LayoutPass.safeAreaTolerance
        var minX = safe.minX, minY = safe.minY, maxX = safe.maxX, maxY = safe.maxY
        switch side {
        case .top:
            if rect.minY > safe.minY + e { outer.size.height = outer.maxY - rect.minY; outer.origin.y = rect.minY }
            minY = max(minY, rect.minY) + taken
        case .leading:
            if rect.minX > safe.minX + e { outer.size.width = outer.maxX - rect.minX; outer.origin.x = rect.minX }
            minX = max(minX, rect.minX) + taken
        case .trailing:
            if rect.maxX < safe.maxX - e { outer.size.width = rect.maxX - outer.minX }
            maxX = min(maxX, rect.maxX) - taken
        case .bottom:
            if rect.maxY < safe.maxY - e { outer.size.height = rect.maxY - outer.minY }
            maxY = min(maxY, rect.maxY) - taken
        }
        safe = Rect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
        var inner = child.env
        inner.safeAreaRegion = SafeAreaRegion(safe: safe, outer: outer)
        let main = try primary.inEnvironment(inner).place(in: primaryFrame)
        // The inset view on its edge, across placed by its guide against the modified view's.
        var slot: Rect
        switch side {
        case .top: slot = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: insetSize.height)
        case .leading: slot = Rect(x: rect.minX, y: rect.minY, width: insetSize.width, height: rect.height)
        case .trailing:
            slot = Rect(x: rect.maxX - insetSize.width, y: rect.minY, width: insetSize.width, height: rect.height)
        case .bottom:
            slot = Rect(x: rect.minX, y: rect.maxY - insetSize.height, width: rect.width, height: insetSize.height)
        }
        var frame = try pass.layeredFrame(
            inset, size: insetSize, over: child.view, in: primaryFrame, alignment, child.env, id.child(1), id.child(0))
        if vertical { frame.origin.y = slot.minY } else { frame.origin.x = slot.minX }
        let extra = try pass.place(inset, in: frame, child.env, id.child(1))
        var group = RenderNode(id: id, frame: rect, content: .group([main, extra]))
        group.transition = main.transition
        return group
    }

    func explicitGuide(_ key: AlignmentKey, size: Size, child: ModifierChild) throws -> Double? {
        try child.identified(child.id.child(0)).explicitGuide(key, size: size)
    }
}

extension ModifierNode {
    /// `inset` anchored to `edge` (one edge) of this view's frame, this view inset by its length
    /// and `spacing` (nil: the default) with its safe area grown by as much; `alignment` places
    /// `inset` across the edge's axis.
    public static func safeAreaInset(
        _ inset: ViewNode, edge: EdgeSet, alignment: LayoutAlignment, spacing: Double?
    ) -> ModifierNode {
        .layout(
            AnyLayoutModifier(SafeAreaInsetLayout(inset: inset, edge: edge, alignment: alignment, spacing: spacing)))
    }
}
