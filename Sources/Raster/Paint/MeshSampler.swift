import Geometry

/// Shades a ``MeshGradient``: the mesh is evaluated once, when the paint is prepared, at the
/// nodes of a grid over its bounds (one node a device pixel, or coarser so that no side has more
/// than `maximumNodes`), and pixels take the bilinear sample of the four nodes around their
/// centre. Each patch is cut into small quads in its parameters (about two grid cells a side),
/// and every node inside one of their triangles takes the colour interpolated across it; a later
/// patch covers an earlier one, as it is drawn after it. Nodes no patch covers hold the
/// background.
///
/// The colours are smooth, so a grid finer than a few pixels adds nothing visible; the edges of
/// a mesh that is not flat are as sharp as the grid.
final class MeshSampler: @unchecked Sendable {
    /// Nodes per side at most (a full iPhone screen at 3x is sampled every 2.3 px).
    static let maximumNodes = 512

    let originX: Double
    let originY: Double
    /// Device pixels between nodes.
    private let cell: Double
    let inverseCell: Double
    let columns: Int
    let rows: Int
    /// Premultiplied colours, row by row.
    let nodes: [SIMD4<Float>]
    let background: SIMD4<Float>

    /// Nil when the mesh cannot be drawn (counts that disagree, fewer than 2×2 vertices,
    /// coordinates that are not finite).
    init?(_ mesh: MeshGradient) {
        guard mesh.isDrawable else { return nil }
        let points = mesh.vertices.flatMap { [$0.position, $0.leading, $0.top, $0.trailing, $0.bottom] }
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let minX = points.map(\.x).min()!.rounded(.down)
        let minY = points.map(\.y).min()!.rounded(.down)
        let maxX = points.map(\.x).max()!.rounded(.up)
        let maxY = points.map(\.y).max()!.rounded(.up)
        let side = Swift.max(maxX - minX, maxY - minY, 1)
        // Finite points can lie too far apart to measure (beyond ±1e308): nothing is drawn.
        guard side.isFinite else { return nil }
        cell = Swift.max(1, side / Double(MeshSampler.maximumNodes - 1))
        inverseCell = 1 / cell
        originX = minX
        originY = minY
        columns = Int(((maxX - minX) * inverseCell).rounded(.up)) + 1
        rows = Int(((maxY - minY) * inverseCell).rounded(.up)) + 1
        let b = mesh.background.premultipliedComponents
        background = b
        var nodes = [SIMD4<Float>](repeating: b, count: columns * rows)
        let colors = mesh.colors.map(\.unpremultipliedComponents)
        let colorControls = MeshSampler.colorControls(colors, width: mesh.width, height: mesh.height)
        let grid = Grid(originX: minX, originY: minY, inverseCell: inverseCell, columns: columns, rows: rows)
        for j in 0..<(mesh.height - 1) {
            for i in 0..<(mesh.width - 1) {
                grid.rasterize(patch: i, j, mesh: mesh, colors: colors, colorControls: colorControls, into: &nodes)
            }
        }
        self.nodes = nodes
    }

    /// Writes the premultiplied colours (× `multiply`) of `count` pixels of row `y` from `x`.
    func sample(y: Int, x: Int, count: Int, multiply: SIMD4<Float>, into out: UnsafeMutablePointer<SIMD4<Float>>) {
        let fy = (Double(y) + 0.5 - originY) * inverseCell
        nodes.withUnsafeBufferPointer { nodes in
            guard let nodes = nodes.baseAddress else { return }
            guard fy >= 0, fy <= Double(rows - 1) else {
                out.update(repeating: background * multiply, count: count)
                return
            }
            let y0 = Swift.min(Int(fy), rows - 2 < 0 ? 0 : rows - 2)
            let wy = Float(fy - Double(y0))
            let row0 = nodes + y0 * columns
            let row1 = rows > 1 ? row0 + columns : row0
            let lastX = Double(columns - 1)
            let lastX0 = Double(columns - 2 < 0 ? 0 : columns - 2)
            let step = columns > 1 ? 1 : 0
            let outside = background * multiply
            // Eight pixels at a time: their positions among the nodes, range checks and node
            // indices on vectors, each lane with the operations a lone pixel would take (so the
            // same colours); the interpolation lane by lane.
            var i = 0
            while i < count {
                let fx = (SIMD8<Double>(0, 1, 2, 3, 4, 5, 6, 7) + Double(i) + Double(x) + 0.5 - originX) * inverseCell
                let inside = (fx .>= 0) .& (fx .<= lastX)
                // `min(Int(fx), columns - 2)` as a Double, and as an integer read from the
                // mantissa of its sum with 2^52 (exact: it is whole and below 2^52).
                let x0 = pointwiseMin(fx.rounded(.towardZero), SIMD8<Double>(repeating: lastX0))
                let index = unsafeBitCast(x0 + 4_503_599_627_370_496, to: SIMD8<UInt64>.self) & 0xF_FFFF_FFFF_FFFF
                let across = fx - x0
                for k in 0..<Swift.min(count - i, 8) {
                    guard inside[k] else {
                        out[i + k] = outside
                        continue
                    }
                    let x0 = Int(index[k])
                    let x1 = x0 + step
                    let wx = Float(across[k])
                    let top = row0[x0] + (row0[x1] - row0[x0]) * wx
                    let bottom = row1[x0] + (row1[x1] - row1[x0]) * wx
                    out[i + k] = (top + (bottom - top) * wy) * multiply
                }
                i += 8
            }
        }
    }

    /// The Bézier control colours of each vertex's edges, as `MeshGradient.vertices` places
    /// control points (Catmull-Rom): leading, top, trailing, bottom.
    private static func colorControls(_ colors: [SIMD4<Double>], width: Int, height: Int) -> [[SIMD4<Double>]] {
        func c(_ x: Int, _ y: Int) -> SIMD4<Double> { colors[y * width + x] }
        func control(_ c0: SIMD4<Double>, previous: SIMD4<Double>?, next: SIMD4<Double>?) -> SIMD4<Double> {
            guard let next else { return c0 }
            guard let previous else { return c0 + (next - c0) / 3 }
            return c0 + (next - previous) / 6
        }
        var result: [[SIMD4<Double>]] = []
        for y in 0..<height {
            for x in 0..<width {
                let here = c(x, y)
                let left = x > 0 ? c(x - 1, y) : nil
                let right = x + 1 < width ? c(x + 1, y) : nil
                let up = y > 0 ? c(x, y - 1) : nil
                let down = y + 1 < height ? c(x, y + 1) : nil
                result.append([
                    control(here, previous: right, next: left), control(here, previous: down, next: up),
                    control(here, previous: left, next: right), control(here, previous: up, next: down),
                ])
            }
        }
        return result
    }

    /// The 4×4 control net of a bicubic patch (row by row, rows along v) from its corners `c`
    /// (top left, top right, bottom left, bottom right) and the control points of its edges; the
    /// inner four are those of the Coons patch of the four edges (its tensor-product form, as
    /// PDF's type 6 and 7 shadings relate them), so straight edges give the bilinear patch.
    fileprivate static func net<T: SIMD>(
        corners c: [T], top: (T, T), bottom: (T, T), left: (T, T), right: (T, T)
    ) -> [T] where T.Scalar == Double {
        let p01 = top.0
        let p02 = top.1
        let p31 = bottom.0
        let p32 = bottom.1
        let p10 = left.0
        let p20 = left.1
        let p13 = right.0
        let p23 = right.1
        let (p00, p03, p30, p33) = (c[0], c[1], c[2], c[3])
        func inner(_ corner: T, _ near: (T, T), _ adjacent: (T, T), _ across: (T, T), _ opposite: T) -> T {
            var sum: T = corner * -4
            sum += (near.0 + near.1) * 6
            sum -= (adjacent.0 + adjacent.1) * 2
            sum += (across.0 + across.1) * 3
            sum -= opposite
            return sum / 9
        }
        let p11 = inner(p00, (p01, p10), (p03, p30), (p31, p13), p33)
        let p12 = inner(p03, (p02, p13), (p00, p33), (p32, p10), p30)
        let p21 = inner(p30, (p31, p20), (p33, p00), (p01, p23), p03)
        let p22 = inner(p33, (p32, p23), (p30, p03), (p02, p20), p00)
        return [
            p00, p01, p02, p03,
            p10, p11, p12, p13,
            p20, p21, p22, p23,
            p30, p31, p32, p33,
        ]
    }

    @inline(__always)
    fileprivate static func bernstein(_ t: Double) -> SIMD4<Double> {
        let s = 1 - t
        return SIMD4(s * s * s, 3 * t * s * s, 3 * t * t * s, t * t * t)
    }

    fileprivate static func evaluate<T: SIMD>(_ net: [T], _ bu: SIMD4<Double>, _ bv: SIMD4<Double>) -> T
    where T.Scalar == Double {
        var sum = T()
        for r in 0..<4 {
            var row = T()
            for c in 0..<4 { row += net[r * 4 + c] * bu[c] }
            sum += row * bv[r]
        }
        return sum
    }

    /// Where the nodes lie: node (x, y) is at device pixel (originX + x·cell, originY + y·cell).
    private struct Grid {
        let originX: Double
        let originY: Double
        let inverseCell: Double
        let columns: Int
        let rows: Int

        func rasterize(
            patch i: Int, _ j: Int, mesh: MeshGradient, colors: [SIMD4<Double>], colorControls: [[SIMD4<Double>]],
            into nodes: inout [SIMD4<Float>]
        ) {
            let w = mesh.width
            let indices = [j * w + i, j * w + i + 1, (j + 1) * w + i, (j + 1) * w + i + 1]
            let v = indices.map { mesh.vertices[$0] }
            func s(_ p: Point) -> SIMD2<Double> { SIMD2(p.x, p.y) }
            let positions = MeshSampler.net(
                corners: v.map { s($0.position) }, top: (s(v[0].trailing), s(v[1].leading)),
                bottom: (s(v[2].trailing), s(v[3].leading)), left: (s(v[0].bottom), s(v[2].top)),
                right: (s(v[1].bottom), s(v[3].top)))
            let corners = indices.map { colors[$0] }
            let k = indices.map { colorControls[$0] }
            let colorNet =
                mesh.smoothsColors
                ? MeshSampler.net(
                    corners: corners, top: (k[0][2], k[1][0]), bottom: (k[2][2], k[3][0]), left: (k[0][3], k[2][1]),
                    right: (k[1][3], k[3][1])) : []
            // About two grid cells per quad, at most 64 quads a side.
            let xs = positions.map(\.x)
            let ys = positions.map(\.y)
            let side = Swift.max(xs.max()! - xs.min()!, ys.max()! - ys.min()!) * inverseCell
            let steps = side.isFinite ? Swift.min(64, Swift.max(2, Int(Swift.min(side / 2, 64).rounded(.up)))) : 2
            var samplePoints: [SIMD2<Double>] = []
            var sampleColors: [SIMD4<Double>] = []
            samplePoints.reserveCapacity((steps + 1) * (steps + 1))
            sampleColors.reserveCapacity((steps + 1) * (steps + 1))
            for b in 0...steps {
                let tv = Double(b) / Double(steps)
                let bv = MeshSampler.bernstein(tv)
                for a in 0...steps {
                    let tu = Double(a) / Double(steps)
                    let bu = MeshSampler.bernstein(tu)
                    samplePoints.append(
                        (MeshSampler.evaluate(positions, bu, bv) - SIMD2(originX, originY)) * inverseCell)
                    if mesh.smoothsColors {
                        sampleColors.append(MeshSampler.evaluate(colorNet, bu, bv))
                    } else {
                        let top = corners[0] + (corners[1] - corners[0]) * tu
                        let bottom = corners[2] + (corners[3] - corners[2]) * tu
                        sampleColors.append(top + (bottom - top) * tv)
                    }
                }
            }
            for b in 0..<steps {
                for a in 0..<steps {
                    let q = [
                        b * (steps + 1) + a, b * (steps + 1) + a + 1, (b + 1) * (steps + 1) + a,
                        (b + 1) * (steps + 1) + a + 1,
                    ]
                    triangle(q[0], q[1], q[3], samplePoints, sampleColors, &nodes)
                    triangle(q[0], q[3], q[2], samplePoints, sampleColors, &nodes)
                }
            }
        }

        /// Fills the nodes inside the triangle of samples `a`, `b`, `c` (node coordinates) with the
        /// colour interpolated across it (edges included, so neighbouring triangles leave no gap).
        func triangle(
            _ a: Int, _ b: Int, _ c: Int, _ points: [SIMD2<Double>], _ colors: [SIMD4<Double>],
            _ nodes: inout [SIMD4<Float>]
        ) {
            let p0 = points[a]
            let p1 = points[b]
            let p2 = points[c]
            let area = (p1.x - p0.x) * (p2.y - p0.y) - (p2.x - p0.x) * (p1.y - p0.y)
            guard abs(area) > 1e-12 else { return }
            let inverseArea = 1 / area
            guard [p0.x, p0.y, p1.x, p1.y, p2.x, p2.y].allSatisfy(\.isFinite) else { return }
            /// A node coordinate cut to the grid (and one beyond), so that it converts to `Int`.
            func node(_ v: Double, _ count: Int) -> Int { Int(Swift.min(Swift.max(v, -1), Double(count))) }
            let x0 = Swift.max(0, node(Swift.min(p0.x, p1.x, p2.x).rounded(.up), columns))
            let x1 = Swift.min(columns - 1, node(Swift.max(p0.x, p1.x, p2.x).rounded(.down), columns))
            let y0 = Swift.max(0, node(Swift.min(p0.y, p1.y, p2.y).rounded(.up), rows))
            let y1 = Swift.min(rows - 1, node(Swift.max(p0.y, p1.y, p2.y).rounded(.down), rows))
            guard x0 <= x1, y0 <= y1 else { return }
            let epsilon = -1e-9
            for y in y0...y1 {
                for x in x0...x1 {
                    let px = Double(x)
                    let py = Double(y)
                    let w1 = ((px - p0.x) * (p2.y - p0.y) - (p2.x - p0.x) * (py - p0.y)) * inverseArea
                    let w2 = ((p1.x - p0.x) * (py - p0.y) - (px - p0.x) * (p1.y - p0.y)) * inverseArea
                    let w0 = 1 - w1 - w2
                    guard w0 >= epsilon, w1 >= epsilon, w2 >= epsilon else { continue }
                    var color = colors[a] * w0 + colors[b] * w1 + colors[c] * w2
                    color = color.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
                    nodes[y * columns + x] = SIMD4<Float>(
                        Float(color.x * color.w), Float(color.y * color.w), Float(color.z * color.w), Float(color.w))
                }
            }
        }
    }
}
