internal import Geometry

/// The outline of a shape's stroke, as a shape (iOS 17): what `shape.stroke(style:)` and
/// `shape.stroke(lineWidth:)` return. Shown as a view, it strokes the shape with the foreground
/// style, as before iOS 17; as a shape it can be filled (`.stroke(lineWidth: 10).fill(gradient)`),
/// its outline the area the stroke covers.
public struct StrokeShape<Content: Shape>: Shape {
    public var shape: Content
    public var style: StrokeStyle

    init(shape: Content, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        // A hundredth of a point: finer than any pixel at 3× (the outline is drawn as lines).
        Path(shape.path(in: rect).engine.strokeOutline(style.engine, tolerance: 0.01))
    }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension StrokeShape: PrimitiveView {
    /// Shown as a view: the shape's stroke in the foreground style, drawn by SceneGraph.
    func lower(in context: LoweringContext) -> Lowered {
        _ShapeView(shape: shape, style: ForegroundStyle(), drawing: .stroke(style.engine)).lower(in: context)
    }
}
