import Geometry

/// `ViewThatFits`: shows the first child whose ideal size fits the proposal along the
/// constrained axes (the others offered their proposal as it is), else the last; the container
/// is as large as the child it shows, which it centres.
public struct ViewThatFitsContainer: ContainerLayout, Equatable {
    /// Along which axes a child must fit.
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The child shown for `p`, nil when there is none.
    func chosen(_ children: LayoutChildren, _ p: ProposedSize) throws -> LayoutChild? {
        let present = children.filter { !$0.isAbsent }
        let ideal = ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        for child in present.dropLast() {
            let s = try child.sizeThatFits(ideal)
            let fitsWidth = !horizontal || p.width.map { s.width <= $0 } ?? true
            let fitsHeight = !vertical || p.height.map { s.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return present.last
    }

    public func sizeThatFits(proposal: ProposedSize, children: LayoutChildren, cache: inout Void) throws -> Size {
        try chosen(children, proposal)?.sizeThatFits(proposal) ?? .zero
    }

    public func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Void)
        throws -> [Rect?]
    {
        var frames = [Rect?](repeating: nil, count: children.count)
        guard let child = try chosen(children, proposal) else { return frames }
        let s = try child.sizeThatFits(proposal)
        frames[child.position] = children.pass.align(s, in: bounds, .center)
        return frames
    }
}
