import Geometry

/// `ZStack`, as SwiftUI's: the children of the highest `layoutPriority` are offered the
/// proposal and size the stack; the others are offered the stack's size. Each child is put
/// with its `alignment` guides on the stack's lines, and the stack is the union of the frames
/// of those that size it: the largest width and height when no child moves a guide.
///
/// Choice: the union, as SwiftUI's stacks grow on their cross axis to hold a child moved by
/// its guide (a ZStack laid out through the `Layout` protocol keeps the largest size
/// instead, and lets such a child overflow).
public struct ZStackContainer: ContainerLayout, Equatable {
    public var alignment: LayoutAlignment

    public init(alignment: LayoutAlignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedSize, children: LayoutChildren, cache: inout Void) throws -> Size {
        try layout(children, proposal).size
    }

    public func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Void)
        throws -> [Rect?]
    {
        try layout(children, proposal).frames.map { $0.offsetBy(bounds.origin) }
    }

    func layout(_ children: LayoutChildren, _ p: ProposedSize) throws -> LayoutPass.StackLayout {
        let present = Set(children.indices.filter { !children[$0].isAbsent })
        let priorities = children.map(\.priority)
        let top = present.map { priorities[$0] }.max()
        let sizing = present.filter { priorities[$0] == top }
        var sizes = [Size](repeating: .zero, count: children.count)
        for i in children.indices where sizing.contains(i) || !present.contains(i) {
            sizes[i] = try children[i].sizeThatFits(p)
        }
        let h = AlignmentKey.horizontal(alignment.horizontal)
        let v = AlignmentKey.vertical(alignment.vertical)
        var guides = [(x: Double, y: Double)](repeating: (0, 0), count: children.count)
        func measureGuides(_ i: Int) throws {
            guides[i] = (
                try children[i].guide(h, size: sizes[i]),
                try children[i].guide(v, size: sizes[i])
            )
        }
        let moved = LayoutPass.alignsByGuides(children.views, v) || h.isPlacedByGuides
        var bounds = Rect.zero
        if moved {
            var union: Rect?
            for i in sizing.sorted() {
                try measureGuides(i)
                let frame = Rect(origin: Point(x: -guides[i].x, y: -guides[i].y), size: sizes[i])
                union = union?.union(frame) ?? frame
            }
            bounds = union ?? .zero
        } else {
            bounds.size = Size(
                width: sizing.map { sizes[$0].width }.max() ?? 0, height: sizing.map { sizes[$0].height }.max() ?? 0)
        }
        let stackSize = bounds.size
        var frames: [Rect] = []
        for i in children.indices {
            if present.contains(i) && !sizing.contains(i) {
                sizes[i] = try children[i].sizeThatFits(ProposedSize(stackSize))
            }
            let s = sizes[i]
            if moved {
                try measureGuides(i)
                frames.append(
                    Rect(x: -bounds.minX - guides[i].x, y: -bounds.minY - guides[i].y, width: s.width, height: s.height)
                )
            } else {
                frames.append(
                    Rect(
                        x: (stackSize.width - s.width) * alignment.horizontal.fraction,
                        y: (stackSize.height - s.height) * alignment.vertical.fraction, width: s.width, height: s.height
                    ))
            }
        }
        return LayoutPass.StackLayout(size: stackSize, frames: frames)
    }

}
