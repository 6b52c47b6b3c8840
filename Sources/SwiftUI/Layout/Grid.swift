internal import SceneGraph

/// Rows of cells whose columns line up: SwiftUI's `Grid`. Its content is `GridRow`s, and views
/// outside a row, which span every column; the layout is SceneGraph's `CellGridLayout` container.
public struct Grid<Content: View>: View {
    var alignment: Alignment
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?
    var content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: Never { neverBody("Grid") }
}

extension Grid: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let layout = CellGridLayout(
            alignment: alignment.engine, horizontalSpacing: horizontalSpacing.map(Double.init),
            verticalSpacing: verticalSpacing.map(Double.init))
        return .container(.cellGrid(layout), [lowerView(content, in: context.child(0))])
    }
}
