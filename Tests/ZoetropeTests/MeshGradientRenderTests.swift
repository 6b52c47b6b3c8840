import Raster
import SwiftUI
import XCTest
import Zoetrope

/// `MeshGradient` (iOS 18), drawn through the whole engine. A 200-pt view at the centre of the
/// 390 × 844 canvas spans x 95…295, y 322…522.
final class MeshGradientRenderTests: XCTestCase {
    static let corners: [[Double]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]]

    /// Four corners: red, green (top), blue, white (bottom).
    struct Square: View {
        var smooth = true
        var body: some View {
            MeshGradient(
                width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                colors: [
                    .init(red: 1, green: 0, blue: 0), .init(red: 0, green: 1, blue: 0),
                    .init(red: 0, green: 0, blue: 1), .init(red: 1, green: 1, blue: 1),
                ],
                smoothsColors: smooth
            )
            .frame(width: 200, height: 200)
        }
    }

    /// A white centre vertex among black ones, moving from (0.25, 0.25) to (0.75, 0.75).
    struct Moving: View {
        @State private var moved = false
        var body: some View {
            let c: Float = moved ? 0.75 : 0.25
            MeshGradient(
                width: 3, height: 3,
                points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [c, c], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                colors: [.black, .black, .black, .black, .white, .black, .black, .black, .black]
            )
            .frame(width: 200, height: 200)
            .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
        }
    }

    /// A mesh as a shape's fill.
    struct Filled: View {
        var body: some View {
            Circle()
                .fill(
                    MeshGradient(
                        width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                        colors: [.red, .red, .blue, .blue])
                )
                .frame(width: 200, height: 200)
        }
    }

    func settings() -> RenderSettings {
        var s = RenderSettings()
        s.scale = 1
        s.threads = 2
        return s
    }

    /// The bilinear blend of the corners at the centre of pixel (x, y) of the square.
    func bilinear(_ x: Int, _ y: Int) -> [Int] {
        let u = (Double(x) + 0.5) / 200
        let v = (Double(y) + 0.5) / 200
        let c = Self.corners
        return (0..<3).map { i in
            let top = c[0][i] + (c[1][i] - c[0][i]) * u
            let bottom = c[2][i] + (c[3][i] - c[2][i]) * u
            return Int((top + (bottom - top) * v).rounded())
        } + [255]
    }

    /// A 2×2 mesh is the bilinear gradient of its corners, smoothed or not: at the corners and
    /// the centre (the mean of the four, (128, 128, 128)) and between.
    func testATwoByTwoMeshIsTheBilinearGradient() throws {
        for smooth in [true, false] {
            let image = try loadScene({ Square(smooth: smooth) }, path: TestScenes.thisFile, settings: settings())
                .frame(at: 0)
            for (x, y) in [(0, 0), (199, 0), (0, 199), (199, 199), (100, 100), (50, 150), (170, 30)] {
                assertColor(image, 95 + x, 322 + y, bilinear(x, y), tolerance: 2, "smooth \(smooth), (\(x), \(y))")
            }
        }
    }

    /// The white vertex's point animates: the brightest pixel of the mesh's diagonal follows it
    /// from 50 pt through 100 pt to 150 pt.
    func testAnAnimatedMeshPointMoves() throws {
        let renderer = try loadScene({ Moving() }, path: TestScenes.thisFile, settings: settings())
        for (t, expected) in [(0.0, 50), (0.5, 100), (1.0, 150)] {
            let image = renderer.frame(at: t)
            let brightest = (0..<200).max { rgba(image, 95 + $0, 322 + $0)[0] < rgba(image, 95 + $1, 322 + $1)[0] }!
            XCTAssertEqual(Double(brightest), Double(expected), accuracy: 3, "t = \(t)")
            assertColor(image, 95 + expected, 322 + expected, [255, 255, 255, 255], tolerance: 8, "t = \(t): white")
        }
    }

    /// As a style, the mesh fills the shape's frame, cut to the shape.
    func testAMeshFillsAShape() throws {
        let image = try loadScene({ Filled() }, path: TestScenes.thisFile, settings: settings()).frame(at: 0)
        assertColor(image, 195, 322 + 5, [249, 56, 53, 255], tolerance: 12, "top of the circle: nearly red")
        assertColor(image, 97, 324, [0, 0, 0, 0], "the square's corner, outside the circle")
        let middle = rgba(image, 195, 422)
        XCTAssertTrue(middle[0] > 60 && middle[2] > 60, "the middle is between red and blue: \(middle)")
    }
}
