/// A button border shape is a shape of its own (iOS 17): `.clipShape(.buttonBorder)`,
/// `.background(.blue, in: ButtonBorderShape.capsule)`.
///
/// `.automatic` (and `.buttonBorder`) is the rounded rectangle of a regular-size bordered button.
/// iOS resolves `.buttonBorder` from the environment's `buttonBorderShape(_:)` and control size;
/// here it does not (a shape has no environment when it makes its path): it is always that
/// rounded rectangle.
extension ButtonBorderShape: Shape, ShapeLowering {
    public func path(in rect: CGRect) -> Path { resolved.path(in: rect) }

    var shapeDescription: ShapeDescription { resolved.description }

    /// The shape drawn: a built-in one, so it draws and clips as that shape does.
    private var resolved: AnyShape { shape(radius: BorderedButtonBody.metrics(.regular).radius) }
}

extension Shape where Self == ButtonBorderShape {
    /// The shape of the button border around it (see `ButtonBorderShape`'s `Shape` conformance).
    public static var buttonBorder: ButtonBorderShape { .automatic }
}
