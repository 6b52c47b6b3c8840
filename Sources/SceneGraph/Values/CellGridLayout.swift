/// `Grid` (SwiftUI's grid of rows, not the lazy grids of ``GridLayout``): its children are its
/// rows, each a `Stack.gridRow` of cells or any other view, which spans every column.
public struct CellGridLayout: Equatable, Sendable {
    /// Where a cell sits in its cell's space when its row, its column or itself says nothing else.
    public var alignment: Alignment
    /// Points between two columns (nil: 8).
    public var horizontalSpacing: Double?
    /// Points between two rows (nil: 8).
    public var verticalSpacing: Double?

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}

/// What a view tells the `Grid` it is a cell of (SwiftUI's grid cell modifiers).
public enum GridCellTrait: Hashable, Sendable {
    /// `.gridCellColumns(n)`: the cell spans `n` columns of its row.
    case columns(Int)
    /// `.gridColumnAlignment(_:)`: every cell of this cell's column is aligned so.
    case columnAlignment(HorizontalAlignment)
    /// `.gridCellAnchor(_:)`: the cell's unit point sits on the same unit point of its space.
    case anchor(UnitPoint)
    /// `.gridCellUnsizedAxes(_:)`: the cell does not size its column (horizontal) or its row
    /// (vertical); it is still offered its whole space.
    case unsizedAxes(horizontal: Bool, vertical: Bool)
}
