internal import Geometry
internal import SceneGraph

/// A shape that can be inset within its frame, so that its border can be stroked inside it:
/// SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The shape inset by `amount`, as any shape (for lowering a border of a scene's own shape).
    func insetForBorder(_ amount: Double) -> any Shape { inset(by: CGFloat(amount)) }

    /// Draws the outline inside the shape's frame (inset by half the line width) with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    {
        _ShapeView(shape: self, style: content, drawing: .strokeBorder(style.engine))
    }

    /// Draws the outline inside the shape's frame with `content`, `lineWidth` points wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> some View
    {
        _ShapeView(shape: self, style: content, drawing: .strokeBorder(StrokeStyle(lineWidth: lineWidth).engine))
    }

    /// Draws the outline inside the shape's frame with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .strokeBorder(style.engine))
    }

    /// Draws the outline inside the shape's frame with the foreground style, `lineWidth` wide.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _ShapeView(
            shape: self, style: ForegroundStyle(), drawing: .strokeBorder(StrokeStyle(lineWidth: lineWidth).engine))
    }
}

/// A built-in shape inset within its frame (drawn with padding around it): what `inset(by:)` of the built-in shapes returns.
public struct _InsetShape<Content: Shape>: InsettableShape, ShapeLowering {
    var shape: Content
    var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        insetContent.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Content> {
        _InsetShape(shape: shape, amount: self.amount + amount)
    }

    /// The shape itself, with what the inset changes: a rounded rectangle's corners shrink by
    /// the inset so that its outline stays parallel to the frame's, as in SwiftUI.
    private var insetContent: any Shape {
        // A container-relative shape is the container's shape, inset as that shape is.
        let shape: any Shape =
            self.shape is ContainerRelativeShape ? ContainerShapeScope.current?.value ?? self.shape : self.shape
        if let rounded = shape as? RoundedRectangle {
            let size = CGSize(
                width: max(0, rounded.cornerSize.width - amount), height: max(0, rounded.cornerSize.height - amount))
            return RoundedRectangle(cornerSize: size, style: rounded.style)
        }
        if let uneven = shape as? UnevenRoundedRectangle { return uneven.shrunk(by: amount) }
        return shape
    }

    var shapeDescription: ShapeDescription {
        var description = insetContent.description
        description.inset += Double(amount)
        return description
    }
}

extension Rectangle: InsettableShape {
    /// The rectangle inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(shape: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount`; its corners shrink by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        _InsetShape(shape: self, amount: amount)
    }
}

extension Circle: InsettableShape {
    /// The circle inset by `amount` within its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(shape: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse inset by `amount` within its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(shape: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule inset by `amount` within its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(shape: self, amount: amount) }
}
