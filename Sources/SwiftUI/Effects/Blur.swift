internal import SceneGraph

extension View {
    /// Blurs the view with a Gaussian of σ = `radius` points. `opaque` is accepted; the blur is
    /// always transparent at the edges.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(SceneModifier(.blur(radius: Double(radius))))
    }
}
