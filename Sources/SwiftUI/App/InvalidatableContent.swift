extension View {
    /// Marks a widget's content as out of date while an interaction it started runs (iOS 17):
    /// nothing is tapped in a render, so the content is drawn as it is.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}
