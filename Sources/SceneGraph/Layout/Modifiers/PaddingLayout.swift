import Geometry

/// `.padding(_:)`: the child is proposed the space less the insets and placed inside them.
struct PaddingLayout: UnaryLayoutModifier {
    var insets: Insets

    var description: String {
        ".padding(top: \(insets.top), leading: \(insets.leading), bottom: \(insets.bottom), trailing: \(insets.trailing))"
    }

    /// The child's, with each padded edge (a non-zero inset) a plain view's.
    func spacing(_ child: EdgeSpacing) -> EdgeSpacing {
        var padded: EdgeSet = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        return child.reset(padded)
    }

    func sizeThatFits(_ p: ProposedSize, child: ModifierChild) throws -> Size {
        let e = insets
        let s = try child.size(
            ProposedSize(
                width: p.width.map { max(0, $0 - e.leading - e.trailing) },
                height: p.height.map { max(0, $0 - e.top - e.bottom) }))
        return Size(width: s.width + e.leading + e.trailing, height: s.height + e.top + e.bottom)
    }

    func childRect(in rect: Rect, child: ModifierChild) throws -> Rect {
        let e = insets
        return Rect(
            x: rect.minX + e.leading, y: rect.minY + e.top,
            width: max(0, rect.width - e.leading - e.trailing), height: max(0, rect.height - e.top - e.bottom))
    }
}

extension ModifierNode {
    public static func padding(_ insets: Insets) -> ModifierNode {
        .layout(AnyLayoutModifier(PaddingLayout(insets: insets)))
    }
}
