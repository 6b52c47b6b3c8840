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
