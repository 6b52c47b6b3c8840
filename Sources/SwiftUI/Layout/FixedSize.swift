internal import SceneGraph

extension View {
    /// Gives the view its ideal size in both directions, whatever it is offered.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Gives the view its ideal size in the chosen directions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(SceneModifier(.fixedSize(horizontal: horizontal, vertical: vertical)))
    }
}
