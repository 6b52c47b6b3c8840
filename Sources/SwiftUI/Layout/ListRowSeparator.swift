extension View {
    /// Shows or hides the separators above and below this row of a list (`edges`): a separator
    /// between two rows is drawn unless either row hides it.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(
            listRowTraitModifier(
                ListRowTrait.separatorTop, ListRowTrait.separatorBottom, edges: edges, value: visibility))
    }

    /// The colour of the separators above and below this row of a list (nil: the style's).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(
            SceneModifier { content, context in
                guard let color else { return content }
                return listRowTraitModifier(
                    ListRowTrait.separatorTintTop, ListRowTrait.separatorTintBottom, edges: edges, value: color
                ).lower(content, in: context)
            })
    }
}

extension HorizontalAlignment {
    /// Where a list row's separator starts: by default the leading edge of the row's first
    /// text, else of its content (`ListDrawing`); `.alignmentGuide(.listRowSeparatorLeading)`
    /// moves it.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    /// Where a list row's separator ends (it runs to the row's trailing edge in a render).
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)
}

private enum ListRowSeparatorLeading: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

private enum ListRowSeparatorTrailing: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
}
