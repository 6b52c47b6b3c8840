import Geometry

/// `VStack`: children one above the other, laid out by
/// ``LinearStack``, aligned horizontally by `alignment`.
public struct VStackContainer: ContainerLayout, Equatable {
    public var alignment: HorizontalLayoutAlignment
    /// Points between two children (nil: 8, and none next to a spacer).
    public var spacing: Double?

    public init(alignment: HorizontalLayoutAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public var stackOrientation: StackAxis? { .vertical }

    func layout(_ children: LayoutChildren, _ p: ProposedSize) throws -> LayoutPass.StackLayout {
        try LinearStack.layout(children, p, spacing: spacing, horizontal: false, cross: .horizontal(alignment))
    }

    public func sizeThatFits(proposal: ProposedSize, children: LayoutChildren, cache: inout Void) throws -> Size {
        try layout(children, proposal).size
    }

    public func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Void)
        throws -> [Rect?]
    {
        try layout(children, proposal).frames.map { $0.offsetBy(bounds.origin) }
    }

    /// Its first child's spacing on its top edge, its last's on its bottom, all of theirs across.
    public func spacing(children: LayoutChildren) -> EdgeSpacing {
        LinearStack.spacing(children, leading: .top, trailing: .bottom)
    }
}
