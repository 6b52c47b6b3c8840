internal import SceneGraph

extension View {
    /// Draws `background` behind the view, laid out in the view's frame and placed by
    /// `alignment`.
    // A colour is both a view and a style: the style form is chosen (it lowers the same).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(LayeredModifier(layer: background, alignment: alignment, placement: .background))
    }

    /// Draws the views `content` builds behind the view, laid out in its frame; several views
    /// are stacked as in a `ZStack`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayeredModifier(layer: content(), alignment: alignment, placement: .background))
    }

    /// Paints the view's frame with `style`, behind the view, extended into the safe area on
    /// `edges` where the frame reaches it (as iOS does: a screen's background colour fills the
    /// status bar and the home indicator's strip).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(
            ShapeStyleBackgroundModifier(
                layer: LayeredModifier(
                    layer: Rectangle().fill(style).ignoresSafeArea(edges: edges), alignment: .center,
                    placement: .background), material: style as? Material))
    }

    /// Draws `shape` filled with `style` behind the view, in the view's frame.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        modifier(
            ShapeStyleBackgroundModifier(
                layer: LayeredModifier(
                    layer: shape.fill(style, style: fillStyle), alignment: .center, placement: .background),
                material: style as? Material))
    }
}
