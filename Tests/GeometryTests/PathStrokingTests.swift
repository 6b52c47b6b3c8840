import Geometry
import XCTest

final class PathStrokingTests: XCTestCase {
    private func line(_ a: Point, _ b: Point) -> Path {
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        return path
    }

    private func polyline(_ points: [Point], closed: Bool = false) -> Path {
        var path = Path()
        path.addLines(points)
        if closed { path.closeSubpath() }
        return path
    }

    func testStraightLineAreaForEachCap() {
        let path = line(Point(x: 10, y: 20), Point(x: 110, y: 20))
        let w = 8.0
        let butt = path.strokeOutline(StrokeStyle(lineWidth: w), tolerance: 0.01)
        XCTAssertEqual(abs(signedArea(butt)), w * 100, accuracy: 1e-9)
        let square = path.strokeOutline(StrokeStyle(lineWidth: w, lineCap: .square), tolerance: 0.01)
        XCTAssertEqual(abs(signedArea(square)), w * (100 + w), accuracy: 1e-9)
        let round = path.strokeOutline(StrokeStyle(lineWidth: w, lineCap: .round), tolerance: 0.01)
        assertClose(abs(signedArea(round)), w * 100 + .pi * w * w / 4, relative: 1e-3)
        // The round outline reaches half the width beyond each end and no farther.
        let bounds = round.controlPointBounds
        XCTAssertEqual(bounds.minX, 6, accuracy: 1e-9)
        XCTAssertEqual(bounds.maxX, 114, accuracy: 1e-9)
        XCTAssertEqual(bounds.minY, 16, accuracy: 1e-9)
        XCTAssertEqual(bounds.maxY, 24, accuracy: 1e-9)
    }

    /// A stroked circle is an annulus; with the inner joins cut at the offset intersections the
    /// two contours do not overlap themselves, so the plain signed area already equals it.
    func testStrokedCircleIsAnAnnulusWithoutSelfOverlap() {
        let r = 40.0
        let w = 10.0
        let circle = Path.circle(in: Rect(x: 0, y: 0, width: 2 * r, height: 2 * r))
        for cap in [StrokeStyle.LineCap.butt, .round] {
            let outline = circle.strokeOutline(StrokeStyle(lineWidth: w, lineCap: cap), tolerance: 0.05)
            XCTAssertEqual(outline.flattened(tolerance: 1).count, 2)
            assertClose(abs(signedArea(outline)), 2 * .pi * r * w, relative: 2e-3)
        }
    }

    func testRoundedRectStrokeHasNoSelfOverlap() {
        let path = Path.roundedRect(Rect(x: 0, y: 0, width: 200, height: 120), cornerRadius: 36)
        let outline = path.strokeOutline(StrokeStyle(lineWidth: 30), tolerance: 0.1)
        let exact =
            (200 + 30) * (120 + 30) - (200 - 30) * (120 - 30)
            - Double(4) * (51 * 51 - .pi * 51 * 51 / 4) + 4 * (21 * 21 - .pi * 21 * 21 / 4)
        assertClose(abs(signedArea(outline)), exact, relative: 2e-3)
    }

    /// An L-shaped corner of width 10: miter fills the outer square, bevel half of it,
    /// round a quarter disc; a miter over the limit becomes a bevel.
    func testJoins() {
        let path = polyline([Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100)])
        let bounds = Rect(x: -10, y: -10, width: 120, height: 120)
        func area(_ join: StrokeStyle.LineJoin, limit: Double = 10) -> Double {
            let outline = path.strokeOutline(
                StrokeStyle(lineWidth: 10, lineJoin: join, miterLimit: limit), tolerance: 0.01)
            return nonZeroArea(outline, in: bounds, step: 0.2)
        }
        XCTAssertEqual(area(.miter), 2000, accuracy: 2)
        XCTAssertEqual(area(.bevel), 1987.5, accuracy: 2)
        XCTAssertEqual(area(.round), 1975 + .pi * 25 / 4, accuracy: 2)
        // √2 ≈ 1.414 is this join's miter ratio.
        XCTAssertEqual(area(.miter, limit: 1.4), 1987.5, accuracy: 2)
        XCTAssertEqual(area(.miter, limit: 1.42), 2000, accuracy: 2)
    }

    func testSharpMiterRespectsTheLimit() {
        // A turn leaving an angle of 20° between the segments: ratio 1/sin(10°) ≈ 5.76.
        let angle = 20.0 * .pi / 180
        let path = polyline([
            Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100 - 100 * cos(angle), y: 100 * sin(angle)),
        ])
        let long = path.strokeOutline(StrokeStyle(lineWidth: 4, miterLimit: 6), tolerance: 0.01)
        let short = path.strokeOutline(StrokeStyle(lineWidth: 4, miterLimit: 5), tolerance: 0.01)
        XCTAssertEqual(long.controlPointBounds.maxX, 100 + 2 / sin(angle / 2) * cos(angle / 2), accuracy: 1e-6)
        XCTAssertLessThan(short.controlPointBounds.maxX, 102.1)
    }

    func testClosedPathsGetJoinsNotCaps() {
        let square = Path.rect(Rect(x: 0, y: 0, width: 50, height: 50))
        let outline = square.strokeOutline(StrokeStyle(lineWidth: 10, lineCap: .round), tolerance: 0.01)
        // Miter joins make the outer contour a sharp 60×60 square, the inner a 40×40 hole.
        XCTAssertEqual(abs(signedArea(outline)), 3600 - 1600, accuracy: 1e-6)
        let bounds = outline.controlPointBounds
        XCTAssertEqual(bounds, Rect(x: -5, y: -5, width: 60, height: 60))
    }

    func testSelfOverlappingStrokeCoversItsUnion() {
        // A path that doubles back over itself and crosses: the union is what must be covered.
        let path = polyline([
            Point(x: 0, y: 50), Point(x: 100, y: 50), Point(x: 50, y: 50), Point(x: 50, y: 0), Point(x: 50, y: 100),
        ])
        let outline = path.strokeOutline(StrokeStyle(lineWidth: 10), tolerance: 0.01)
        let area = nonZeroArea(outline, in: Rect(x: -10, y: -10, width: 120, height: 120), step: 0.1)
        XCTAssertEqual(area, 1000 + 1000 - 100, accuracy: 3)
    }

    func testDashes() {
        let path = line(Point(x: 0, y: 0), Point(x: 100, y: 0))
        func dashes(_ pattern: [Double], phase: Double = 0, cap: StrokeStyle.LineCap = .butt) -> [Double] {
            let outline = path.strokeOutline(
                StrokeStyle(lineWidth: 2, lineCap: cap, dash: pattern, dashPhase: phase), tolerance: 0.01)
            return outline.flattened(tolerance: 0.01).map { polyline in
                (polyline.points.map(\.x).min() ?? 0).rounded(toPlaces: 6)
            }
        }
        XCTAssertEqual(dashes([10, 5]), [0, 15, 30, 45, 60, 75, 90])
        XCTAssertEqual(dashes([10, 5], phase: 5), [0, 10, 25, 40, 55, 70, 85])
        // An odd pattern repeats: on 10, off 20, on 20, off 10, on 10, …
        XCTAssertEqual(dashes([10, 20, 20]), [0, 30, 60])
        // Zero-length dashes with round caps become dots.
        let dots = path.strokeOutline(StrokeStyle(lineWidth: 2, lineCap: .round, dash: [0, 25]), tolerance: 0.01)
        // At 0, 25, 50 and 75; the pattern's next dot would start exactly at the end.
        XCTAssertEqual(dots.flattened(tolerance: 0.01).count, 4)
        assertClose(abs(signedArea(dots)), 4 * .pi, relative: 0.01)
        // Invalid patterns draw solid.
        XCTAssertEqual(dashes([-1, 5]), [0])
        XCTAssertEqual(dashes([0, 0]), [0])
    }

    func testDashedClosedPathJoinsAcrossItsStart() {
        // Square of side 40 (perimeter 160): with phase 10 the pattern [20, 20] is "on" both at
        // the start (10 left) and the end, so the dash through the start point is one piece
        // turning the corner with a join.
        let square = Path.rect(Rect(x: 0, y: 0, width: 40, height: 40))
        let outline = square.strokeOutline(StrokeStyle(lineWidth: 2, dash: [20, 20], dashPhase: 10), tolerance: 0.01)
        XCTAssertEqual(outline.flattened(tolerance: 0.01).count, 4)
        let area = nonZeroArea(outline, in: Rect(x: -5, y: -5, width: 50, height: 50), step: 0.05)
        // Each dash is an L of two 10-long legs: the miter square replaces the inner overlap.
        XCTAssertEqual(area, 4 * 20 * 2, accuracy: 1)
    }

    func testDegenerateInputDoesNotCrash() {
        let dot = line(Point(x: 5, y: 5), Point(x: 5, y: 5))
        assertClose(
            abs(signedArea(dot.strokeOutline(StrokeStyle(lineWidth: 4, lineCap: .round), tolerance: 0.01))),
            4 * .pi, relative: 0.01)
        XCTAssertEqual(
            abs(signedArea(dot.strokeOutline(StrokeStyle(lineWidth: 4, lineCap: .square), tolerance: 0.01))), 16,
            accuracy: 1e-9)
        XCTAssertTrue(dot.strokeOutline(StrokeStyle(lineWidth: 4), tolerance: 0.01).isEmpty)
        let segment = line(Point(x: 0, y: 0), Point(x: 10, y: 0))
        XCTAssertTrue(segment.strokeOutline(StrokeStyle(lineWidth: 0), tolerance: 0.1).isEmpty)
        XCTAssertTrue(segment.strokeOutline(StrokeStyle(lineWidth: .nan), tolerance: 0.1).isEmpty)
        XCTAssertTrue(
            line(Point(x: .nan, y: 0), Point(x: 1, y: 1)).strokeOutline(StrokeStyle(), tolerance: 0.1).isEmpty)
        // Repeated points, reversals and an infinite miter limit.
        let messy = polyline([
            Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 0), Point(x: 0, y: 0),
        ])
        let outline = messy.strokeOutline(
            StrokeStyle(lineWidth: 2, lineCap: .round, miterLimit: .infinity), tolerance: 0.01)
        // Out and back: a 10×2 bar, the reversal is flat (bevel), both round caps sit at the origin.
        let area = nonZeroArea(outline, in: Rect(x: -3, y: -3, width: 16, height: 6), step: 0.05)
        XCTAssertEqual(area, 20 + .pi / 2, accuracy: 0.3)
        _ = Path.circle(in: Rect(x: 0, y: 0, width: 1e-12, height: 1e-12)).strokeOutline(
            StrokeStyle(lineWidth: 1), tolerance: 0.1)
        _ = Path.circle(in: Rect(x: 0, y: 0, width: 10, height: 10)).strokeOutline(
            StrokeStyle(lineWidth: 1e9), tolerance: 0.1)
    }
}

extension Double {
    fileprivate func rounded(toPlaces places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (self * scale).rounded() / scale
    }
}
