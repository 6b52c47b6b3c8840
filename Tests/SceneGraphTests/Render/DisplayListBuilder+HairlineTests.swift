import Geometry
import Raster
import XCTest

@testable import SceneGraph

/// Hairlines on whole device pixels (`DisplayListBuilder.pixelSnapped`), as iOS draws a
/// `Divider`: a 1-point line at a fractional place covers one pixel row, not two at half
/// strength.
final class DisplayListBuilderHairlineTests: XCTestCase {
    func testAOnePointLineAtScaleOneTakesTheRowOfItsCentre() {
        let scale1 = AffineTransform.scale(x: 1, y: 1)
        // 10.3 to 11.3: centre 10.8, in row 10 (10 to 11).
        XCTAssertEqual(
            DisplayListBuilder.pixelSnapped(Rect(x: 0, y: 10.3, width: 100, height: 1), scale1),
            Rect(x: 0, y: 10, width: 100, height: 1))
        // 10.6 to 11.6: centre 11.1, row 11.
        XCTAssertEqual(
            DisplayListBuilder.pixelSnapped(Rect(x: 0, y: 10.6, width: 100, height: 1), scale1),
            Rect(x: 0, y: 11, width: 100, height: 1))
        // Vertical (a Divider in an HStack).
        XCTAssertEqual(
            DisplayListBuilder.pixelSnapped(Rect(x: 4.4, y: 0, width: 1, height: 30), scale1),
            Rect(x: 4, y: 0, width: 1, height: 30))
    }

    func testScaleAndTranslationAreUndoneAfterSnapping() {
        // At 3× and half a pixel down, a 1/3-point line (one pixel) at y = 7.05 pt spans 21.65 to
        // 22.65 px: centre 22.15, so pixel row 22.
        let t = AffineTransform.scale(x: 3, y: 3).concatenating(.translation(x: 0, y: 0.5))
        let snapped = DisplayListBuilder.pixelSnapped(Rect(x: 0, y: 7.05, width: 50, height: 1.0 / 3), t)
        XCTAssertEqual(snapped.minY * 3 + 0.5, 22, accuracy: 1e-9)
        XCTAssertEqual(snapped.height * 3, 1, accuracy: 1e-9)
    }

    func testThickRotatedAndThinnerThanHalfAPixelShapes() {
        let scale1 = AffineTransform.scale(x: 1, y: 1)
        // Thicker than 1.5 pixels: unchanged.
        let bar = Rect(x: 0, y: 10.3, width: 100, height: 2)
        XCTAssertEqual(DisplayListBuilder.pixelSnapped(bar, scale1), bar)
        // Rotated: unchanged.
        let line = Rect(x: 0, y: 10.3, width: 100, height: 1)
        XCTAssertEqual(DisplayListBuilder.pixelSnapped(line, .rotation(.radians(0.3))), line)
        // A third of a pixel keeps its thickness, centred in its centre's row.
        let thin = DisplayListBuilder.pixelSnapped(Rect(x: 0, y: 10.9, width: 100, height: 0.3), scale1)
        XCTAssertEqual(thin.minY, 11.35, accuracy: 1e-9)
        XCTAssertEqual(thin.height, 0.3, accuracy: 1e-9)
        // 1.4 pixels becomes 1, 1.5 becomes 2.
        XCTAssertEqual(
            DisplayListBuilder.pixelSnapped(Rect(x: 0, y: 3, width: 9, height: 1.4), scale1).height, 1)
        XCTAssertEqual(
            DisplayListBuilder.pixelSnapped(Rect(x: 0, y: 3, width: 9, height: 1.5), scale1).height, 2)
    }

    /// End to end at 1×: a black 1-point line under a 10.5-point box in a VStack (spacing 0) sits
    /// at y = 10.5 … 11.5 in a 390 × 40 canvas after centring; drawn, one row is fully black and
    /// none is half grey.
    func testADividerIsOneSolidRow() throws {
        let line = ViewNode.shape(ShapeView(kind: .rectangle, drawing: .fill(.color(.black), rule: .nonZero)))
            .frame(nil, 1)
        let stack = ViewNode.stack(.v(alignment: .center, spacing: 0), [rectangle.frame(10, 10.5).offset(0, 0), line])
        let small = LayoutEngine(canvas: Size(width: 390, height: 40), images: FakeImages())
        let list = DisplayListBuilder(scale: 1, images: FakeImages()).build(
            try small.layout(.modified(stack, .opacity(1))))
        let buffer = Renderer(threads: 1).render(list, width: 390, height: 40, background: .white)
        let column = (0..<40).map { buffer.pixel(x: 300, y: $0).r }
        XCTAssertEqual(column.filter { $0 == 0 }.count, 1, "\(column)")
        XCTAssertEqual(column.filter { $0 != 0 && $0 != 255 }.count, 0, "\(column)")
    }
}
