import Geometry
import XCTest

final class PathMeasuringTests: XCTestCase {
    func testCircleLengthIsTwoPiR() {
        for radius in [0.5, 10, 123.4] {
            let circle = Path.circle(in: Rect(x: 3, y: 4, width: 2 * radius, height: 2 * radius))
            assertClose(circle.length, 2 * .pi * radius, relative: 0.001)
        }
    }

    func testLengthCountsLinesCurvesAndClosingSegments() {
        XCTAssertEqual(Path.rect(Rect(x: 0, y: 0, width: 30, height: 40)).length, 140, accuracy: 1e-9)
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 0))
        path.move(to: Point(x: 0, y: 10))
        path.addCurve(to: Point(x: 0, y: 40), control1: Point(x: 0, y: 20), control2: Point(x: 0, y: 30))
        XCTAssertEqual(path.length, 40, accuracy: 1e-9)
        // A cubic with a cusp: its length equals the polyline through its extreme points.
        var cusp = Path()
        cusp.move(to: Point(x: 0, y: 0))
        cusp.addCurve(to: Point(x: 0, y: 0), control1: Point(x: 10, y: 0), control2: Point(x: 10, y: 0))
        // x(t) = 30·t·(1−t), maximum 7.5 at t = 0.5, so the curve runs out 7.5 and back.
        XCTAssertEqual(cusp.length, 15, accuracy: 1e-6)
    }

    func testReversedOrEmptyRangeGivesEmptyPath() {
        let circle = Path.circle(in: Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(circle.trimmed(from: 1, to: 0).isEmpty)
        XCTAssertTrue(circle.trimmed(from: 0.4, to: 0.4).isEmpty)
        XCTAssertTrue(circle.trimmed(from: .nan, to: 1).isEmpty)
        XCTAssertTrue(Path().trimmed(from: 0.2, to: 0.8).isEmpty)
    }

    func testFullRangeGivesThePathUnchanged() {
        let rounded = Path.roundedRect(Rect(x: 0, y: 0, width: 80, height: 50), cornerRadius: 12)
        XCTAssertEqual(rounded.trimmed(from: 0, to: 1), rounded)
        XCTAssertEqual(rounded.trimmed(from: -1, to: 2), rounded)
    }

    func testTrimmedLengthIsTheFractionOfTheWhole() {
        let shapes = [
            Path.roundedRect(Rect(x: 0, y: 0, width: 80, height: 50), cornerRadius: 12, style: .continuous),
            Path.ellipse(in: Rect(x: 0, y: 0, width: 90, height: 30)),
            Path.rect(Rect(x: 5, y: 5, width: 10, height: 70)),
        ]
        for shape in shapes {
            let total = shape.length
            for (a, b) in [(0.0, 0.37), (0.1, 0.9), (0.5, 0.5001), (0.63, 1.0), (0.05, 0.06)] {
                XCTAssertEqual(shape.trimmed(from: a, to: b).length, (b - a) * total, accuracy: 1e-7 * total)
            }
        }
    }

    func testTrimSpansSubpathsInOrder() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 10, y: 0))
        path.move(to: Point(x: 0, y: 5))
        path.addLine(to: Point(x: 10, y: 5))
        let piece = path.trimmed(from: 0.25, to: 0.75)
        XCTAssertEqual(
            piece.elements,
            [
                .move(to: Point(x: 5, y: 0)), .line(to: Point(x: 10, y: 0)),
                .move(to: Point(x: 0, y: 5)), .line(to: Point(x: 5, y: 5)),
            ])
    }

    func testCutCurvesStayCurvesOnTheOriginal() {
        let circle = Path.circle(in: Rect(x: 0, y: 0, width: 100, height: 100))
        let half = circle.trimmed(from: 0, to: 0.5)
        // Clockwise from 3 o'clock: half way round is 9 o'clock, through 6 o'clock (y down).
        guard case .move(let start)? = half.elements.first else { return XCTFail("no start") }
        XCTAssertEqual(start.x, 100, accuracy: 1e-9)
        XCTAssertEqual(half.currentPoint?.x ?? 0, 0, accuracy: 1e-6)
        XCTAssertEqual(half.currentPoint?.y ?? 0, 50, accuracy: 1e-3)
        XCTAssertFalse(half.elements.contains { if case .closeSubpath = $0 { return true } else { return false } })
        let piece = circle.trimmed(from: 0.1, to: 0.2)
        XCTAssertTrue(
            piece.elements.dropFirst().allSatisfy { if case .curve = $0 { return true } else { return false } })
        // Every point of the cut piece lies on the circle (the ellipse cubics are within 0.03 %).
        for polyline in piece.flattened(tolerance: 0.01) {
            for p in polyline.points {
                XCTAssertEqual(p.distance(to: Point(x: 50, y: 50)), 50, accuracy: 0.02)
            }
        }
    }

    /// The seed's frame: a rounded rectangle trimmed near 0 starts at the middle of the right
    /// edge and runs downward.
    func testRoundedRectTrimStartsMidRightGoingDown() {
        let rect = Rect(x: 20, y: 30, width: 284, height: 284)
        let path = Path.roundedRect(rect, cornerRadius: 12)
        let piece = path.trimmed(from: 0, to: 0.01)
        let points = piece.flattened(tolerance: 0.01).flatMap(\.points)
        XCTAssertEqual(points.first, Point(x: rect.maxX, y: rect.midY))
        let expectedEnd = rect.midY + 0.01 * path.length
        XCTAssertEqual(points.last?.y ?? 0, expectedEnd, accuracy: 1e-6)
        for p in points { XCTAssertEqual(p.x, rect.maxX, accuracy: 1e-9) }
        // The other end, trimmed to (0.99, 1), ends at the start coming down the right edge.
        let tail = path.trimmed(from: 0.99, to: 1).flattened(tolerance: 0.01).flatMap(\.points)
        XCTAssertEqual(tail.last?.y ?? 0, rect.midY, accuracy: 1e-9)
        XCTAssertLessThan(tail.first?.y ?? 0, rect.midY)
    }
}
