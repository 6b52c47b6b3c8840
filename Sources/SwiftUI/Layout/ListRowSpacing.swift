struct ListRowSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    /// The space between the rows of the lists below (`.listRowSpacing`); nil: none.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

extension View {
    /// Puts `spacing` points between the rows of the lists in this view; in the inset grouped
    /// style each row is then a rounded group of its own, as iOS draws it.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }
}
