internal import SceneGraph

extension View {
    /// Whether text that its width would cut short may be set tighter first: text at most 5 %
    /// wider than its width is drawn with its characters closer together, whole, as UIKit does
    /// (its default tightening factor for truncation); wider text is truncated as before.
    public func allowsTightening(_ flag: Bool) -> some View {
        modifier(SceneModifier(.textStyle(.allowsTightening(flag))))
    }
}
