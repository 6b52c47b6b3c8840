internal import SceneGraph

/// `ZStack`'s layout as a value: for `AnyLayout`, or to call from a layout of the scene's own.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        engineSize(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        enginePlace(in: bounds, proposal: proposal, subviews: subviews)
    }
}

extension ZStackLayout: BuiltInLayout {
    var engine: Container { .z(alignment: alignment.engine) }
}
