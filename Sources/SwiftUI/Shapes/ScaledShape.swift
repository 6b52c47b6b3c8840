internal import Geometry
internal import SceneGraph

/// A shape scaled about an anchor of its frame: what `shape.scale(_:anchor:)` and
/// `shape.scale(x:y:anchor:)` return.
public struct ScaledShape<Content: Shape>: Shape, ShapeLowering {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let n = [Double(scale.width), Double(scale.height), Double(anchor.x), Double(anchor.y)]
        return Path(shape.path(in: rect).engine.applying(Self.transform(n, rect)))
    }

    public var animatableData:
        AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>>
    {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }

    var shapeDescription: ShapeDescription {
        // A uneven scale changes which fraction of the length a point is at: the content is
        // trimmed before it is scaled, as its path is.
        shape.description.transformed(
            kind: "scale", numbers: [Double(scale.width), Double(scale.height), Double(anchor.x), Double(anchor.y)],
            keepsTrim: scale.width == scale.height
        ) { n, rect in Self.transform(n, rect) }
    }

    nonisolated private static func transform(_ n: [Double], _ rect: CGRect) -> Geometry::AffineTransform {
        .about((n[2], n[3]), in: rect, .scale(x: n[0], y: n[1]))
    }
}

extension Shape {
    /// This shape scaled by `x` and `y` about `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` about `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
}
