internal import SceneGraph

/// `Grid`'s layout as a value: for `AnyLayout`, or to call from a layout of the scene's own. Its
/// subviews are its rows (`GridRow`s, and views spanning every column).
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        engineSize(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        enginePlace(in: bounds, proposal: proposal, subviews: subviews)
    }
}

extension GridLayout: BuiltInLayout {
    var engine: Container {
        .cellGrid(
            CellGridLayout(
                alignment: alignment.engine, horizontalSpacing: horizontalSpacing.map(Double.init),
                verticalSpacing: verticalSpacing.map(Double.init)))
    }
}
