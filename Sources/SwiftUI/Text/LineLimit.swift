/// The lines text below reserves however short it is (`.lineLimit(3...6)`, `.lineLimit(2,
/// reservesSpace: true)`); 0: none.
private struct ReservedLinesKey: EnvironmentKey { static var defaultValue: Int { 0 } }

extension EnvironmentValues {
    /// The lines a vertical text field below keeps room for, however short its text.
    var reservedLines: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}

extension View {
    /// The most lines text in this view takes (nil: as many as it needs).
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// At most `limit` lines; with `reservesSpace`, a vertical text field keeps room for all
    /// `limit` of them however short its text.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit).environment(\.reservedLines, reservesSpace ? limit : 0)
    }

    /// Between `limit.lowerBound` and `limit.upperBound` lines: a vertical text field keeps room
    /// for the lower bound and grows to the upper.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound).environment(\.reservedLines, limit.lowerBound)
    }

    /// At least `limit.lowerBound` lines (a vertical text field keeps room for them), as many as
    /// the text needs.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.reservedLines, limit.lowerBound)
    }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound).environment(\.reservedLines, 0)
    }
}
