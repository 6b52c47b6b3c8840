extension View {
    /// The distances between this row's content and its edges, in a list (nil: the list
    /// style's, `ListMetrics.rowInsets`).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(
            SceneModifier { content, _ in
                guard let insets else { return content }
                return content.settingRowTrait(ListRowTrait.insets, insets)
            })
    }
}
