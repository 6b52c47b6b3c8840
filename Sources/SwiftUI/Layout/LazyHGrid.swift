internal import SceneGraph

/// Items in columns down the given rows, growing to the right: SwiftUI's `LazyHGrid`. Every item
/// is built (nothing scrolls in a render); the layout is SceneGraph's `GridLayout` container.
public struct LazyHGrid<Content: View>: View {
    var rows: [GridItem]
    var alignment: VerticalAlignment
    var spacing: CGFloat?
    var content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { neverBody("LazyHGrid") }
}

extension LazyHGrid: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let grid = GridContainer(
            isVertical: false, tracks: rows.map(\.engine), alignment: alignment.engine.fraction,
            spacing: spacing.map(Double.init))
        return .container(.grid(grid), [lowerView(content, in: context.child(0))])
    }
}
