internal import SceneGraph

/// A scrollable view: SwiftUI's `ScrollView`. Nothing scrolls in a render, so it shows its
/// content at its start. Along each axis it scrolls, its content (stacked vertically) is offered
/// no length and takes its ideal one, and the scroll view takes exactly the length it is
/// offered; across, the content is offered the scroll view's proposal and the scroll view is
/// as long as the content (a vertical one is as wide as its content, which its parent centres).
/// It clips, and is the container `containerRelativeFrame` measures inside it; the
/// `contentMargins` above pad its content.
public struct ScrollView<Content: View>: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { neverBody("ScrollView") }
}

extension ScrollView: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        var body = lowerView(content, in: context.child(0)).single(in: .v(alignment: .center, spacing: nil))
        let margins = context.environment[ContentMarginsKey.self]
        if margins != EdgeInsets() { body = body.modified(.padding(margins.engine)) }
        let horizontal = axes.contains(.horizontal)
        let vertical = axes.contains(.vertical)
        // Both bounds on a scroll axis: a flexible frame with only a maximum would grow to its
        // content; with both it takes the length offered (its content's when none is).
        let frame = FlexibleFrame(
            minWidth: horizontal ? 0 : nil, maxWidth: horizontal ? .infinity : nil, minHeight: vertical ? 0 : nil,
            maxHeight: vertical ? .infinity : nil,
            alignment: LayoutAlignment(
                horizontal: horizontal ? .leading : .center, vertical: vertical ? .top : .center))
        // Its content at rest starts inside the safe area, but shows on under the insets along
        // its axes (iOS insets a scroll view's content by the safe area and lets it scroll under).
        var edges: EdgeSet = []
        if horizontal { edges.formUnion([.leading, .trailing]) }
        if vertical { edges.formUnion([.top, .bottom]) }
        var scroller = body.modified(.fixedSize(horizontal: horizontal, vertical: vertical))
            .modified(.flexibleFrame(frame))
        // Inside a ScrollViewReader: drawn scrolled to its target once `scrollTo` names one.
        if let target = context.environment[ScrollReaderTargetKey.self] {
            scroller = scroller.modified(
                .scrollTo(
                    key: target.key, anchor: target.anchor?.engine, isActive: target.id != nil,
                    horizontal: horizontal, vertical: vertical))
        }
        return scroller.modified(.containerSize)
            .modified(.scrollClip(edges))
    }
}
