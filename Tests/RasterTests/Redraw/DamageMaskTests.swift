import Geometry
import XCTest

@testable import Raster

final class DamageMaskTests: XCTestCase {
    /// A base with a gradient, so restored pixels are told apart from any flat colour.
    private func base(width: Int, height: Int) -> PixelBuffer {
        let g = GradientStops(colors: [.init(red: 0.9, green: 0.2, blue: 0.1), .init(red: 0.1, green: 0.3, blue: 0.9)])
        return render(
            [
                fill(
                    rectPath(0, 0, Double(width), Double(height)),
                    .linearGradient(g, start: .zero, end: Point(x: 0, y: 90)))
            ],
            width: width, height: height)
    }

    func testEveryChangedPixelLiesInAMarkedTileAndFarTilesStayClear() {
        let width = 200
        let height = 150
        let original = base(width: width, height: height)
        for threads in [1, 2] {
            var buffer = original
            var damage = DamageMask(width: width, height: height)
            Renderer(threads: threads).render(
                DisplayList(commands: [
                    fill(circlePath(70.4, 40.2, 12.5), .solid(.init(red: 0, green: 1, blue: 0, alpha: 0.6))),
                    fill(rectPath(150, 100, 40, 3), .solid(.black)),
                ]), onto: &buffer, recording: &damage)
            var changed = 0
            for y in 0..<height {
                for x in 0..<width where rgba(buffer, x, y) != rgba(original, x, y) {
                    changed += 1
                    XCTAssertTrue(damage.isMarked(x: x, y: y), "(\(x), \(y)) changed in an unmarked tile")
                }
            }
            XCTAssertGreaterThan(changed, 400)
            // The circle (x 57…83, y 27…53) touches tiles (1…2, 0…1); the bar (x 150…190, y 100…103) tiles
            // (4…5, 3): six tiles, not the 7×5 = 35 of the canvas.
            XCTAssertEqual(damage.markedTileCount, 6, "threads \(threads)")
            XCTAssertFalse(damage.isMarked(x: 10, y: 140))
        }
    }

    func testRestoreUndoesTheDrawingAndClearsTheMask() {
        let original = base(width: 100, height: 70)
        var buffer = original
        var damage = DamageMask(width: 100, height: 70)
        Renderer(threads: 1).render(
            DisplayList(commands: [fill(circlePath(50, 35, 30), .solid(.white))]), onto: &buffer, recording: &damage)
        XCTAssertNotEqual(buffer.bytes, original.bytes)
        XCTAssertTrue(buffer.restore(&damage, from: original))
        XCTAssertEqual(buffer.bytes, original.bytes)
        XCTAssertTrue(damage.isEmpty)
    }

    func testALayerMarksItsExtent() {
        var buffer = PixelBuffer(width: 128, height: 64)
        var damage = DamageMask(width: 128, height: 64)
        Renderer(threads: 1).render(
            DisplayList(commands: [layer([fill(rectPath(70, 10, 10, 10), .solid(.white))], filters: [.blur(sigma: 2)])]
            ),
            onto: &buffer, recording: &damage)
        XCTAssertTrue(damage.isMarked(x: 75, y: 15))
        XCTAssertFalse(damage.isMarked(x: 5, y: 50))
        XCTAssertFalse(damage.isMarked(x: 20, y: 15))
    }

    func testAMaskOfAnotherSizeMarksEverything() {
        var buffer = PixelBuffer(width: 40, height: 40)
        var damage = DamageMask(width: 10, height: 10)
        Renderer(threads: 1).render(
            DisplayList(commands: [fill(circlePath(5, 5, 2), .solid(.white))]), onto: &buffer, recording: &damage)
        XCTAssertEqual(damage.width, 40)
        XCTAssertEqual(damage.markedTileCount, 4)
    }
}
