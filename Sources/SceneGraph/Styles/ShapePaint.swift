import Geometry
import Raster

/// A visitor of a paint's animatable numbers, each with its label (the property dump's name).
typealias PaintValueVisitor = (inout Double, AnimatableLabel) -> Void

/// A shape style as SceneGraph draws it (SwiftUI's `ShapeStyle`): one type per style in
/// `Styles/` (the foreground style, a colour, each gradient, a mesh, a material). The layout
/// resolves it against the environment (``PaintStyle`` → ``ResolvedPaint``), animation visits its
/// numbers, and the display list turns it into a Raster paint for the view's frame.
protocol ShapePaint: Hashable, Sendable {
    /// The style with the environment applied. By default the style itself; the foreground
    /// style reads the environment's.
    func resolved(in environment: LayoutEnvironment) -> ResolvedPaint

    /// Visits the numbers an animation interpolates, labelled, in a fixed order (colours in
    /// linear light, angles in radians). Paints with the same labels blend number by number.
    mutating func visitAnimatableValues(_ visit: PaintValueVisitor)

    /// The Raster paint of a view laid out in `frame` (points) drawn under `t` (points → device
    /// pixels), with the scene's bitmaps at hand.
    func rasterPaint(in frame: Rect, under t: AffineTransform, images: any ImageProvider) -> Paint
}

extension ShapePaint {
    func resolved(in environment: LayoutEnvironment) -> ResolvedPaint { ResolvedPaint(self) }

    fileprivate func isEqual(to other: any ShapePaint) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// A SwiftUI `ShapeStyle` as written, of any kind: what a shape fills or strokes with and what
/// the environment's foreground style holds. Each style's file gives its constructor
/// (`PaintStyle.color(.red)`, `.linearGradient(stops, startPoint:endPoint:)`, `.foreground`).
public struct PaintStyle: Hashable, Sendable {
    var base: any ShapePaint

    init(_ base: any ShapePaint) { self.base = base }

    public static func == (a: PaintStyle, b: PaintStyle) -> Bool { a.base.isEqual(to: b.base) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }

    /// The style with `environment` applied.
    func resolved(in environment: LayoutEnvironment) -> ResolvedPaint { base.resolved(in: environment) }
}

/// A shape style with the environment applied (no foreground style left): what a drawn node
/// keeps.
public struct ResolvedPaint: Equatable, Sendable {
    var base: any ShapePaint

    init(_ base: any ShapePaint) { self.base = base }

    public static func == (a: ResolvedPaint, b: ResolvedPaint) -> Bool { a.base.isEqual(to: b.base) }

    /// Visits the numbers an animation interpolates (``ShapePaint/visitAnimatableValues(_:)``).
    mutating func visitAnimatableValues(_ visit: PaintValueVisitor) { base.visitAnimatableValues(visit) }

    /// The Raster paint of a view laid out in `frame` (points) drawn under `t`.
    func rasterPaint(in frame: Rect, under t: AffineTransform, images: any ImageProvider) -> Paint {
        base.rasterPaint(in: frame, under: t, images: images)
    }
}

extension GradientStops {
    /// The stops with their colours clamped to what Raster draws.
    var clampedForDrawing: GradientStops {
        GradientStops(
            stops: stops.map {
                GradientStops.Stop(color: DisplayListBuilder.clampColor($0.color), location: $0.location)
            })
    }

    /// Visits the stops' colours (linear light) and locations, labelled `gradient.stops[i]`.
    mutating func visitAnimatableValues(_ visit: PaintValueVisitor) {
        for i in stops.indices {
            RenderNode.visitColor(&stops[i].color, RenderNode.ColorFields.color) { value, field, unit in
                visit(&value, AnimatableLabel(.content, "gradient.stops", index: i, field, unit))
            }
            visit(&stops[i].location, AnimatableLabel(.content, "gradient.stops", index: i, "location"))
        }
    }
}

extension AffineTransform {
    /// Whether this is a plain uniform scale and move, under which a gradient drawn in device
    /// pixels is the same as one drawn in the view's own coordinates.
    var isUniformScaleAndMove: Bool { b == 0 && c == 0 && a == d && a > 0 }
}
