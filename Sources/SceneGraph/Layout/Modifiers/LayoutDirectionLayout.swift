import Geometry

/// `.environment(\.layoutDirection, …)`: right to left mirrors the layout inside (stacks run
/// from the right, leading is the right edge), not the drawing of texts, images and shapes.
struct LayoutDirectionLayout: LayoutModifier {
    var rightToLeft: Bool

    var description: String { ".environment(\\.layoutDirection, \(rightToLeft ? ".rightToLeft" : ".leftToRight"))" }

    private func inner(_ child: ModifierChild) -> ModifierChild {
        var env = child.env
        env.isRightToLeft = rightToLeft
        return child.inEnvironment(env)
    }

    func sizeThatFits(_ proposal: ProposedSize, child: ModifierChild) throws -> Size { try inner(child).size(proposal) }

    func place(in rect: Rect, child: ModifierChild) throws -> RenderNode {
        let node = try inner(child).place(in: rect)
        // Laid out left to right, then mirrored about the middle of its space: a change of
        // direction inside mirrors its part back first, so each part ends up as its own
        // direction lays it out.
        return rightToLeft == child.env.isRightToLeft ? node : node.mirrored(about: rect.midX)
    }

    func explicitGuide(_ key: AlignmentKey, size: Size, child: ModifierChild) throws -> Double? {
        try inner(child).explicitGuide(key, size: size)
    }
}

extension ModifierNode {
    /// `.environment(\.layoutDirection, …)`: right to left mirrors the layout inside.
    public static func layoutDirection(rightToLeft: Bool) -> ModifierNode {
        .layout(AnyLayoutModifier(LayoutDirectionLayout(rightToLeft: rightToLeft)))
    }
}
