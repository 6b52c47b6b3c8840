import Geometry

/// `Grid` (SwiftUI's grid of rows, not the lazy grids of ``GridContainer``): its children are its
/// rows, each a `GridRow` (``GridRowContainer``) of cells or any other view, which spans every column.
public struct CellGridLayout: ContainerLayout, Equatable {
    /// Where a cell sits in its cell's space when its row, its column or itself says nothing else.
    public var alignment: LayoutAlignment
    /// Points between two columns (nil: 8).
    public var horizontalSpacing: Double?
    /// Points between two rows (nil: 8).
    public var verticalSpacing: Double?

    public init(alignment: LayoutAlignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil)
    {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}

/// Laid out as SwiftUI's `Grid`, whose rows are `GridRow`s of cells and views that span
/// every column:
///
/// 1. Cells: a row's cells take its columns in order, each as many as its `.gridCellColumns`
///    (one by default); the grid has as many columns as its longest row.
/// 2. Columns are sized like the children of an `HStack`, each column standing for its cells:
///    one column's least width is the largest of its cells' (offered no width), its greatest
///    the largest offered any, its ideal the largest ideal. A cell that spans several columns
///    and needs more than they give together (and the spacing between them) shares the
///    difference evenly among them. Offered a width, the columns share it, spacing taken off,
///    least flexible first, each an even share of what is left and taking as much of it as its
///    widest cell does (a flexible view, a `Color`, takes all); offered none, each takes its
///    ideal width.
/// 3. Rows, likewise down the grid: each cell is offered its columns' width, so a row of
///    `Color`s shares the height offered with the others, and a row of texts is as tall as its
///    tallest text.
/// 4. Cells `.gridCellUnsizedAxes` names are left out of the sizing on those axes, but like
///    every cell they are offered the whole space of their cell: a `Divider` so marked is as
///    wide as the columns the other cells make.
/// 5. Placing: a cell sits in its space by its `.gridCellAnchor` (its unit point on the space's),
///    else with its guides on the space's for its column's `.gridColumnAlignment` (or the
///    grid's horizontal alignment) and its row's alignment (or the grid's vertical one); a cell
///    spanning several columns, and a view outside a row, by the unit points of those
///    alignments.
///
/// Spacing is 8 points between columns and between rows unless the grid gives its own.
extension CellGridLayout {
    public func sizeThatFits(proposal: ProposedSize, children: LayoutChildren, cache: inout Void) throws -> Size {
        try layout(children, proposal).size
    }

    public func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Void)
        throws -> [Rect?]
    {
        try layout(children, proposal).frames.map { $0.offsetBy(bounds.origin) }
    }

    /// One cell of a grid: a view of a row, or a view that spans every column.
    private struct PlannedCell {
        /// The row's index among the grid's rows, and the cell's among the row's children (nil
        /// for a view outside a row).
        var row: Int
        var position: Int?
        var child: LayoutChild
        var column: Int
        var span: Int
        var traits: GridCellTraits
    }

    /// One row of a grid: a `GridRow`, or a view outside one.
    private struct PlannedRow {
        var child: Int
        var id: NodeID
        var alignment: VerticalLayoutAlignment?
        /// The row's children (absent ones included), or nil for a view outside a row.
        var cellCount: Int?
    }

    /// A column or a row being sized: its range, and what sizes it.
    private struct Track {
        var minimum = 0.0
        var maximum = 0.0
        var ideal = 0.0
        /// The cells of this track alone that size it.
        var cells: [Int] = []
        /// The bounds cells spanning this track and others give it.
        var shares: [(minimum: Double, maximum: Double)] = []
    }

    func layout(_ children: LayoutChildren, _ p: ProposedSize) throws -> LayoutPass.StackLayout {
        let grid = self
        let hSpacing = grid.horizontalSpacing ?? GridContainer.gridSpacing
        let vSpacing = grid.verticalSpacing ?? GridContainer.gridSpacing
        var (rows, cells) = Self.plan(children)
        let columnCount = max(1, cells.map { $0.column + $0.span }.max() ?? 1)
        for k in cells.indices where cells[k].position == nil { cells[k].span = columnCount }
        func size(_ k: Int, _ proposal: ProposedSize) throws -> Size {
            try cells[k].child.sizeThatFits(proposal)
        }

        // Columns.
        var columns = [Track](repeating: Track(), count: columnCount)
        for k in cells.indices where !cells[k].traits.unsizedHorizontally {
            let lengths = try [0, .infinity, nil].map { try size(k, ProposedSize(width: $0, height: nil)).width }
            Self.add(k, lengths, to: &columns, from: cells[k].column, span: cells[k].span, spacing: hSpacing)
        }
        let widths = try Self.share(columns, available: p.width, spacing: hSpacing) { c, offer in
            try columns[c].cells.map { try size($0, ProposedSize(width: offer, height: nil)).width }
        }
        func width(_ k: Int) -> Double {
            let range = cells[k].column..<min(cells[k].column + cells[k].span, columnCount)
            return widths[range].reduce(0, +) + hSpacing * Double(range.count - 1)
        }

        // Rows.
        var tracks = [Track](repeating: Track(), count: rows.count)
        for k in cells.indices where !cells[k].traits.unsizedVertically {
            let w = width(k)
            let lengths = try [0, .infinity, nil].map { try size(k, ProposedSize(width: w, height: $0)).height }
            Self.add(k, lengths, to: &tracks, from: cells[k].row, span: 1, spacing: vSpacing)
        }
        let heights = try Self.share(tracks, available: p.height, spacing: vSpacing) { r, offer in
            try tracks[r].cells.map { try size($0, ProposedSize(width: width($0), height: offer)).height }
        }

        // Places.
        let xs = Self.offsets(widths, spacing: hSpacing)
        let ys = Self.offsets(heights, spacing: vSpacing)
        let gridSize = Size(
            width: (xs.last ?? 0) + (widths.last ?? 0),
            height: rows.isEmpty ? 0 : ys[ys.count - 1] + heights[heights.count - 1])
        var columnAlignments = [HorizontalLayoutAlignment?](repeating: nil, count: columnCount)
        for cell in cells where cell.span == 1 && columnAlignments[cell.column] == nil {
            columnAlignments[cell.column] = cell.traits.columnAlignment
        }
        var frames = [Rect](repeating: .zero, count: children.count)
        var rowCells = rows.map { [Rect](repeating: .zero, count: $0.cellCount ?? 0) }
        for (r, row) in rows.enumerated() where row.cellCount != nil {
            frames[row.child] = Rect(x: 0, y: ys[r], width: gridSize.width, height: heights[r])
        }
        for k in cells.indices {
            let cell = cells[k]
            let row = rows[cell.row]
            let space = Rect(x: xs[cell.column], y: ys[cell.row], width: width(k), height: heights[cell.row])
            let s = try size(k, ProposedSize(space.size))
            let vertical = row.alignment ?? grid.alignment.vertical
            let frame: Rect
            if let anchor = cell.traits.anchor {
                frame = Rect(
                    x: space.minX + (space.width - s.width) * anchor.x,
                    y: space.minY + (space.height - s.height) * anchor.y,
                    width: s.width, height: s.height)
            } else if cell.span > 1 || cell.position == nil {
                // Which column's guide a merged cell would follow is unclear: SwiftUI places it
                // by the unit point of the alignment instead.
                frame = children.pass.align(
                    s, in: space, LayoutAlignment(horizontal: grid.alignment.horizontal, vertical: vertical))
            } else {
                let horizontal = columnAlignments[cell.column] ?? grid.alignment.horizontal
                frame = try children.pass.alignedByGuides(
                    cell.child.view, size: s, in: space, LayoutAlignment(horizontal: horizontal, vertical: vertical),
                    cell.child.env, cell.child.id)
            }
            if let position = cell.position {
                rowCells[cell.row][position] = frame.offsetBy(Point(x: 0, y: -ys[cell.row]))
            } else {
                frames[row.child] = frame
            }
        }
        for (r, row) in rows.enumerated() where row.cellCount != nil {
            children.pass.gridRows[row.id] = LayoutPass.StackLayout(size: frames[row.child].size, frames: rowCells[r])
        }
        return LayoutPass.StackLayout(size: gridSize, frames: frames)
    }

    /// The rows and cells of a grid's children (step 1; views outside rows span no columns yet).
    private static func plan(_ children: LayoutChildren) -> ([PlannedRow], [PlannedCell]) {
        var rows: [PlannedRow] = []
        var cells: [PlannedCell] = []
        for child in children where !child.isAbsent {
            let i = child.position
            guard let (layout, content) = child.container, let row = layout as? GridRowContainer else {
                cells.append(
                    PlannedCell(
                        row: rows.count, position: nil, child: child, column: 0, span: 0,
                        traits: GridCellTraits(child.view)))
                rows.append(PlannedRow(child: i, id: child.id, alignment: nil, cellCount: nil))
                continue
            }
            var column = 0
            for cell in content where !cell.isAbsent {
                let traits = GridCellTraits(cell.view)
                let span = max(1, min(traits.columns ?? 1, 10_000))
                cells.append(
                    PlannedCell(
                        row: rows.count, position: cell.position, child: cell, column: column, span: span,
                        traits: traits))
                column += span
            }
            rows.append(PlannedRow(child: i, id: child.id, alignment: row.alignment, cellCount: content.count))
        }
        return (rows, cells)
    }

    /// Adds cell `k`'s least, greatest and ideal `lengths` to the tracks from `start` it spans
    /// (step 2): to the track's own range when it spans one, else what it needs beyond the
    /// tracks' sum, shared evenly among them.
    private static func add(
        _ k: Int, _ lengths: [Double], to tracks: inout [Track], from start: Int, span: Int, spacing: Double
    ) {
        let range = start..<min(start + span, tracks.count)
        guard range.count > 1 else {
            tracks[start].minimum = max(tracks[start].minimum, lengths[0])
            tracks[start].maximum = max(tracks[start].maximum, lengths[1])
            tracks[start].ideal = max(tracks[start].ideal, lengths[2])
            tracks[start].cells.append(k)
            return
        }
        let gaps = spacing * Double(range.count - 1)
        func need(_ length: Double, _ sum: Double) -> Double { max(0, length - sum - gaps) / Double(range.count) }
        let extraMinimum = need(lengths[0], range.map { tracks[$0].minimum }.reduce(0, +))
        let extraMaximum = need(lengths[1], range.map { tracks[$0].maximum }.reduce(0, +))
        let extraIdeal = need(lengths[2], range.map { tracks[$0].ideal }.reduce(0, +))
        for t in range {
            tracks[t].minimum += extraMinimum
            tracks[t].maximum = max(tracks[t].maximum + extraMaximum, tracks[t].minimum)
            tracks[t].ideal += extraIdeal
            if extraMinimum > 0 || extraMaximum > 0 {
                tracks[t].shares.append((tracks[t].minimum, extraMaximum > 0 ? tracks[t].maximum : tracks[t].minimum))
            }
        }
    }

    /// The tracks' lengths for `available` points (nil: each its ideal), shared as a stack
    /// shares its length: spacing taken off, least flexible first (of two endlessly flexible,
    /// the larger minimum first), each offered an even share of what is left and taking the
    /// most its cells (`taken`) and shares take of it.
    private static func share(
        _ tracks: [Track], available: Double?, spacing: Double, taken: (Int, Double) throws -> [Double]
    ) rethrows -> [Double] {
        guard let available else { return tracks.map(\.ideal) }
        let order = tracks.indices.sorted { a, b in
            let (fa, fb) = (tracks[a].maximum - tracks[a].minimum, tracks[b].maximum - tracks[b].minimum)
            if fa != fb { return fa < fb }
            if fa == .infinity && tracks[a].minimum != tracks[b].minimum {
                return tracks[a].minimum > tracks[b].minimum
            }
            return a < b
        }
        var lengths = [Double](repeating: 0, count: tracks.count)
        var remaining = available - spacing * Double(max(0, tracks.count - 1))
        for (n, t) in order.enumerated() {
            let offer = max(remaining / Double(tracks.count - n), 0)
            let shares = tracks[t].shares.map { min(max(offer, $0.minimum), $0.maximum) }
            lengths[t] = (try taken(t, offer) + shares).max() ?? 0
            remaining -= lengths[t]
        }
        return lengths
    }

    /// Where each track starts, `spacing` after the one before.
    private static func offsets(_ lengths: [Double], spacing: Double) -> [Double] {
        var offsets: [Double] = []
        var cursor = 0.0
        for length in lengths {
            offsets.append(cursor)
            cursor += length + spacing
        }
        return offsets
    }
}
