import Geometry

/// `.containerRelativeFrame(_:count:span:spacing:alignment:)`: a frame whose length on each axis
/// set is a share of the nearest container's (the scroll view it is in, else the safe area):
/// the container's length less `count - 1` spacings, divided in `count`, times `span`, plus the
/// `span - 1` spacings it covers. On the other axes it takes the child's size, as
/// `.frame(width:height:alignment:)` with nil does; the child is placed by `alignment`.
struct ContainerRelativeFrameLayout: UnaryLayoutModifier {
    var horizontal: Bool
    var vertical: Bool
    var count: Int
    var span: Int
    var spacing: Double
    var alignment: LayoutAlignment

    var description: String { ".containerRelativeFrame(count: \(count), span: \(span))" }

    private func lengths(_ child: ModifierChild) -> (width: Double?, height: Double?) {
        let container = child.env.containerSize ?? child.pass.safeAreaBounds(child.env).safe.size
        let count = max(count, 1)
        let span = min(max(span, 1), count)
        func share(_ length: Double) -> Double {
            let cell = (length - spacing * Double(count - 1)) / Double(count)
            return max(cell * Double(span) + spacing * Double(span - 1), 0)
        }
        return (horizontal ? share(container.width) : nil, vertical ? share(container.height) : nil)
    }

    func sizeThatFits(_ proposal: ProposedSize, child: ModifierChild) throws -> Size {
        let (width, height) = lengths(child)
        let childSize = try child.size(ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return Size(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    func childRect(in rect: Rect, child: ModifierChild) throws -> Rect {
        let (width, height) = lengths(child)
        let proposal = ProposedSize(width: width ?? rect.width, height: height ?? rect.height)
        return try child.pass.alignedChild(child.view, proposal, in: rect, alignment, child.env, child.id)
    }
}

extension ModifierNode {
    /// A frame sized as a share of the nearest container's length on the axes set.
    public static func containerRelativeFrame(
        horizontal: Bool, vertical: Bool, count: Int, span: Int, spacing: Double, alignment: LayoutAlignment
    ) -> ModifierNode {
        .layout(
            AnyLayoutModifier(
                ContainerRelativeFrameLayout(
                    horizontal: horizontal, vertical: vertical, count: count, span: span, spacing: spacing,
                    alignment: alignment)))
    }
}
