import Geometry

/// `HStack` (and a `GridRow` outside a grid): children side by side, laid out by
/// ``LinearStack``, aligned vertically by `alignment`.
public struct HStackContainer: ContainerLayout, Equatable {
    public var alignment: VerticalLayoutAlignment
    /// Points between two children (nil: 8, and none next to a spacer).
    public var spacing: Double?

    public init(alignment: VerticalLayoutAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public var stackOrientation: StackAxis? { .horizontal }

    func layout(_ children: LayoutChildren, _ p: ProposedSize) throws -> LayoutPass.StackLayout {
        try LinearStack.layout(children, p, spacing: spacing, horizontal: true, cross: .vertical(alignment))
    }

    public func sizeThatFits(proposal: ProposedSize, children: LayoutChildren, cache: inout Void) throws -> Size {
        try layout(children, proposal).size
    }

    public func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Void)
        throws -> [Rect?]
    {
        try layout(children, proposal).frames.map { $0.offsetBy(bounds.origin) }
    }

    /// Its first child's spacing on its leading edge, its last's on its trailing, all of theirs across.
    public func spacing(children: LayoutChildren) -> EdgeSpacing {
        LinearStack.spacing(children, leading: .leading, trailing: .trailing)
    }
}
