internal import SceneGraph

// `.minimumScaleFactor(_:)`: text that does not fit its width within its line limit is set
// smaller, down to `factor` of its size, as large as fits.

extension View {
    /// Lets the text below shrink to `factor` of its size to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(SceneModifier(.textStyle(.minimumScaleFactor(Double(factor)))))
    }
}
