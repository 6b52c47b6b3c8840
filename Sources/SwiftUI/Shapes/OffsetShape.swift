internal import Geometry
internal import SceneGraph

/// A shape moved within its frame: what `shape.offset(_:)` and `shape.offset(x:y:)` return.
public struct OffsetShape<Content: Shape>: Shape, ShapeLowering {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path {
        Path(shape.path(in: rect).engine.applying(.translation(x: Double(offset.width), y: Double(offset.height))))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set {
            shape.animatableData = newValue.first
            offset.animatableData = newValue.second
        }
    }

    var shapeDescription: ShapeDescription {
        shape.description.transformed(
            kind: "offset", numbers: [Double(offset.width), Double(offset.height)], keepsTrim: true
        ) { n, _ in .translation(x: n[0], y: n[1]) }
    }
}

extension Shape {
    /// This shape moved by `offset` within its frame.
    public func offset(_ offset: CGSize, line: Int = #line, column: Int = #column) -> OffsetShape<Self> {
        self.offset(x: offset.width, y: offset.height, line: line, column: column)
    }

    /// This shape moved by `offset` within its frame.
    public func offset(_ offset: CGPoint, line: Int = #line, column: Int = #column) -> OffsetShape<Self> {
        self.offset(x: offset.x, y: offset.y, line: line, column: column)
    }

    /// This shape moved by `x` and `y` within its frame.
    public func offset(x: CGFloat = 0, y: CGFloat = 0, line: Int = #line, column: Int = #column) -> OffsetShape<Self> {
        RuntimeWarning.nonFinite("offset", ["x": Double(x), "y": Double(y)], line: line, column: column)
        return OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
}
