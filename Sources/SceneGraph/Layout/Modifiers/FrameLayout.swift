import Geometry

/// `.frame(width:height:alignment:)`: a fixed frame; a nil dimension takes the child's size. The
/// child is proposed the frame's size and placed in it by `alignment`.
struct FrameLayout: UnaryLayoutModifier {
    var width: Double?
    var height: Double?
    var alignment: LayoutAlignment

    var description: String {
        ".frame(width: \(String(describing: width)), height: \(String(describing: height)))"
    }

    /// The child's, with the edges across each set dimension a plain view's.
    func spacing(_ child: EdgeSpacing) -> EdgeSpacing {
        var framed: EdgeSet = []
        if width != nil { framed.formUnion([.leading, .trailing]) }
        if height != nil { framed.formUnion([.top, .bottom]) }
        return child.reset(framed)
    }

    func sizeThatFits(_ proposal: ProposedSize, child: ModifierChild) throws -> Size {
        let childSize = try child.size(ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return Size(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    func childRect(in rect: Rect, child: ModifierChild) throws -> Rect {
        let proposal = ProposedSize(width: width ?? rect.width, height: height ?? rect.height)
        return try child.pass.alignedChild(child.view, proposal, in: rect, alignment, child.env, child.id)
    }
}

extension ModifierNode {
    /// A fixed frame; a nil dimension takes the child's size. The child is placed by `alignment`.
    public static func frame(width: Double?, height: Double?, alignment: LayoutAlignment) -> ModifierNode {
        .layout(AnyLayoutModifier(FrameLayout(width: width, height: height, alignment: alignment)))
    }
}
