import Geometry

/// A scroll view's clip: to its frame, extended into the safe area on the edges set where the
/// frame reaches it (content scrolls on under the status bar and the home indicator; at rest it
/// starts inside the safe area). Its content has no safe-area edges on the scroll axis: they
/// are the scroll view's.
struct ScrollClipLayout: LayoutModifier {
    var edges: EdgeSet

    var description: String { ".scrollClip(\(edges))" }

    func place(in rect: Rect, child: ModifierChild) throws -> RenderNode {
        var inner = child.env
        inner.safeAreaEdges.subtract(edges)
        let clip = RenderEffect.clip(
            .rectangle, rule: .nonZero, bounds: child.pass.extendedIntoSafeArea(rect, edges, child.env))
        return try child.pass.withinLayer {
            var node = try child.inEnvironment(inner).place(in: rect)
            node.effects.append(clip)
            return node
        }
    }
}

extension ModifierNode {
    /// Clips as a scroll view does: to its frame, extended into the safe area on the edges set
    /// where the frame reaches it.
    public static func scrollClip(_ edges: EdgeSet) -> ModifierNode {
        .layout(AnyLayoutModifier(ScrollClipLayout(edges: edges)))
    }
}
