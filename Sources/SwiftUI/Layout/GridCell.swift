internal import SceneGraph

// The modifiers a view takes as a cell of a `Grid` (they do nothing elsewhere).

extension View {
    /// Spans `count` columns of its `GridRow` (a view outside a row spans them all).
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(SceneModifier(.gridCell(.columns(count))))
    }

    /// Aligns every cell of this cell's column horizontally by `guide`, instead of the grid's
    /// alignment (write it on one cell of the column).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(SceneModifier(.gridCell(.columnAlignment(guide.engine))))
    }

    /// Puts the cell's `anchor` point on the same unit point of its space in the grid.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(SceneModifier(.gridCell(.anchor(anchor.engine))))
    }

    /// Keeps the cell from sizing its column (`.horizontal`) or its row (`.vertical`): a flexible
    /// view so marked (a `Divider`, a `Color`) takes the space the other cells make.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(
            SceneModifier(
                .gridCell(.unsizedAxes(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)))))
    }
}
