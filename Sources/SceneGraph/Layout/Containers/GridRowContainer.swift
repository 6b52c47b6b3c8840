import Geometry

/// `GridRow`: the cells of one row of a `Grid` (``CellGridLayout``), aligned vertically by
/// `alignment` (nil: the grid's). The grid sizes and places the cells of its rows; outside a
/// grid the row lays out as an `HStack`.
public struct GridRowContainer: ContainerLayout, Equatable {
    public var alignment: VerticalLayoutAlignment?

    public init(alignment: VerticalLayoutAlignment? = nil) { self.alignment = alignment }

    func layout(_ children: LayoutChildren, _ p: ProposedSize) throws -> LayoutPass.StackLayout {
        // In a grid, the grid has laid the row out; anywhere else it is an HStack.
        if let row = children.pass.gridRows[children.id], row.frames.count == children.count { return row }
        return try LinearStack.layout(
            children, p, spacing: nil, horizontal: true, cross: .vertical(alignment ?? .center))
    }

    public func sizeThatFits(proposal: ProposedSize, children: LayoutChildren, cache: inout Void) throws -> Size {
        try layout(children, proposal).size
    }

    public func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Void)
        throws -> [Rect?]
    {
        try layout(children, proposal).frames.map { $0.offsetBy(bounds.origin) }
    }
}
