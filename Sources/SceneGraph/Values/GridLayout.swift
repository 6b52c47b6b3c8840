/// A lazy grid (`LazyVGrid`, `LazyHGrid`): its tracks (the columns of a vertical grid, the rows
/// of a horizontal one), how items align in their cells and the spacing between the lines the
/// items fill in order.
public struct GridLayout: Equatable, Sendable {
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
    public var alignment: Alignment?

    public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
