import Geometry

/// A mesh gradient in device pixels (SwiftUI's `MeshGradient`, iOS 18): a `width`×`height` grid of
/// vertices, row by row from the top left, each with a colour. Each cell between four vertices is
/// a bicubic Bézier patch whose edges run through the vertices' control points; its inner
/// control points are those of the Coons patch of its four edges. The
/// colours are interpolated over each patch's parameters, bicubically (the same construction on
/// the colours, with Catmull-Rom derivatives, so they change smoothly across patch edges) when
/// `smoothsColors`, else bilinearly. Where no patch lies, `background` shows.
public struct MeshGradient: Equatable, Sendable {
    /// A vertex and the Bézier control points of the edges leaving it towards its neighbours.
    public struct Vertex: Equatable, Sendable {
        public var position: Point
        /// Towards the vertex before it in its row, and after it.
        public var leading: Point
        public var trailing: Point
        /// Towards the vertex above it, and below it.
        public var top: Point
        public var bottom: Point

        public init(position: Point, leading: Point, top: Point, trailing: Point, bottom: Point) {
            self.position = position
            self.leading = leading
            self.top = top
            self.trailing = trailing
            self.bottom = bottom
        }
    }

    public var width: Int
    public var height: Int
    /// `width × height` vertices, row by row.
    public var vertices: [Vertex]
    /// `width × height` colours, one per vertex.
    public var colors: [RGBAColor]
    public var background: RGBAColor
    public var smoothsColors: Bool

    public init(
        width: Int, height: Int, vertices: [Vertex], colors: [RGBAColor], background: RGBAColor, smoothsColors: Bool
    ) {
        self.width = width
        self.height = height
        self.vertices = vertices
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }

    /// The vertices of a grid of `positions` whose edges' control points are chosen as a
    /// Catmull-Rom spline through them does (a third of the way along the chord between the
    /// neighbours on either side; at a border, a third of the way to the one neighbour), so a
    /// grid of evenly spaced points is an evenly parametrised flat mesh (SwiftUI's
    /// `MeshGradient(width:height:points:…)`).
    public static func vertices(width: Int, height: Int, positions: [Point]) -> [Vertex] {
        guard positions.count == vertexCount(width: width, height: height) else { return [] }
        func p(_ x: Int, _ y: Int) -> Point { positions[y * width + x] }
        /// The control point from `p0` towards `next`, `previous` being on the other side.
        func control(_ p0: Point, previous: Point?, next: Point?) -> Point {
            guard let next else { return p0 }
            guard let previous else { return Point(x: p0.x + (next.x - p0.x) / 3, y: p0.y + (next.y - p0.y) / 3) }
            return Point(x: p0.x + (next.x - previous.x) / 6, y: p0.y + (next.y - previous.y) / 6)
        }
        var vertices: [Vertex] = []
        vertices.reserveCapacity(positions.count)
        for y in 0..<height {
            for x in 0..<width {
                let here = p(x, y)
                let left = x > 0 ? p(x - 1, y) : nil
                let right = x + 1 < width ? p(x + 1, y) : nil
                let up = y > 0 ? p(x, y - 1) : nil
                let down = y + 1 < height ? p(x, y + 1) : nil
                vertices.append(
                    Vertex(
                        position: here, leading: control(here, previous: right, next: left),
                        top: control(here, previous: down, next: up),
                        trailing: control(here, previous: left, next: right),
                        bottom: control(here, previous: up, next: down)))
            }
        }
        return vertices
    }

    /// True when the counts agree and there is at least one patch.
    var isDrawable: Bool {
        guard width >= 2, height >= 2, let count = MeshGradient.vertexCount(width: width, height: height) else {
            return false
        }
        return vertices.count == count && colors.count == count
    }

    /// `width × height`, or nil when either is not positive or the product overflows (a scene
    /// can ask for any size).
    static func vertexCount(width: Int, height: Int) -> Int? {
        guard width > 0, height > 0 else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? nil : count
    }
}
