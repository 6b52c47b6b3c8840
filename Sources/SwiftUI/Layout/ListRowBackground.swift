extension View {
    /// What this row of a list draws behind it, in place of the style's row background, filling
    /// the row (nil: the style's).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(
            SceneModifier { content, context in
                guard let view else { return content }
                let background = lowerView(view, in: context.child(.part("listRowBackground")))
                return content.settingRowTrait(ListRowTrait.background, background)
            })
    }
}
