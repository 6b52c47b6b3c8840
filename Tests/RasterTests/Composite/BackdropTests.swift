import Geometry
import XCTest

@testable import Raster

/// `DrawCommand.backdrop`: a shape filled with what lies behind it, blurred, saturated and
/// tinted (`DisplayListDrawer+Backdrop`), and redrawn exactly when what lies behind it changes.
final class BackdropTests: XCTestCase {
    /// Large enough that the redraws below stay within `Renderer.redrawAreaLimit`.
    let width = 480
    let height = 360

    /// An opaque background: black and white stripes 8 px wide.
    private var stripes: [DrawCommand] {
        [fill(rectPath(0, 0, 480, 360), .solid(.white))]
            + (0..<30).map { fill(rectPath(Double($0) * 16, 0, 8, 360), .solid(.black)) }
    }

    private func card(_ x: Double, _ y: Double) -> Backdrop {
        Backdrop(
            path: rectPath(x, y, 100, 60), sigma: 12, saturation: 1.8, tint: RGBAColor(white: 1, alpha: 0.3))
    }

    /// Step `i`: a red dot moving past a still backdrop, near it but outside it (inside the blur's
    /// reach, from step 2), a second backdrop in a layer with a shadow moving over the stripes,
    /// and a square on top.
    private func frame(_ i: Int) -> DisplayList {
        DisplayList(
            commands: stripes + [
                fill(circlePath(20 + 12 * Double(i), 140, 6), .solid(.init(red: 1, green: 0, blue: 0))),
                .backdrop(card(40, 60)),
                layer(
                    [.backdrop(card(170 + 6 * Double(i), 150))],
                    filters: [.shadow(color: RGBAColor(white: 0, alpha: 0.4), sigma: 4, offset: Point(x: 0, y: 3))]),
                fill(rectPath(280, 10, 20, 20), .solid(.init(red: 0, green: 0, blue: 1))),
            ])
    }

    /// Over an even mix of black and white the blur gives grey 127.5; 30 % white over it gives
    /// 166; beside the card the stripes are as they were.
    func testABackdropBlursAndTintsWhatLiesBehind() {
        let image = render(stripes + [.backdrop(card(110, 90))], width: width, height: height)
        XCTAssertEqual(rgba(image, 160, 120)[0], 166, accuracy: 3, "\(rgba(image, 160, 120))")
        XCTAssertEqual(rgba(image, 168, 120)[0], 166, accuracy: 3, "\(rgba(image, 168, 120))")
        XCTAssertEqual(rgba(image, 12, 20), [255, 255, 255, 255])
        XCTAssertEqual(rgba(image, 4, 20), [0, 0, 0, 255])
    }

    /// Any thread count, and the plain renderer, give the same bytes.
    func testThreadsAndThePlainRendererAgree() {
        let plain = Renderer.plain().render(frame(3), width: width, height: height)
        for threads in [1, 2, 4] {
            let image = Renderer(threads: threads).render(frame(3), width: width, height: height)
            XCTAssertNil(firstDifference(image, plain), "threads \(threads)")
        }
    }

    /// Redrawing from any earlier frame gives exactly the pixels of drawing the frame in full: a
    /// change within a backdrop's reach redraws it, and what it reads is drawn again first.
    func testRedrawFromAnyEarlierFrameEqualsDrawingInFull() {
        let base = PixelBuffer(width: width, height: height, fill: .clear)
        for threads in [1, 2] {
            let renderer = Renderer(threads: threads)
            for from in 0..<5 {
                for to in from..<6 {
                    var buffer = base
                    var damage = DamageMask(width: width, height: height)
                    renderer.render(frame(from), onto: &buffer, recording: &damage)
                    let full = Renderer.plain().render(frame(to), width: width, height: height)
                    if renderer.redraw(&buffer, showing: frame(from), as: frame(to), over: base, damage: &damage) {
                        XCTAssertNil(firstDifference(buffer, full), "threads \(threads), \(from) → \(to)")
                    } else {
                        XCTFail("\(from) → \(to): not redrawn")
                    }
                }
            }
        }
    }

    /// A list without backdrops says so, one with a backdrop in a layer too.
    func testAListSaysWhetherItReadsABackdrop() {
        XCTAssertFalse(DisplayList(commands: stripes).readsBackdrop)
        XCTAssertTrue(frame(0).readsBackdrop)
        XCTAssertTrue(DisplayList(commands: [layer([.backdrop(card(0, 0))])]).readsBackdrop)
    }
}
