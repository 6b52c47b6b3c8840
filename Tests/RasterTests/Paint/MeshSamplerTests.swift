import Geometry
import XCTest

@testable import Raster

/// `MeshSampler`: meshes a scene can ask for, however odd, draw or draw nothing, never trap.
final class MeshSamplerTests: XCTestCase {
    private func mesh(width: Int, height: Int, positions: [Point], colors: [RGBAColor]) -> MeshGradient {
        MeshGradient(
            width: width, height: height,
            vertices: MeshGradient.vertices(width: width, height: height, positions: positions), colors: colors,
            background: .clear, smoothsColors: true)
    }

    private func drawn(_ mesh: MeshGradient) -> PixelBuffer {
        render([fill(rectPath(0, 0, 40, 40), .meshGradient(mesh))], width: 40, height: 40)
    }

    private let square = [Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 0, y: 40), Point(x: 40, y: 40)]

    /// Rows are sampled eight pixels at a time; each pixel's colour is bit for bit the one a
    /// lone pixel's bilinear sample of the nodes gives, inside the grid, outside it on both
    /// sides, in rows whose length is no multiple of eight.
    func testRowsSampledEightAtATimeMatchEachPixelAlone() throws {
        let colors: [RGBAColor] = [
            .white, RGBAColor(red: 1, green: 0.2, blue: 0.1), .black,
            RGBAColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.7), RGBAColor(red: 0.3, green: 0.9, blue: 0.2),
            RGBAColor(red: 0.8, green: 0.1, blue: 0.6, alpha: 0.4),
        ]
        let positions = [
            Point(x: 3, y: 2), Point(x: 17.5, y: 1), Point(x: 33, y: 4),
            Point(x: 2, y: 29), Point(x: 19, y: 31.5), Point(x: 36, y: 27),
        ]
        let sampler = try XCTUnwrap(MeshSampler(mesh(width: 3, height: 2, positions: positions, colors: colors)))
        let multiply = SIMD4<Float>(0.9, 1, 0.8, 0.75)
        for (y, x, count) in [(0, -5, 51), (10, 0, 37), (20, 7, 13), (33, -3, 6)] {
            var row = [SIMD4<Float>](repeating: .zero, count: count)
            sampler.sample(y: y, x: x, count: count, multiply: multiply, into: &row)
            let alone = (0..<count).map { Self.sampledAlone(sampler, x: x + $0, y: y) * multiply }
            XCTAssertEqual(row, alone, "row \(y) from \(x)")
        }
    }

    /// A pixel's bilinear sample of the nodes around its centre, computed alone.
    private static func sampledAlone(_ s: MeshSampler, x: Int, y: Int) -> SIMD4<Float> {
        let fy = (Double(y) + 0.5 - s.originY) * s.inverseCell
        let fx = (Double(x) + 0.5 - s.originX) * s.inverseCell
        guard fy >= 0, fy <= Double(s.rows - 1), fx >= 0, fx <= Double(s.columns - 1) else { return s.background }
        let y0 = min(Int(fy), max(s.rows - 2, 0))
        let x0 = min(Int(fx), max(s.columns - 2, 0))
        let (x1, y1) = (s.columns > 1 ? x0 + 1 : x0, s.rows > 1 ? y0 + 1 : y0)
        let (wx, wy) = (Float(fx - Double(x0)), Float(fy - Double(y0)))
        func node(_ c: Int, _ r: Int) -> SIMD4<Float> { s.nodes[r * s.columns + c] }
        let top = node(x0, y0) + (node(x1, y0) - node(x0, y0)) * wx
        let bottom = node(x0, y1) + (node(x1, y1) - node(x0, y1)) * wx
        return top + (bottom - top) * wy
    }

    func testAFlatMeshFillsItsSquare() {
        let image = drawn(mesh(width: 2, height: 2, positions: square, colors: Array(repeating: .white, count: 4)))
        XCTAssertEqual(rgba(image, 0, 0), [255, 255, 255, 255])
        XCTAssertEqual(rgba(image, 39, 39), [255, 255, 255, 255])
    }

    /// Sizes whose product overflows, counts that disagree, non-finite and astronomically far
    /// points: nothing is drawn.
    func testOddMeshesDrawNothing() {
        let white = Array(repeating: RGBAColor.white, count: 4)
        let odd = [
            MeshGradient(
                width: Int.max, height: 2, vertices: [], colors: white, background: .clear, smoothsColors: true),
            mesh(width: 2, height: 2, positions: Array(square.prefix(3)), colors: white),
            mesh(width: 2, height: 2, positions: square, colors: Array(white.prefix(3))),
            mesh(width: 1, height: 4, positions: square, colors: white),
            mesh(width: 2, height: 2, positions: [Point(x: .nan, y: 0)] + square.dropFirst(), colors: white),
            mesh(
                width: 2, height: 2, positions: [Point(x: -1e308, y: 0), Point(x: 1e308, y: 0)] + square.dropFirst(2),
                colors: white),
        ]
        for (i, mesh) in odd.enumerated() {
            XCTAssertEqual(coveredArea(drawn(mesh)), 0, "mesh \(i)")
        }
        XCTAssertTrue(MeshGradient.vertices(width: Int.max, height: 3, positions: square).isEmpty)
    }

    /// A mesh far larger than the canvas is sampled on a coarser grid and still fills it.
    func testAHugeMeshIsSampledCoarsely() {
        let big = square.map { Point(x: $0.x * 1e6, y: $0.y * 1e6) }
        let image = drawn(mesh(width: 2, height: 2, positions: big, colors: Array(repeating: .white, count: 4)))
        XCTAssertEqual(rgba(image, 20, 20), [255, 255, 255, 255])
    }
}
