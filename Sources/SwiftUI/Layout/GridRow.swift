internal import SceneGraph

/// One row of a `Grid`: each of its views is a cell, in the next column(s). A modifier on the
/// row applies to each cell, as on a `Group`. Outside a grid it lays out as an `HStack`.
public struct GridRow<Content: View>: View {
    var alignment: VerticalAlignment?
    var content: Content

    /// `alignment`: how the row's cells sit vertically (nil: the grid's vertical alignment).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { neverBody("GridRow") }
}

extension GridRow: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        var row = Lowered.container(
            .gridRow(alignment: alignment?.engine), [lowerView(content, in: context.child(0))])
        row.isGridRow = true
        return row
    }
}
