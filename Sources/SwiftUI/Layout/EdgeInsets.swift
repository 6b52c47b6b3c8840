internal import SceneGraph

/// Insets on each edge, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    var engine: Insets {
        Insets(
            top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}
