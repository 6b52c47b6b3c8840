/// What a view tells the `Grid` it is a cell of (SwiftUI's grid cell modifiers).
public enum GridCellTrait: Hashable, Sendable {
    /// `.gridCellColumns(n)`: the cell spans `n` columns of its row.
    case columns(Int)
    /// `.gridColumnAlignment(_:)`: every cell of this cell's column is aligned so.
    case columnAlignment(HorizontalLayoutAlignment)
    /// `.gridCellAnchor(_:)`: the cell's unit point sits on the same unit point of its space.
    case anchor(RelativePoint)
    /// `.gridCellUnsizedAxes(_:)`: the cell does not size its column (horizontal) or its row
    /// (vertical); it is still offered its whole space.
    case unsizedAxes(horizontal: Bool, vertical: Bool)
}
