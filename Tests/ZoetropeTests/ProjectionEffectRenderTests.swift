import Raster
import SwiftUI
import XCTest
import Zoetrope

/// `.projectionEffect(_:)`, drawn through the whole engine: the effect added by the recipe of
/// docs/architecture.md (one file in Sources/SwiftUI/Effects, one in Sources/SceneGraph/Effects).
/// A 100-pt red square centred on the 390 × 844 canvas spans x 145…245, y 372…472.
final class ProjectionEffectRenderTests: XCTestCase {
    struct Moved: View {
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 50, y: 0)))
        }
    }

    /// Perspective: x' = x / (1 + 0.005 x), so the square's right side comes in to 100 / 1.5.
    struct Tapered: View {
        var body: some View {
            var transform = ProjectionTransform()
            transform.m13 = 0.005
            return Color.red.frame(width: 100, height: 100).projectionEffect(transform)
        }
    }

    struct Sliding: View {
        @State private var moved = false
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .projectionEffect(ProjectionTransform(CGAffineTransform(translationX: moved ? 100 : 0, y: 0)))
                .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
        }
    }

    func settings() -> RenderSettings {
        var s = RenderSettings()
        s.scale = 1
        s.threads = 2
        return s
    }

    func isRed(_ image: PixelBuffer, _ x: Int, _ y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)
        return p.r > 200 && p.g < 100 && p.a > 200
    }

    func testAnAffineProjectionMovesTheDrawing() throws {
        let image = try loadScene({ Moved() }, path: TestScenes.thisFile, settings: settings()).frame(at: 0)
        XCTAssertFalse(isRed(image, 150, 420), "the square's old left part is empty")
        XCTAssertTrue(isRed(image, 200, 420), "moved 50 pt right")
        XCTAssertTrue(isRed(image, 290, 420), "its right edge at 295")
        XCTAssertFalse(isRed(image, 300, 420))
    }

    func testAPerspectiveProjectionTapersTheDrawing() throws {
        let image = try loadScene({ Tapered() }, path: TestScenes.thisFile, settings: settings()).frame(at: 0)
        // The corner stays; x = 100 goes to 66.7 (and y = 100 to 66.7 there).
        XCTAssertTrue(isRed(image, 147, 374), "the top-leading corner stays")
        XCTAssertTrue(isRed(image, 145 + 60, 372 + 30))
        XCTAssertFalse(isRed(image, 145 + 75, 372 + 30), "past 66.7 pt there is nothing")
        XCTAssertFalse(isRed(image, 145 + 90, 372 + 95), "the far corner came in")
    }

    func testTheMatrixAnimates() throws {
        let renderer = try loadScene({ Sliding() }, path: TestScenes.thisFile, settings: settings())
        let half = renderer.frame(at: 0.5)
        XCTAssertFalse(isRed(half, 165, 420), "half-way: moved 50 pt")
        XCTAssertTrue(isRed(half, 200, 420))
        XCTAssertTrue(isRed(half, 290, 420))
        XCTAssertFalse(isRed(half, 300, 420))
    }
}
