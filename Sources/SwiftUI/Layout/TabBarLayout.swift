internal import Geometry
internal import SceneGraph

/// A `TabView`'s selected tab over its tab bar, with the bar's background shown as iOS 15 and
/// later show it: UIKit's tab bar has no `scrollEdgeAppearance` of its own, so where the
/// content's edge meets the bar it takes the standard appearance "modified to use a transparent
/// background" (Apple's `UITabBar.scrollEdgeAppearance` documentation): no material and no
/// hairline. At rest that is every tab whose content fits above the bar (a short list, content
/// that does not scroll); content that runs on below the bar (a long list) shows the bar over
/// its material, with the hairline on top.
///
/// Children: the tab's content (its safe area inset at the bottom by the bar's height, so that
/// it lays out above the bar while what ignores the safe area runs on under it), the bar over
/// its background, and the bar alone. The content runs on below the bar when its ideal height
/// (at the width it is given) exceeds the height it is given: a scroll view's ideal height is
/// its content's. `background` forces the choice (`toolbarBackground(.visible | .hidden, for:
/// .tabBar)`).
struct TabBarLayout: ContainerLayout, Equatable {
    /// The bar's height, above the bottom safe area.
    var barHeight: Double
    /// Whether the background is always shown (true), never (false), or as the content's scroll
    /// edge decides (nil).
    var background: Bool?

    private static let content = 0
    private static let barOverBackground = 1
    private static let bar = 2

    func sizeThatFits(proposal: ProposedSize, children: LayoutChildren, cache: inout Void) throws -> Size {
        try children[Self.content].sizeThatFits(proposal)
    }

    func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren, cache: inout Void)
        throws -> [Rect?]
    {
        let content = children[Self.content]
        var frames = [Rect?](repeating: nil, count: children.count)
        frames[Self.content] = bounds
        let showsBackground = try background ?? runsOnBelowTheBar(content, in: bounds)
        frames[showsBackground ? Self.barOverBackground : Self.bar] = Rect(
            x: bounds.minX, y: bounds.maxY - barHeight, width: bounds.width, height: barHeight)
        return frames
    }

    /// Whether `content`, placed in `bounds`, would scroll on below the bar.
    private func runsOnBelowTheBar(_ content: LayoutChild, in bounds: Rect) throws -> Bool {
        // Half a point of slack: text heights are not whole points, and a list that just fits
        // is at its edge.
        try content.sizeThatFits(ProposedSize(width: bounds.width, height: nil)).height > bounds.height + 0.5
    }
}
