internal import SceneGraph

/// A scrollable view: SwiftUI's `ScrollView`. Nothing scrolls in a render, so it shows its
/// content at its start: the content (stacked vertically) takes its ideal length along the
/// axis, the view takes all the width (and, vertically, all the height), and clips.
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
        let body = lowerView(content, in: context.child(0)).single(in: .v(alignment: .center, spacing: nil))
        // A scroll view on both axes is laid out as a vertical one.
        let horizontal = axes == .horizontal
        // It takes the length offered along its axis, whatever its content's: both bounds, as a
        // flexible frame with only a maximum would grow to its content (SwiftUI's rule too).
        let frame =
            horizontal
            ? FlexibleFrame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
            : FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
        // Its content at rest starts inside the safe area, but shows on under the insets along
        // its axis (iOS insets a scroll view's content by the safe area and lets it scroll under).
        return body.modified(.fixedSize(horizontal: horizontal, vertical: !horizontal))
            .modified(.flexibleFrame(frame))
            .modified(.scrollClip(horizontal ? [.leading, .trailing] : [.top, .bottom]))
    }
}
