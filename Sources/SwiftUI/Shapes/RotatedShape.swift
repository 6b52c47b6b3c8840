internal import Geometry
internal import SceneGraph

/// A shape turned by an angle about an anchor of its frame: what `shape.rotation(_:anchor:)`
/// returns. Its path starts where the turned content's path starts, so a trim turns with it.
public struct RotatedShape<Content: Shape>: Shape, ShapeLowering {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        Path(shape.path(in: rect).engine.applying(Self.transform(angle.radians, anchor.x, anchor.y, rect)))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Double, UnitPoint.AnimatableData>>
    {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }

    var shapeDescription: ShapeDescription {
        shape.description.transformed(
            kind: "rotation", numbers: [angle.radians, Double(anchor.x), Double(anchor.y)], keepsTrim: true
        ) { n, rect in Self.transform(n[0], n[1], n[2], rect) }
    }

    nonisolated private static func transform(_ radians: Double, _ x: Double, _ y: Double, _ rect: CGRect)
        -> Geometry::AffineTransform
    {
        .about((x, y), in: rect, .rotation(Geometry::Angle(radians: radians)))
    }
}

extension Shape {
    /// This shape turned by `angle` about `anchor` of its frame (positive angles turn clockwise).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
