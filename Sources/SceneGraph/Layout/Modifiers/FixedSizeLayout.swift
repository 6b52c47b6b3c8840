import Geometry

/// `.fixedSize(horizontal:vertical:)`: proposes nil (the ideal size) in the fixed dimensions
/// and centres the child.
struct FixedSizeLayout: UnaryLayoutModifier {
    var horizontal: Bool
    var vertical: Bool

    var description: String { ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))" }

    func sizeThatFits(_ p: ProposedSize, child: ModifierChild) throws -> Size {
        try child.size(ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
    }

    func childRect(in rect: Rect, child: ModifierChild) throws -> Rect {
        let proposal = ProposedSize(width: horizontal ? nil : rect.width, height: vertical ? nil : rect.height)
        return child.pass.align(try child.size(proposal), in: rect, .center)
    }
}

extension ModifierNode {
    /// Proposes nil (ideal size) in the fixed dimensions.
    public static func fixedSize(horizontal: Bool, vertical: Bool) -> ModifierNode {
        .layout(AnyLayoutModifier(FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }
}
