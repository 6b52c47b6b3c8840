import Geometry

/// A scroll view's visible size for `containerRelativeFrame` inside it: the length it is offered
/// on each axis (the safe area's where it is offered none).
struct ContainerSizeLayout: LayoutModifier {
    var description: String { ".containerSize" }

    private func measured(_ proposal: ProposedSize, child: ModifierChild) -> ModifierChild {
        let fallback = child.env.containerSize ?? child.pass.safeAreaBounds(child.env).safe.size
        var inner = child.env
        inner.containerSize = Size(width: proposal.width ?? fallback.width, height: proposal.height ?? fallback.height)
        return child.inEnvironment(inner)
    }

    func sizeThatFits(_ proposal: ProposedSize, child: ModifierChild) throws -> Size {
        try measured(proposal, child: child).size(proposal)
    }

    func place(in rect: Rect, child: ModifierChild) throws -> RenderNode {
        try measured(ProposedSize(rect.size), child: child).place(in: rect)
    }

    func explicitGuide(_ key: AlignmentKey, size: Size, child: ModifierChild) throws -> Double? {
        try measured(ProposedSize(size), child: child).explicitGuide(key, size: size)
    }
}

extension ModifierNode {
    /// Makes the view the container `containerRelativeFrame` measures against inside it, at the
    /// size it is offered.
    public static var containerSize: ModifierNode { .layout(AnyLayoutModifier(ContainerSizeLayout())) }
}
