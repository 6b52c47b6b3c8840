/// What Core Animation draws around a layer's (or view's) own drawing, shared by views
/// (`UIViewSnapshot`) and layers (`LayerSnapshot`): the drawing clipped to the outline when it
/// masks to its bounds, its background filling the outline below it, its border inside the
/// outline above it, and its shadow under all of that (none when it masks to its bounds, which
/// clips its own shadow away, as Core Animation does).
struct LayerDecoration {
    var outline: LayerOutline
    var masksToBounds: Bool
    var background: Color?
    var border: Color?
    var borderWidth: CGFloat
    var shadow: Color?
    var shadowRadius: CGFloat
    var shadowOffset: CGSize

    /// `drawn` (filling the layer's bounds) with the decoration around it.
    func decorating(_ drawn: AnyView) -> AnyView {
        var drawn = drawn
        if masksToBounds { drawn = AnyView(drawn.clipShape(outline.shape)) }
        if let background { drawn = AnyView(drawn.background(outline.shape.fill(background))) }
        if borderWidth > 0, let border { drawn = AnyView(drawn.overlay(outline.border(border, width: borderWidth))) }
        if let shadow, !masksToBounds {
            drawn = AnyView(
                drawn.compositingGroup().shadow(
                    color: shadow, radius: shadowRadius, x: shadowOffset.width, y: shadowOffset.height))
        }
        return drawn
    }
}
