internal import SceneGraph

/// Items in rows across the given columns, growing downwards: SwiftUI's `LazyVGrid`. Every item
/// is built (nothing scrolls in a render); the layout is SceneGraph's `GridLayout` container.
public struct LazyVGrid<Content: View>: View {
    var columns: [GridItem]
    var alignment: HorizontalAlignment
    var spacing: CGFloat?
    var content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { neverBody("LazyVGrid") }
}

extension LazyVGrid: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let grid = GridContainer(
            isVertical: true, tracks: columns.map(\.engine), alignment: alignment.engine.fraction,
            spacing: spacing.map(Double.init))
        return .container(.grid(grid), [lowerView(content, in: context.child(0))])
    }
}
