internal import Geometry
internal import SceneGraph

extension View {
    /// Moves the view's horizontal guide `g` to the value `computeValue` gives from its
    /// dimensions: stacks, frames, overlays and grids align the view by it. The view's size
    /// stays.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(AlignmentGuideModifier(key: .horizontal(g.engine), computeValue: computeValue))
    }

    /// Moves the view's vertical guide `g` to the value `computeValue` gives from its
    /// dimensions.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(AlignmentGuideModifier(key: .vertical(g.engine), computeValue: computeValue))
    }
}

/// A view's size and guides, as an `alignmentGuide` closure reads them.
public struct ViewDimensions {
    let engine: GuideDimensions

    public var width: CGFloat { CGFloat(engine.size.width) }
    public var height: CGFloat { CGFloat(engine.size.height) }

    /// The guide's position from the view's leading edge: the view's own, else the default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { CGFloat(engine[.horizontal(guide.engine)]) }
    /// The guide's position from the view's top edge.
    public subscript(guide: VerticalAlignment) -> CGFloat { CGFloat(engine[.vertical(guide.engine)]) }
    /// The guide's position when the view sets it itself (an `alignmentGuide` inside); nil else.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        engine.explicit[.horizontal(guide.engine)].map { CGFloat($0) }
    }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        engine.explicit[.vertical(guide.engine)].map { CGFloat($0) }
    }
}

/// `alignmentGuide`: lowers to SceneGraph's guide, which calls the closure back during layout
/// with the state of its snapshot.
struct AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    /// Sizes the guide is computed at to tell two guides apart: a closure that gives the same
    /// values at all of them is taken to be the same computation.
    private static let probes = [Size(width: 0, height: 0), Size(width: 100, height: 50), Size(width: 37, height: 91)]

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        var hasher = Hasher()
        hasher.combine(key)
        for probe in Self.probes {
            hasher.combine(Double(computeValue(ViewDimensions(engine: GuideDimensions(size: probe)))))
        }
        let later = DeferredLowering(context)
        let compute = UncheckedSendable(computeValue)
        let guide = AlignmentGuide(key: key, id: hasher.finalize()) { dimensions in
            later.run { _ in Double(compute.value(ViewDimensions(engine: dimensions))) }
        }
        return content.modified(.alignmentGuide(guide))
    }
}
