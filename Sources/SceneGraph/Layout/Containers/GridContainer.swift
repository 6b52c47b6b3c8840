import Geometry

/// A lazy grid (`LazyVGrid`, `LazyHGrid`): its tracks (the columns of a vertical grid, the rows
/// of a horizontal one), how items align in their cells and the spacing between the lines the
/// items fill in order.
///
/// Laid out as SwiftUI's (described for a vertical grid; a
/// horizontal one is the same with the axes swapped):
///
/// 1. Columns: fixed columns take their width. The width proposed, less theirs and less the
///    spacing after every column but the last (8 points where a `GridItem` gives none), is
///    shared among the flexible and adaptive columns, those with the smallest maximum first:
///    each takes an even share of what is left, clamped to its bounds. An adaptive column then
///    becomes as many columns as fit its share at its minimum, `n = ⌊(share + s) / (min + s)⌋`
///    (at least one) with its spacing `s` between them, each `(share − (n − 1)·s) / n` wide (at
///    most its maximum). Without a width proposed, flexible and adaptive columns take their
///    minimum.
/// 2. Rows: the items fill the columns in order, a row at a time. Each is offered its column's
///    width and no height (its ideal height); a row is as tall as its tallest item, and rows are
///    `spacing` apart (8 by default).
/// 3. Cells: an item sits in its cell by its column's alignment, else by the grid's alignment
///    across and centred along.
///
/// The grid is as wide as its columns and their spacing, and as tall as its rows.
public struct GridContainer: ContainerLayout, Equatable {
    /// Vertical: items fill rows across the columns, rows grow downwards (`LazyVGrid`);
    /// horizontal: items fill columns down the rows, columns grow to the right (`LazyHGrid`).
    public var isVertical: Bool
    public var tracks: [GridTrack]
    /// The grid's own alignment across its lines (`LazyVGrid(alignment:)` is horizontal,
    /// `LazyHGrid(alignment:)` vertical): where items sit in their cells when their track names
    /// none, as a fraction of the cell's free space (0 leading/top, 0.5 centre, 1 trailing/bottom).
    public var alignment: Double
    /// Points between two lines of items (`spacing:`; nil: 8).
    public var spacing: Double?

    public init(isVertical: Bool, tracks: [GridTrack], alignment: Double = 0.5, spacing: Double? = nil) {
        self.isVertical = isVertical
        self.tracks = tracks
        self.alignment = alignment
        self.spacing = spacing
    }
}

extension GridContainer {
    public func sizeThatFits(proposal: ProposedSize, children: LayoutChildren, cache: inout Void) throws -> Size {
        try layout(children, proposal).size
    }

    public func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Void)
        throws -> [Rect?]
    {
        try layout(children, proposal).frames.map { $0.offsetBy(bounds.origin) }
    }

    /// The default spacing between tracks and between lines.
    static let gridSpacing = 8.0

    /// One resolved track: its length across, the spacing after it and its cell alignment.
    struct ResolvedTrack: Equatable {
        var length: Double
        var spacing: Double
        var alignment: LayoutAlignment?
    }

    func layout(_ children: LayoutChildren, _ p: ProposedSize) throws -> LayoutPass.StackLayout {
        let grid = self
        let tracks = Self.resolvedTracks(grid.tracks, available: grid.isVertical ? p.width : p.height)
        let present = children.indices.filter { !children[$0].isAbsent }
        guard !tracks.isEmpty, !present.isEmpty else {
            return LayoutPass.StackLayout(size: .zero, frames: children.map { _ in .zero })
        }
        // Offsets of the tracks across the grid.
        var offsets: [Double] = []
        var across = 0.0
        for (k, track) in tracks.enumerated() {
            offsets.append(across)
            across += track.length + (k < tracks.count - 1 ? track.spacing : 0)
        }
        let lineSpacing = grid.spacing ?? Self.gridSpacing
        var frames = children.map { _ in Rect.zero }
        var along = 0.0
        for lineStart in stride(from: 0, to: present.count, by: tracks.count) {
            let line = present[lineStart..<min(lineStart + tracks.count, present.count)]
            var sizes: [Size] = []
            for (k, i) in line.enumerated() {
                let length = tracks[k].length
                let proposal =
                    grid.isVertical
                    ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
                sizes.append(try children[i].sizeThatFits(proposal))
            }
            let lineLength = sizes.map { grid.isVertical ? $0.height : $0.width }.max() ?? 0
            if lineStart > 0 { along += lineSpacing }
            for (k, i) in line.enumerated() {
                let s = sizes[k]
                let alignment = tracks[k].alignment
                let acrossFraction =
                    alignment.map { grid.isVertical ? $0.horizontal.fraction : $0.vertical.fraction } ?? grid.alignment
                let alongFraction =
                    alignment.map { grid.isVertical ? $0.vertical.fraction : $0.horizontal.fraction } ?? 0.5
                let cellAcross = tracks[k].length
                if grid.isVertical {
                    frames[i] = Rect(
                        x: offsets[k] + (cellAcross - s.width) * acrossFraction,
                        y: along + (lineLength - s.height) * alongFraction, width: s.width, height: s.height)
                } else {
                    frames[i] = Rect(
                        x: along + (lineLength - s.width) * alongFraction,
                        y: offsets[k] + (cellAcross - s.height) * acrossFraction, width: s.width, height: s.height)
                }
            }
            along += lineLength
        }
        let size = grid.isVertical ? Size(width: across, height: along) : Size(width: along, height: across)
        return LayoutPass.StackLayout(size: size, frames: frames)
    }

    /// The tracks' lengths for `available` points across (nil: none proposed), as step 1 above.
    static func resolvedTracks(_ tracks: [GridTrack], available: Double?) -> [ResolvedTrack] {
        let spacings = tracks.map { $0.spacing ?? gridSpacing }
        var lengths = [Double](repeating: 0, count: tracks.count)
        var remaining = (available ?? 0) - spacings.dropLast().reduce(0, +)
        var shared: [Int] = []
        for (k, track) in tracks.enumerated() {
            switch track.size {
            case .fixed(let length):
                lengths[k] = max(0, length)
                remaining -= lengths[k]
            case .flexible(let minimum, _), .adaptive(let minimum, _):
                if available == nil { lengths[k] = max(0, minimum) } else { shared.append(k) }
            }
        }
        func bounds(_ k: Int) -> (Double, Double) {
            switch tracks[k].size {
            case .fixed(let length): return (length, length)
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                return (max(0, minimum), max(max(0, minimum), maximum))
            }
        }
        // Smallest maximum first: a capped track gives back what it cannot take.
        let order = shared.enumerated().sorted { a, b in
            let (x, y) = (bounds(a.element).1, bounds(b.element).1)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
        for (n, k) in order.enumerated() {
            let share = max(0, remaining) / Double(order.count - n)
            let (minimum, maximum) = bounds(k)
            lengths[k] = min(max(share, minimum), maximum)
            remaining -= lengths[k]
        }
        var resolved: [ResolvedTrack] = []
        for (k, track) in tracks.enumerated() {
            let spacing = spacings[k]
            guard case .adaptive(let minimum, let maximum) = track.size, available != nil else {
                resolved.append(ResolvedTrack(length: lengths[k], spacing: spacing, alignment: track.alignment))
                continue
            }
            let share = lengths[k]
            let count = max(1, Int(((share + spacing) / (max(minimum, 1e-9) + spacing)).rounded(.down)))
            let each = min((share - Double(count - 1) * spacing) / Double(count), max(minimum, maximum))
            for _ in 0..<min(count, 10_000) {
                resolved.append(ResolvedTrack(length: max(0, each), spacing: spacing, alignment: track.alignment))
            }
        }
        return resolved
    }
}

/// One `GridItem`: a column of a `LazyVGrid` or a row of a `LazyHGrid`.
public struct GridTrack: Equatable, Sendable {
    public enum Size: Equatable, Sendable {
        /// Exactly this many points.
        case fixed(Double)
        /// A share of the space left, between the bounds.
        case flexible(minimum: Double, maximum: Double)
        /// As many tracks as fit in its share, each at least `minimum` (and at most `maximum`).
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// Points to the next track (nil: 8).
    public var spacing: Double?
    /// Where items sit in this track's cells (nil: the grid's alignment across, centred along).
    public var alignment: LayoutAlignment?

    public init(_ size: Size, spacing: Double? = nil, alignment: LayoutAlignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
