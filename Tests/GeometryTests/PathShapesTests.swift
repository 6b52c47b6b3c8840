import Geometry
import XCTest

final class PathShapesTests: XCTestCase {
    func testRectStartsTopLeftClockwise() {
        let path = Path.rect(Rect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(
            path.elements,
            [
                .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 4, y: 2)), .line(to: Point(x: 4, y: 6)),
                .line(to: Point(x: 1, y: 6)), .closeSubpath,
            ])
        // Negative sizes describe the same rectangle.
        XCTAssertEqual(Path.rect(Rect(x: 4, y: 6, width: -3, height: -4)), path)
    }

    func testRoundedRectStartsMidRightAndRunsDown() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        for style in [RoundedCornerStyle.circular, .continuous] {
            let path = Path.roundedRect(rect, cornerRadius: 10, style: style)
            XCTAssertEqual(path.elements.first, .move(to: Point(x: 100, y: 30)))
            guard case .line(let p)? = path.elements.dropFirst().first else { return XCTFail("\(style)") }
            XCTAssertEqual(p.x, 100)
            XCTAssertGreaterThan(p.y, 30)
            XCTAssertEqual(path.elements.last, .closeSubpath)
            // Clockwise on screen: positive shoelace area with y down.
            XCTAssertGreaterThan(signedArea(path), 0)
        }
    }

    func testCircularCornersAreQuarterCircles() {
        let path = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10)
        assertClose(path.length, 2 * (80 + 40) + 2 * .pi * 10, relative: 1e-4)
        assertClose(signedArea(path), 6000 - (400 - 100 * .pi), relative: 1e-4)
        XCTAssertEqual(path.elements[1], .line(to: Point(x: 100, y: 50)))
    }

    func testContinuousCornersBendOverALongerReach() {
        let r = 10.0
        let path = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: r, style: .continuous)
        guard case .line(let p)? = path.elements.dropFirst().first else { return XCTFail() }
        XCTAssertEqual(p.y, 60 - 1.52866483 * r, accuracy: 1e-9)
        // Near the diagonal the corner follows the circle of radius r closely…
        let corner = Point(x: 100 - r, y: 60 - r)
        let points = path.flattened(tolerance: 0.001)[0].points.filter { $0.x > 90 && $0.y > 50 }
        let diagonal = points.min { abs(($0.x - 100) - ($0.y - 60)) < abs(($1.x - 100) - ($1.y - 60)) }
        XCTAssertEqual(diagonal?.distance(to: corner) ?? 0, r, accuracy: 0.05 * r)
        // …so it cuts a little more than a circular corner of radius r, far less than one of 1.528·r.
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        let area = signedArea(path)
        XCTAssertLessThan(area, signedArea(Path.roundedRect(rect, cornerRadius: r)))
        XCTAssertGreaterThan(area, signedArea(Path.roundedRect(rect, cornerRadius: 1.52866483 * r)))
    }

    func testRadiusIsClampedAndLargeContinuousCornersBecomeCircular() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 40)
        let capsuleLength = 2 * 60 + Double.pi * 40
        for style in [RoundedCornerStyle.circular, .continuous] {
            assertClose(Path.roundedRect(rect, cornerRadius: 500, style: style).length, capsuleLength, relative: 1e-4)
            assertClose(Path.capsule(in: rect, style: style).length, capsuleLength, relative: 1e-4)
        }
        // In between (reach 1.53·16 > 20) the corner eases towards circular and stays inside the
        // rectangle with a monotone outline.
        let eased = Path.roundedRect(rect, cornerRadius: 16, style: .continuous)
        let points = eased.flattened(tolerance: 0.01)[0].points
        for p in points {
            XCTAssertTrue(p.x >= -1e-9 && p.x <= 100 + 1e-9 && p.y >= -1e-9 && p.y <= 40 + 1e-9, "\(p)")
        }
        let area = signedArea(eased)
        XCTAssertLessThan(area, signedArea(Path.roundedRect(rect, cornerRadius: 16)))
        XCTAssertGreaterThan(area, signedArea(Path.capsule(in: rect)))
        XCTAssertEqual(nonZeroArea(eased, in: rect, step: 0.25), area, accuracy: area * 0.005)
    }

    func testZeroRadiusGivesSharpCornersFromMidRight() {
        let path = Path.roundedRect(Rect(x: 0, y: 0, width: 10, height: 20), cornerRadius: 0)
        XCTAssertEqual(path.elements.first, .move(to: Point(x: 10, y: 10)))
        XCTAssertEqual(signedArea(path), 200, accuracy: 1e-9)
        XCTAssertEqual(path.length, 60, accuracy: 1e-9)
    }

    func testEllipseAndCircleStartAtThreeOClockClockwise() {
        let circle = Path.circle(in: Rect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertEqual(circle.elements.first, .move(to: Point(x: 70, y: 20)))
        let quarter = circle.trimmed(from: 0, to: 0.25).currentPoint ?? .zero
        XCTAssertEqual(quarter.x, 50, accuracy: 1e-6)
        XCTAssertEqual(quarter.y, 40, accuracy: 1e-6)
        assertClose(signedArea(circle), .pi * 400, relative: 1e-3)

        let ellipse = Path.ellipse(in: Rect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertEqual(ellipse.elements.first, .move(to: Point(x: 100, y: 20)))
        assertClose(signedArea(ellipse), .pi * 50 * 20, relative: 1e-3)
    }
}
