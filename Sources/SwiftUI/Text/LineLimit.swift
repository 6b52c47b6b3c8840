extension View {
    /// The most lines text in this view takes (nil: as many as it needs).
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    @available(*, unavailable, message: "'lineLimit(_:reservesSpace:)' is not supported by Zoetrope yet")
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }

    @available(*, unavailable, message: "'lineLimit' with a range is not supported by Zoetrope yet")
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }

    @available(*, unavailable, message: "'lineLimit' with a range is not supported by Zoetrope yet")
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }

    @available(*, unavailable, message: "'lineLimit' with a range is not supported by Zoetrope yet")
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { self }
}
