import Geometry
import XCTest

final class PathConvexCutTests: XCTestCase {
    let square = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    let hole = [Point(x: 3, y: 3), Point(x: 7, y: 3), Point(x: 7, y: 7), Point(x: 3, y: 7)]

    func testASquareHoleLeavesTheRingAroundIt() {
        let cut = square.subtracting(convexPolygon: hole, tolerance: 0.01)
        let polylines = cut.flattened(tolerance: 0.01)
        XCTAssertEqual(winding(of: Point(x: 5, y: 5), polylines), 0, "the hole is empty")
        XCTAssertNotEqual(winding(of: Point(x: 1, y: 5), polylines), 0, "the ring is filled")
        XCTAssertNotEqual(winding(of: Point(x: 8.5, y: 8.5), polylines), 0)
        XCTAssertEqual(winding(of: Point(x: 12, y: 5), polylines), 0, "nothing outside the square")
        XCTAssertEqual(
            nonZeroArea(cut, in: Rect(x: -1, y: -1, width: 12, height: 12), step: 0.05), 100 - 16, accuracy: 0.5)
    }

    func testTheHoleMayRunEitherWay() {
        let forward = square.subtracting(convexPolygon: hole, tolerance: 0.01)
        let backward = square.subtracting(convexPolygon: hole.reversed(), tolerance: 0.01)
        let area = Rect(x: -1, y: -1, width: 12, height: 12)
        XCTAssertEqual(nonZeroArea(forward, in: area, step: 0.1), nonZeroArea(backward, in: area, step: 0.1))
    }

    /// A band across a disc (a slash's gap): the disc on both sides stays, the band is empty, and
    /// the band beyond the disc is not filled.
    func testABandAcrossADiscCutsItInTwo() {
        let disc = Path.circle(in: Rect(x: 0, y: 0, width: 20, height: 20))
        // A 2-wide band along the diagonal from the top left to the bottom right, past the disc.
        let band = [Point(x: -6, y: -4), Point(x: -4, y: -6), Point(x: 26, y: 24), Point(x: 24, y: 26)]
        let cut = disc.subtracting(convexPolygon: band, tolerance: 0.001)
        let polylines = cut.flattened(tolerance: 0.001)
        XCTAssertEqual(winding(of: Point(x: 10, y: 10), polylines), 0, "the centre is in the band")
        XCTAssertEqual(winding(of: Point(x: 10.6, y: 9.4), polylines), 0)
        XCTAssertNotEqual(winding(of: Point(x: 11, y: 8.5), polylines), 0, "above the band")
        XCTAssertNotEqual(winding(of: Point(x: 8.5, y: 11), polylines), 0, "below the band")
        XCTAssertEqual(winding(of: Point(x: -1.5, y: -1.5), polylines), 0, "the band outside the disc")
        let expected = Double.pi * 100 - 2 * 20 * 2.0.squareRoot()  // less the chord band, about
        XCTAssertEqual(
            nonZeroArea(cut, in: Rect(x: -1, y: -1, width: 22, height: 22), step: 0.05), expected, accuracy: 3)
    }

    /// A counter stays open: a ring (outer square, inner one run the other way) cut at a corner.
    func testCountersStayOpen() {
        var ring = square
        ring.addPath(Path.rect(Rect(x: 2, y: 2, width: 6, height: 6)).reversed())
        let corner = [Point(x: 6, y: 6), Point(x: 12, y: 6), Point(x: 12, y: 12), Point(x: 6, y: 12)]
        let polylines = ring.subtracting(convexPolygon: corner, tolerance: 0.01).flattened(tolerance: 0.01)
        XCTAssertEqual(winding(of: Point(x: 5, y: 5), polylines), 0, "the counter")
        XCTAssertEqual(winding(of: Point(x: 9, y: 9), polylines), 0, "the cut corner")
        XCTAssertNotEqual(winding(of: Point(x: 1, y: 1), polylines), 0)
        XCTAssertNotEqual(winding(of: Point(x: 9, y: 1), polylines), 0)
        XCTAssertNotEqual(winding(of: Point(x: 1, y: 9), polylines), 0)
    }

    func testSubpathsClearOfThePolygonKeepTheirCurves() {
        var path = Path.circle(in: Rect(x: 20, y: 20, width: 10, height: 10))
        path.addPath(square)
        let cut = path.subtracting(convexPolygon: hole, tolerance: 0.01)
        let circle = Path.circle(in: Rect(x: 20, y: 20, width: 10, height: 10))
        XCTAssertEqual(Array(cut.elements.prefix(circle.elements.count)), circle.elements)
    }

    func testADegeneratePolygonCutsNothing() {
        XCTAssertEqual(
            square.subtracting(convexPolygon: [Point(x: 1, y: 1), Point(x: 5, y: 5)], tolerance: 0.01), square)
        let line = [Point(x: 1, y: 1), Point(x: 5, y: 5), Point(x: 9, y: 9)]
        XCTAssertEqual(square.subtracting(convexPolygon: line, tolerance: 0.01), square)
    }
}
