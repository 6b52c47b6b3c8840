internal import SceneGraph

extension View {
    /// Adds `insets` of space around the view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(SceneModifier(.padding(insets.engine)))
    }

    /// Adds `length` points (16 by default) of space on each of `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let length = length ?? Padding.defaultLength
        return padding(
            EdgeInsets(
                top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }

    /// Adds `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }
}

enum Padding {
    /// SwiftUI's default padding (DESIGN.md §6).
    static let defaultLength: CGFloat = 16
}
