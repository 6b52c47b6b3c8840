import Geometry

/// `.overlay(alignment:content:)` and `.background(alignment:content:)`: another view laid out
/// in the modified view's frame, its `alignment` guides on the primary view's, drawn in front
/// (an overlay) or behind. The primary view is the first child, the other the second; the
/// whole has the primary view's size and guides.
struct OverlayLayout: LayoutModifier {
    var layer: ViewNode
    var alignment: LayoutAlignment
    /// Drawn in front (an overlay) or behind (a background).
    var inFront: Bool

    var description: String { inFront ? ".overlay(…)" : ".background(…)" }

    func sizeThatFits(_ p: ProposedSize, child: ModifierChild) throws -> Size {
        try child.identified(child.id.child(0)).size(p)
    }

    func place(in rect: Rect, child: ModifierChild) throws -> RenderNode {
        let pass = child.pass
        let id = child.id
        let main = try child.identified(id.child(0)).place(in: rect)
        let s = try pass.size(layer, ProposedSize(rect.size), child.env, id.child(1))
        let frame = try pass.layeredFrame(
            layer, size: s, over: child.view, in: rect, alignment, child.env, id.child(1), id.child(0))
        let extra = try pass.place(layer, in: frame, child.env, id.child(1))
        var group = RenderNode(id: id, frame: rect, content: .group(inFront ? [main, extra] : [extra, main]))
        // A transition written on the modified view belongs to the whole (SwiftUI's traits
        // pass through modifiers).
        group.transition = main.transition
        return group
    }

    func explicitGuide(_ key: AlignmentKey, size: Size, child: ModifierChild) throws -> Double? {
        try child.identified(child.id.child(0)).explicitGuide(key, size: size)
    }
}

extension ModifierNode {
    /// Another view laid out in this view's frame, drawn in front.
    public static func overlay(_ view: ViewNode, alignment: LayoutAlignment) -> ModifierNode {
        .layout(AnyLayoutModifier(OverlayLayout(layer: view, alignment: alignment, inFront: true)))
    }

    /// Another view laid out in this view's frame, drawn behind.
    public static func background(_ view: ViewNode, alignment: LayoutAlignment) -> ModifierNode {
        .layout(AnyLayoutModifier(OverlayLayout(layer: view, alignment: alignment, inFront: false)))
    }
}
