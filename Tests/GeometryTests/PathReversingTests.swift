import Geometry
import XCTest

final class PathReversingTests: XCTestCase {
    func testReversedRectRunsTheOtherWayFromItsLastCorner() {
        let rect = Path.rect(Rect(x: 1, y: 2, width: 3, height: 4))
        let reversed = rect.reversed()
        XCTAssertEqual(
            reversed.elements,
            [
                .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 1, y: 6)), .line(to: Point(x: 4, y: 6)),
                .line(to: Point(x: 4, y: 2)), .line(to: Point(x: 1, y: 2)), .closeSubpath,
            ])
        XCTAssertEqual(rect.windingArea, 24, accuracy: 1e-12, "clockwise on screen: +2 × area")
        XCTAssertEqual(reversed.windingArea, -24, accuracy: 1e-12)
    }

    func testCurvesSwapTheirControlPoints() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addCurve(to: Point(x: 10, y: 0), control1: Point(x: 2, y: 5), control2: Point(x: 8, y: 5))
        path.addQuadCurve(to: Point(x: 20, y: 0), control: Point(x: 15, y: -5))
        XCTAssertEqual(
            path.reversed().elements,
            [
                .move(to: Point(x: 20, y: 0)), .quadCurve(to: Point(x: 10, y: 0), control: Point(x: 15, y: -5)),
                .curve(to: Point(x: 0, y: 0), control1: Point(x: 8, y: 5), control2: Point(x: 2, y: 5)),
            ])
        XCTAssertEqual(path.reversed().reversed(), path, "open paths come back as they were")
    }

    func testEverySubpathIsReversedInPlace() {
        var path = Path.circle(in: Rect(x: 0, y: 0, width: 10, height: 10))
        path.addPath(.rect(Rect(x: 20, y: 0, width: 5, height: 5)))
        let reversed = path.reversed()
        XCTAssertEqual(reversed.windingArea, -path.windingArea, accuracy: 1e-9)
        XCTAssertEqual(reversed.controlPointBounds, path.controlPointBounds)
        XCTAssertEqual(reversed.elements.filter { $0 == .closeSubpath }.count, 2)
    }
}
