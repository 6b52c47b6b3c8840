internal import SceneGraph

/// `VStack`'s layout as a value: for `AnyLayout`, or to call from a layout of the scene's own.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        engineSize(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        enginePlace(in: bounds, proposal: proposal, subviews: subviews)
    }
}

extension VStackLayout: BuiltInLayout {
    var engine: Container { .v(alignment: alignment.engine, spacing: spacing.map(Double.init)) }
}
