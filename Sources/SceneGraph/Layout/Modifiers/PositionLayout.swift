import Geometry

/// `.position(x:y:)`: takes the whole proposal and places its child's centre at (x, y) in it.
struct PositionLayout: LayoutModifier {
    var x: Double
    var y: Double

    var description: String { ".position(x: \(x), y: \(y))" }

    /// A plain view's: the positioned view fills what it is offered, its child's edges elsewhere.
    func spacing(_ child: EdgeSpacing) -> EdgeSpacing { .standard }

    func sizeThatFits(_ p: ProposedSize, child: ModifierChild) throws -> Size {
        Size(width: p.width ?? LayoutPass.defaultShapeSize, height: p.height ?? LayoutPass.defaultShapeSize)
    }

    func place(in rect: Rect, child: ModifierChild) throws -> RenderNode {
        let s = try child.size(ProposedSize(rect.size))
        let frame = Rect(
            x: rect.minX + x - s.width / 2, y: rect.minY + y - s.height / 2, width: s.width, height: s.height)
        let node = try child.identified(child.id.child(0)).place(in: frame)
        var group = RenderNode(id: child.id, frame: rect, content: .group([node]))
        group.transition = node.transition
        return group
    }

    /// A positioned view has no guides of its own: its child is anywhere in it.
    func explicitGuide(_ key: AlignmentKey, size: Size, child: ModifierChild) throws -> Double? { nil }
}

extension ModifierNode {
    /// Places the view's centre at (x, y) in its parent's coordinates; takes the whole proposal.
    public static func position(x: Double, y: Double) -> ModifierNode {
        .layout(AnyLayoutModifier(PositionLayout(x: x, y: y)))
    }
}
