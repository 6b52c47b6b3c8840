internal import Geometry
internal import SceneGraph

extension View {
    /// Draws a border `width` points wide just inside the view's frame, in front of it.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(
            SceneModifier { view, context in
                let style = loweredStyle(content, in: context.environment)
                let border = ShapeView(
                    kind: .rectangle, drawing: .strokeBorder(style, Geometry::StrokeStyle(lineWidth: Double(width))))
                return view.modified(.overlay(.shape(border), alignment: .center))
            })
    }
}
