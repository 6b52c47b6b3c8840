internal import SceneGraph

extension View {
    /// Draws `overlay` in front of the view, laid out in the view's frame and placed by
    /// `alignment`.
    // A colour is both a view and a style: the style form is chosen (it lowers the same).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(LayeredModifier(layer: overlay, alignment: alignment, placement: .overlay))
    }

    /// Draws the views `content` builds in front of the view, laid out in its frame; several
    /// views are stacked as in a `ZStack`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayeredModifier(layer: content(), alignment: alignment, placement: .overlay))
    }

    /// Paints the view's frame with `style`, in front of the view, extended into the safe area
    /// on `edges` where the frame reaches it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(
            LayeredModifier(
                layer: Rectangle().fill(style).ignoresSafeArea(edges: edges), alignment: .center, placement: .overlay))
    }

    /// Draws `shape` filled with `style` in front of the view, in the view's frame.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        modifier(LayeredModifier(layer: shape.fill(style, style: fillStyle), alignment: .center, placement: .overlay))
    }
}

/// `overlay` and `background`: another view laid out in the modified view's frame.
struct LayeredModifier<Layer: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    enum Placement: String { case overlay, background }

    let layer: Layer
    let alignment: Alignment
    let placement: Placement

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        let alignment = alignment.engine
        let view = lowerView(layer, in: context.child(.part(placement.rawValue))).single(in: .z(alignment: alignment))
            .view
        switch placement {
        case .overlay: return content.modified(.overlay(view, alignment: alignment))
        case .background: return content.modified(.background(view, alignment: alignment))
        }
    }
}
