import Geometry
import Raster

/// SwiftUI's `MeshGradient` as a style: a `width`×`height` grid of vertices in unit points of
/// the filled frame, each with a colour (drawn by Raster's ``Raster/MeshGradient``).
public struct MeshGradientStyle: ShapePaint {
    /// A vertex's Bézier control points (unit points), for the `bezierPoints` form.
    public struct Controls: Hashable, Sendable {
        public var leading: RelativePoint
        public var top: RelativePoint
        public var trailing: RelativePoint
        public var bottom: RelativePoint

        public init(leading: RelativePoint, top: RelativePoint, trailing: RelativePoint, bottom: RelativePoint) {
            self.leading = leading
            self.top = top
            self.trailing = trailing
            self.bottom = bottom
        }
    }

    public var width: Int
    public var height: Int
    /// `width × height` positions, row by row from the top left.
    public var points: [RelativePoint]
    /// The control points of each vertex, or nil to place them as a Catmull-Rom spline through
    /// the points does (``Raster/MeshGradient/vertices(width:height:positions:)``).
    public var controls: [Controls]?
    public var colors: [RGBAColor]
    public var background: RGBAColor
    public var smoothsColors: Bool

    public init(
        width: Int, height: Int, points: [RelativePoint], controls: [Controls]? = nil, colors: [RGBAColor],
        background: RGBAColor = .clear, smoothsColors: Bool = true
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.controls = controls
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }

    /// Points and colours blend vertex by vertex, as SwiftUI animates a mesh's `animatableData`
    /// (meshes of other sizes do not blend).
    mutating func visitAnimatableValues(_ visit: PaintValueVisitor) {
        for i in points.indices {
            visit(&points[i].x, AnimatableLabel(.content, "mesh.points", index: i, "x"))
            visit(&points[i].y, AnimatableLabel(.content, "mesh.points", index: i, "y"))
        }
        for i in colors.indices {
            RenderNode.visitColor(&colors[i], RenderNode.ColorFields.bare) { value, field, unit in
                visit(&value, AnimatableLabel(.content, "mesh.colors", index: i, field, unit))
            }
        }
    }

    func rasterPaint(in frame: Rect, under t: AffineTransform, images: any ImageProvider) -> Paint {
        .meshGradient(mesh(in: frame, under: t, clampColor: DisplayListBuilder.clampColor))
    }

    /// The mesh in device pixels for a view in `frame` (points) drawn under `t`.
    func mesh(in frame: Rect, under t: AffineTransform, clampColor: (RGBAColor) -> RGBAColor) -> Raster.MeshGradient {
        func device(_ u: RelativePoint) -> Point { t.apply(frame.point(atUnit: u.x, u.y)) }
        let positions = points.map(device)
        var vertices: [Raster.MeshGradient.Vertex]
        if let controls, controls.count == positions.count {
            vertices = zip(positions, controls).map { p, c in
                Raster.MeshGradient.Vertex(
                    position: p, leading: device(c.leading), top: device(c.top), trailing: device(c.trailing),
                    bottom: device(c.bottom))
            }
        } else {
            vertices = Raster.MeshGradient.vertices(width: width, height: height, positions: positions)
        }
        return Raster.MeshGradient(
            width: width, height: height, vertices: vertices, colors: colors.map(clampColor),
            background: clampColor(background), smoothsColors: smoothsColors)
    }
}

extension PaintStyle {
    /// A mesh gradient.
    public static func meshGradient(_ mesh: MeshGradientStyle) -> PaintStyle { PaintStyle(mesh) }
}
