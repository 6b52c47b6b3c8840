import Geometry
import TestSupport
import XCTest

final class PathFlatteningTests: XCTestCase {
    /// Every flattened vertex lies on the curve, no curve point is farther than the tolerance
    /// from the polyline, and no chord point farther than the tolerance from the curve.
    func testDeviationStaysWithinTolerance() {
        var random = SplitMix64(state: 7)
        for caseIndex in 0..<40 {
            let tolerance = [0.05, 0.1, 0.25, 1][caseIndex % 4]
            let p0 = random.point(in: 0...100)
            var path = Path()
            path.move(to: p0)
            let exact: (Double) -> Point
            if caseIndex % 3 == 0 {
                let c = random.point(in: -50...150)
                let p1 = random.point(in: 0...100)
                path.addQuadCurve(to: p1, control: c)
                exact = { t in p0 * ((1 - t) * (1 - t)) + c * (2 * (1 - t) * t) + p1 * (t * t) }
            } else {
                let c1 = random.point(in: -50...150)
                let c2 = random.point(in: -50...150)
                let p1 = random.point(in: 0...100)
                path.addCurve(to: p1, control1: c1, control2: c2)
                exact = { t in
                    let u = 1 - t
                    return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p1 * (t * t * t)
                }
            }
            let polylines = path.flattened(tolerance: tolerance)
            XCTAssertEqual(polylines.count, 1)
            let points = polylines[0].points
            let samples = (0...20000).map { exact(Double($0) / 20000) }
            let spacing = zip(samples, samples.dropFirst()).map { $0.distance(to: $1) }.max() ?? 0
            let message = "case \(caseIndex): \(path.elements), tolerance \(tolerance), \(points.count) points"

            // Vertices lie on the curve in order: find each one's sample index walking forward.
            var indices: [Int] = []
            var k = 0
            for v in points {
                while k < samples.count - 1 && samples[k].distance(to: v) > spacing { k += 1 }
                while k < samples.count - 1 && samples[k + 1].distance(to: v) < samples[k].distance(to: v) { k += 1 }
                XCTAssertLessThanOrEqual(samples[k].distance(to: v), spacing, message)
                indices.append(k)
            }
            XCTAssertEqual(indices.last, samples.count - 1, message)
            for i in 0..<(points.count - 1) {
                let piece = samples[indices[i]...indices[i + 1]]
                // The curve between two vertices stays within tolerance of their chord…
                for s in piece.dropFirst().dropLast() {
                    XCTAssertLessThanOrEqual(
                        distance(s, toSegment: points[i], points[i + 1]), tolerance * (1 + 1e-9), message)
                }
                // …and the chord within tolerance of the curve (nearest sample: up to half a
                // sample spacing too far).
                for f in stride(from: 0.0, through: 1, by: 0.125) {
                    let q = points[i].lerp(to: points[i + 1], f)
                    let nearest = piece.map { $0.distance(to: q) }.min() ?? .infinity
                    XCTAssertLessThanOrEqual(nearest, tolerance + spacing / 2, message)
                }
            }
            XCTAssertEqual(points.first, p0, message)
        }
    }

    /// A circle of radius 100 at 0.1 needs about 70 chords; the bound should not wildly overshoot.
    func testSegmentCountIsModest() {
        let circle = Path.circle(in: Rect(x: 0, y: 0, width: 200, height: 200))
        let count = circle.flattened(tolerance: 0.1)[0].points.count
        XCTAssertGreaterThanOrEqual(count, 70)
        XCTAssertLessThanOrEqual(count, 160)
    }

    func testClosedSubpathDoesNotRepeatItsStart() {
        let polylines = Path.circle(in: Rect(x: 0, y: 0, width: 10, height: 10)).flattened(tolerance: 0.1)
        XCTAssertEqual(polylines.count, 1)
        XCTAssertTrue(polylines[0].isClosed)
        XCTAssertEqual(polylines[0].points.first, Point(x: 10, y: 5))
        XCTAssertNotEqual(polylines[0].points.last, polylines[0].points.first)
    }

    func testLinesPassThroughAndLoneMovesAreDropped() {
        var path = Path()
        path.move(to: Point(x: 1, y: 1))
        path.move(to: Point(x: 2, y: 2))
        path.addLine(to: Point(x: 5, y: 2))
        path.addLine(to: Point(x: 5, y: 7))
        path.move(to: Point(x: 9, y: 9))
        let polylines = path.flattened(tolerance: 0.1)
        XCTAssertEqual(
            polylines, [Polyline(points: [Point(x: 2, y: 2), Point(x: 5, y: 2), Point(x: 5, y: 7)], isClosed: false)])
    }

    func testDegenerateInputDoesNotCrash() {
        var path = Path()
        path.move(to: Point(x: .nan, y: 0))
        path.addCurve(to: Point(x: 1, y: .infinity), control1: Point(x: 0, y: 0), control2: Point(x: 1e300, y: -1e300))
        path.addQuadCurve(to: Point(x: 3, y: 3), control: Point(x: 3, y: 3))
        XCTAssertEqual(path.flattened(tolerance: 0).count, 1)
        XCTAssertEqual(path.flattened(tolerance: .nan).count, 1)
    }
}
