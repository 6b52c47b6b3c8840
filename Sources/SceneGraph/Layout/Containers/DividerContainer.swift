import Geometry

/// `Divider`: its one child, a line, is 1 point thick across the stack it is in and as long as
/// offered along it (10 points without an offer): vertical in an `HStack`, horizontal anywhere
/// else.
public struct DividerContainer: ContainerLayout, Equatable {
    /// The line's thickness.
    public var thickness: Double

    public init(thickness: Double = 1) { self.thickness = thickness }

    func size(_ p: ProposedSize, _ children: LayoutChildren) -> Size {
        let length = LayoutPass.defaultShapeSize
        if children.enclosingStackOrientation == .horizontal {
            return Size(width: thickness, height: p.height ?? length)
        }
        return Size(width: p.width ?? length, height: thickness)
    }

    public func sizeThatFits(proposal: ProposedSize, children: LayoutChildren, cache: inout Void) throws -> Size {
        size(proposal, children)
    }

    public func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Void)
        throws -> [Rect?]
    {
        // The line as a frame of that thickness puts it: centred across.
        children.map { _ in children.pass.align(size(ProposedSize(bounds.size), children), in: bounds, .center) }
    }
}
