import Geometry

/// `.mask(alignment:_:)` and `.reverseMask`: the mask view is laid out in the modified view's
/// frame, its `alignment` guides on the view's, and drawn as the view's mask (``MaskEffect``):
/// the content stays where the mask is opaque (transparent when `inverse`).
struct MaskLayout: LayoutModifier {
    var mask: ViewNode
    var alignment: LayoutAlignment
    var inverse: Bool

    var description: String { inverse ? ".reverseMask(…)" : ".mask(…)" }

    func place(in rect: Rect, child: ModifierChild) throws -> RenderNode {
        try child.pass.withinLayer {
            let pass = child.pass
            let maskID = child.id.child(-1)
            var node = try child.place(in: rect)
            let s = try pass.size(mask, ProposedSize(rect.size), child.env, maskID)
            let frame = try pass.layeredFrame(
                mask, size: s, over: child.view, in: rect, alignment, child.env, maskID, child.id)
            node.effects.append(.mask(try pass.place(mask, in: frame, child.env, maskID), inverse: inverse))
            return node
        }
    }
}

extension ModifierNode {
    /// Keeps the content where `mask` (laid out in the view's frame) is opaque.
    public static func mask(_ mask: ViewNode, alignment: LayoutAlignment) -> ModifierNode {
        .layout(AnyLayoutModifier(MaskLayout(mask: mask, alignment: alignment, inverse: false)))
    }

    /// Keeps the content where `mask` is transparent.
    public static func inverseMask(_ mask: ViewNode, alignment: LayoutAlignment) -> ModifierNode {
        .layout(AnyLayoutModifier(MaskLayout(mask: mask, alignment: alignment, inverse: true)))
    }
}
