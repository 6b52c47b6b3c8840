import Geometry
import Raster

/// `.rotation3DEffect`: draws the view as if turned by the angle about an axis in 3-D around
/// (`anchor`, `anchorZ`) and seen in perspective (see `ProjectiveTransform.rotation3D`).
struct Rotation3DEffect: DrawingEffect {
    var rotation: Rotation3D

    var description: String { ".rotation3DEffect(\(rotation.angle.degrees)°)" }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
        visit(&rotation.angle.radians, "degrees", .radians)
        visit(&rotation.axisX, "axis.x", .plain)
        visit(&rotation.axisY, "axis.y", .plain)
        visit(&rotation.axisZ, "axis.z", .plain)
        visit(&rotation.anchor.x, "anchor.x", .plain)
        visit(&rotation.anchor.y, "anchor.y", .plain)
        visit(&rotation.anchorZ, "anchorZ", .plain)
        visit(&rotation.perspective, "perspective", .plain)
    }

    /// The axis is not interpolated (SwiftUI animates the angle; an axis change jumps).
    func interpolated(to other: Rotation3DEffect, amount: Double) -> Rotation3DEffect {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        let a = rotation
        let b = other.rotation
        var r = amount < 1 ? a : b
        r.angle = .radians(mix(a.angle.radians, b.angle.radians))
        r.anchor = RelativePoint(x: mix(a.anchor.x, b.anchor.x), y: mix(a.anchor.y, b.anchor.y))
        r.anchorZ = mix(a.anchorZ, b.anchorZ)
        r.perspective = mix(a.perspective, b.perspective)
        return Rotation3DEffect(rotation: r)
    }

    func resolved(in frame: Rect) -> RenderEffect {
        let r = rotation
        return .rotation3D(
            r.angle, axis: Vector3(x: r.axisX, y: r.axisY, z: r.axisZ),
            anchor: frame.point(atUnit: r.anchor.x, r.anchor.y), anchorZ: r.anchorZ, perspective: r.perspective,
            size: frame.size)
    }

    /// The rotation of a view of `size` points about `anchor` in canvas points; drawn as a layer
    /// seen through it.
    struct Resolved: ResolvedEffect {
        var angle: Angle
        var axis: Vector3
        var anchor: Point
        var anchorZ: Double
        var perspective: Double
        var size: Size

        var kindName: String { "rotation3D" }
        var needsLayer: Bool { true }

        mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
            visit(&angle.radians, "degrees", .radians)
            visit(&axis.x, "axis.x", .plain)
            visit(&axis.y, "axis.y", .plain)
            visit(&axis.z, "axis.z", .plain)
            visit(&anchor.x, "anchor.x", .plain)
            visit(&anchor.y, "anchor.y", .plain)
            visit(&anchorZ, "anchorZ", .plain)
            visit(&perspective, "perspective", .plain)
            visit(&size.width, "width", .plain)
            visit(&size.height, "height", .plain)
        }

        func mirrored(about axis: Double) -> Resolved {
            var r = self
            r.anchor.x = 2 * axis - anchor.x
            return r
        }

        func configure(_ layer: inout Layer, _ context: EffectLayerContext) -> Bool {
            // The matrix acts in the node's points; the content is drawn in device pixels under
            // `t`, so the layer sees it conjugated: t ∘ H ∘ t⁻¹.
            let t = context.transform
            let h = ProjectiveTransform.rotation3D(
                angle: angle, axis: (axis.x, axis.y, axis.z), anchor: anchor, anchorZ: anchorZ,
                perspective: perspective, size: size)
            guard let inverse = t.inverted else { return false }
            layer.projection = ProjectiveTransform(inverse).concatenating(h).concatenating(ProjectiveTransform(t))
            return true
        }
    }
}

/// The parameters of `rotation3DEffect`, as written (the anchor a unit point of the view's frame).
public struct Rotation3D: Hashable, Sendable {
    public var angle: Angle
    public var axisX: Double, axisY: Double, axisZ: Double
    public var anchor: RelativePoint
    public var anchorZ: Double
    public var perspective: Double

    public init(
        angle: Angle, axisX: Double, axisY: Double, axisZ: Double, anchor: RelativePoint = .center, anchorZ: Double = 0,
        perspective: Double = 1
    ) {
        self.angle = angle
        self.axisX = axisX
        self.axisY = axisY
        self.axisZ = axisZ
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }
}

/// Three components (the axis of a 3-D rotation).
public struct Vector3: Hashable, Sendable {
    public var x: Double, y: Double, z: Double
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

extension ModifierNode {
    /// Draws the view as if turned in 3-D and seen in perspective (SwiftUI's rotation3DEffect).
    public static func rotation3DEffect(_ rotation: Rotation3D) -> ModifierNode {
        .effect(AnyDrawingEffect(Rotation3DEffect(rotation: rotation)))
    }
}

extension RenderEffect {
    /// `rotation3DEffect` of a view of `size` points, `anchor` in canvas points (the matrix is
    /// `ProjectiveTransform.rotation3D`); drawn as a layer seen through it.
    public static func rotation3D(
        _ angle: Angle, axis: Vector3, anchor: Point, anchorZ: Double, perspective: Double, size: Size
    ) -> RenderEffect {
        RenderEffect(
            Rotation3DEffect.Resolved(
                angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective, size: size))
    }
}
