import Geometry
import TestSupport
import XCTest

/// Winding numbers and point membership (`Path+Winding`), against the tests' own ray count.
final class PathWindingTests: XCTestCase {
    func testSquaresAndRules() {
        var path = Path.rect(Rect(x: 0, y: 0, width: 30, height: 30))
        path.addPath(.rect(Rect(x: 10, y: 10, width: 10, height: 10)))
        XCTAssertEqual(path.winding(at: Point(x: 15, y: 15), tolerance: 0.01), 2)
        XCTAssertEqual(path.winding(at: Point(x: 5, y: 15), tolerance: 0.01), 1)
        XCTAssertEqual(path.winding(at: Point(x: 35, y: 15), tolerance: 0.01), 0)
        XCTAssertTrue(path.contains(Point(x: 15, y: 15), tolerance: 0.01))
        XCTAssertFalse(path.contains(Point(x: 15, y: 15), evenOdd: true, tolerance: 0.01))
        // An open subpath is closed, as a fill closes it.
        var open = Path()
        open.addLines([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)])
        XCTAssertTrue(open.contains(Point(x: 8, y: 2), tolerance: 0.01))
        XCTAssertFalse(open.contains(Point(x: 2, y: 8), tolerance: 0.01))
    }

    func testRandomPolygonsAgainstTheReference() {
        var random = SplitMix64(seed: 5)
        for _ in 0..<50 {
            var path = Path()
            path.addLines((0..<6).map { _ in random.point(in: 0...10) })
            path.closeSubpath()
            let p = random.point(in: 0...10)
            XCTAssertEqual(path.winding(at: p, tolerance: 0.01), winding(of: p, path.flattened(tolerance: 0.01)))
        }
    }
}
