extension View {
    /// Shows or hides the full-width lines above and below this section of a list (`edges`);
    /// only the grouped style draws them.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(
            listRowTraitModifier(
                ListRowTrait.sectionSeparatorTop, ListRowTrait.sectionSeparatorBottom, edges: edges, value: visibility))
    }

    /// The colour of the lines above and below this section of a list (nil: the style's).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(
            SceneModifier { content, _ in
                guard let color else { return content }
                return content.settingRowTrait(ListRowTrait.sectionSeparatorTint, color)
            })
    }
}
