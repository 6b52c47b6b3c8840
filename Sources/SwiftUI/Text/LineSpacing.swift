internal import SceneGraph

extension View {
    /// Adds `lineSpacing` points between the lines of the text below (not after the last).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(SceneModifier(.textStyle(.lineSpacing(Double(lineSpacing)))))
    }
}
