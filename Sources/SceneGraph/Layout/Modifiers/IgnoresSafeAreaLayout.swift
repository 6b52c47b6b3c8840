import Geometry

/// `.ignoresSafeArea(_:edges:)`: lays the view out extended into the safe area's insets on the
/// edges set, where its frame reaches the safe area's edge (insets are 0 unless a device preset
/// sets them). Its size for its parent and its guides are its child's.
struct IgnoresSafeAreaLayout: LayoutModifier {
    var edges: EdgeSet

    var description: String { ".ignoresSafeArea(\(edges))" }

    func place(in rect: Rect, child: ModifierChild) throws -> RenderNode {
        let extended = child.pass.extendedIntoSafeArea(rect, edges, child.env)
        guard extended != rect else { return try child.place(in: rect) }
        // The content is offered the larger space (SwiftUI's ignoring view keeps its own
        // size for its parent; what it holds grows into the insets).
        let s = try child.size(ProposedSize(extended.size))
        return try child.place(in: child.pass.align(s, in: extended, .center))
    }
}

extension ModifierNode {
    /// Lays the view out extended into the safe area's insets on the edges set, where its frame
    /// reaches the safe area's edge.
    public static func ignoresSafeArea(_ edges: EdgeSet) -> ModifierNode {
        .layout(AnyLayoutModifier(IgnoresSafeAreaLayout(edges: edges)))
    }
}
