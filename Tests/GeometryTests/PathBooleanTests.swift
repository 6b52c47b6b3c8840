import Geometry
import TestSupport
import XCTest

/// The boolean operations of regions (`Path+Boolean`, on `EdgeArrangement`), checked against
/// areas known in closed form, against the winding rule point by point, and on random polygons.
final class PathBooleanTests: XCTestCase {
    private let tolerance = 0.01

    private func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        .circle(in: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
        .rect(Rect(x: x, y: y, width: w, height: h))
    }

    private func polygon(_ points: [Point]) -> Path {
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }

    /// The area of two circles' overlap (radius r, centres d apart): 2r²·acos(d/2r) − (d/2)·√(4r² − d²).
    private func lensArea(r: Double, d: Double) -> Double {
        2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
    }

    /// Circles of radius 50 with centres 60 apart: each operation's area is the closed form's
    /// within 0.1 % (the engine's circle is four cubic arcs, flattened to a hundredth of a point).
    func testTwoCirclesMatchTheAnalyticAreas() {
        let r = 50.0
        let a = circle(100, 100, r)
        let b = circle(160, 100, r)
        let lens = lensArea(r: r, d: 60)
        let disc = Double.pi * r * r
        assertClose(signedArea(a.combined(with: b, .intersection, tolerance: tolerance)), lens, relative: 1e-3)
        assertClose(signedArea(a.combined(with: b, .union, tolerance: tolerance)), 2 * disc - lens, relative: 1e-3)
        assertClose(signedArea(a.combined(with: b, .subtracting, tolerance: tolerance)), disc - lens, relative: 1e-3)
        assertClose(
            signedArea(a.combined(with: b, .symmetricDifference, tolerance: tolerance)), 2 * (disc - lens),
            relative: 1e-3)
    }

    /// A disc less a smaller concentric one is a ring: two contours, the hole running the other way.
    func testRingFromASubtraction() {
        let ring = circle(100, 100, 50).combined(with: circle(100, 100, 30), .subtracting, tolerance: tolerance)
        let contours = ring.flattened(tolerance: tolerance)
        XCTAssertEqual(contours.count, 2)
        assertClose(signedArea(ring), Double.pi * (50 * 50 - 30 * 30), relative: 1e-3)
        XCTAssertFalse(ring.contains(Point(x: 100, y: 100), tolerance: tolerance))
        XCTAssertTrue(ring.contains(Point(x: 140, y: 100), tolerance: tolerance))
        XCTAssertFalse(ring.contains(Point(x: 151, y: 100), tolerance: tolerance))
    }

    /// The crescent of `Circle().subtracting(offset circle)`: what is left lies in the first disc
    /// and outside the second, and its outline runs clockwise on screen (area positive).
    func testCrescentMoon() {
        let moon = circle(100, 100, 50).combined(with: circle(125, 85, 45), .subtracting, tolerance: tolerance)
        XCTAssertEqual(moon.flattened(tolerance: tolerance).count, 1)
        XCTAssertGreaterThan(signedArea(moon), 0)
        XCTAssertTrue(moon.contains(Point(x: 60, y: 100), tolerance: tolerance))
        XCTAssertFalse(moon.contains(Point(x: 120, y: 90), tolerance: tolerance))
        XCTAssertFalse(moon.contains(Point(x: 200, y: 100), tolerance: tolerance))
    }

    /// A shape with itself: union and intersection are the shape, the rest empty.
    func testAShapeWithItself() {
        for shape in [
            circle(50, 50, 40), rect(10, 20, 30, 40),
            Path.roundedRect(Rect(x: 0, y: 0, width: 80, height: 50), cornerRadius: 12, style: .continuous),
        ] {
            let area = signedArea(shape.normalized(tolerance: tolerance))
            XCTAssertGreaterThan(area, 0)
            XCTAssertEqual(signedArea(shape.combined(with: shape, .union, tolerance: tolerance)), area, accuracy: 1e-6)
            XCTAssertEqual(
                signedArea(shape.combined(with: shape, .intersection, tolerance: tolerance)), area, accuracy: 1e-6)
            XCTAssertTrue(shape.combined(with: shape, .subtracting, tolerance: tolerance).isEmpty)
            XCTAssertTrue(shape.combined(with: shape, .symmetricDifference, tolerance: tolerance).isEmpty)
        }
    }

    /// Rectangles sharing a side: their union is one rectangle of four corners (the shared side
    /// and the split points gone), their intersection empty.
    func testCoincidentEdges() {
        let a = rect(0, 0, 10, 10)
        let b = rect(10, 0, 10, 10)
        let union = a.combined(with: b, .union, tolerance: tolerance)
        XCTAssertEqual(union.flattened(tolerance: tolerance).map(\.points.count), [4])
        XCTAssertEqual(signedArea(union), 200, accuracy: 1e-9)
        XCTAssertTrue(a.combined(with: b, .intersection, tolerance: tolerance).isEmpty)
        // Overlapping along part of a side, and one inside the other sharing two sides.
        let c = rect(10, 5, 10, 10)
        XCTAssertEqual(signedArea(a.combined(with: c, .union, tolerance: tolerance)), 200, accuracy: 1e-9)
        let corner = rect(0, 0, 5, 5)
        XCTAssertEqual(signedArea(a.combined(with: corner, .subtracting, tolerance: tolerance)), 75, accuracy: 1e-9)
        XCTAssertEqual(signedArea(a.combined(with: corner, .intersection, tolerance: tolerance)), 25, accuracy: 1e-9)
    }

    /// Squares touching at one corner stay two contours; their intersection is empty.
    func testTouchingAtAPoint() {
        let a = rect(0, 0, 10, 10)
        let b = rect(10, 10, 10, 10)
        let union = a.combined(with: b, .union, tolerance: tolerance)
        XCTAssertEqual(union.flattened(tolerance: tolerance).map(\.points.count), [4, 4])
        XCTAssertEqual(signedArea(union), 200, accuracy: 1e-9)
        XCTAssertTrue(a.combined(with: b, .intersection, tolerance: tolerance).isEmpty)
    }

    /// Empty paths, lone moves, degenerate and non-finite outlines give empty or plain results.
    func testDegenerateInput() {
        let a = rect(0, 0, 10, 10)
        XCTAssertEqual(signedArea(a.combined(with: Path(), .union, tolerance: tolerance)), 100, accuracy: 1e-9)
        XCTAssertTrue(a.combined(with: Path(), .intersection, tolerance: tolerance).isEmpty)
        XCTAssertTrue(Path().combined(with: Path(), .union, tolerance: tolerance).isEmpty)
        var move = Path()
        move.move(to: Point(x: 5, y: 5))
        XCTAssertEqual(signedArea(a.combined(with: move, .subtracting, tolerance: tolerance)), 100, accuracy: 1e-9)
        // A flat polygon (no area) changes nothing.
        let flat = polygon([Point(x: -5, y: 5), Point(x: 15, y: 5), Point(x: 25, y: 5)])
        XCTAssertEqual(signedArea(a.combined(with: flat, .union, tolerance: tolerance)), 100, accuracy: 1e-9)
        XCTAssertEqual(signedArea(a.combined(with: flat, .subtracting, tolerance: tolerance)), 100, accuracy: 1e-9)
        let nan = polygon([Point(x: 0, y: 0), Point(x: .nan, y: 4), Point(x: 4, y: .infinity)])
        XCTAssertEqual(signedArea(a.combined(with: nan, .union, tolerance: tolerance)), 100, accuracy: 1e-9)
        // Coordinates near the largest number overflow where segments are split: no trap.
        let huge = polygon([Point(x: -1e308, y: -1e308), Point(x: 1e308, y: 1e308), Point(x: 1e308, y: -1e308)])
        _ = a.combined(with: huge, .union, tolerance: tolerance)
        _ = huge.combined(
            with: polygon([Point(x: 1e308, y: -1e308), Point(x: -1e308, y: 1e308), Point(x: 0, y: 0)]), .intersection,
            tolerance: tolerance)
        _ = huge.lineIntersection(a, tolerance: tolerance)
    }

    /// One path's subpaths filled by the even-odd rule: a square inside a square is a frame;
    /// by the non-zero rule (both clockwise) it is the outer square.
    func testFillRules() {
        var nested = rect(0, 0, 30, 30)
        nested.addPath(rect(10, 10, 10, 10))
        XCTAssertEqual(signedArea(nested.normalized(evenOdd: true, tolerance: tolerance)), 800, accuracy: 1e-9)
        XCTAssertEqual(signedArea(nested.normalized(evenOdd: false, tolerance: tolerance)), 900, accuracy: 1e-9)
        // A self-crossing bow tie is two triangles by either rule.
        let bowTie = polygon([Point(x: 0, y: 0), Point(x: 20, y: 20), Point(x: 20, y: 0), Point(x: 0, y: 20)])
        XCTAssertEqual(signedArea(bowTie.normalized(tolerance: tolerance)), 200, accuracy: 1e-9)
    }

    /// Random polygons (self-crossing ones included): inclusion-exclusion of the areas, and every
    /// sample point is in the result exactly when the operation says from the operands' winding
    /// numbers; the result's winding number is 0 or 1, so it fills the same by either rule.
    func testRandomPolygons() {
        var random = SplitMix64(seed: 33)
        for trial in 0..<120 {
            // Every third trial on a coarse integer grid, for shared vertices and collinear edges.
            let coarse = trial % 3 == 0
            func randomPolygon() -> Path {
                let count = random.int(in: 3...9)
                return polygon(
                    (0..<count).map { _ in
                        coarse
                            ? Point(x: Double(random.int(in: 0...6)) * 10, y: Double(random.int(in: 0...6)) * 10)
                            : random.point(in: 0...60)
                    })
            }
            let a = randomPolygon()
            let b = randomPolygon()
            let evenOdd = trial % 2 == 1
            let results = [PathOperation.union, .intersection, .subtracting, .symmetricDifference].map {
                a.combined(with: b, $0, evenOdd: evenOdd, tolerance: tolerance)
            }
            let areaA = signedArea(a.normalized(evenOdd: evenOdd, tolerance: tolerance))
            let areaB = signedArea(b.normalized(evenOdd: evenOdd, tolerance: tolerance))
            XCTAssertEqual(
                signedArea(results[0]) + signedArea(results[1]), areaA + areaB, accuracy: 1e-6 * (1 + areaA + areaB),
                "trial \(trial)")
            XCTAssertEqual(
                signedArea(results[2]) + signedArea(results[1]), areaA, accuracy: 1e-6 * (1 + areaA), "trial \(trial)")
            let edges = (a.flattened(tolerance: tolerance) + b.flattened(tolerance: tolerance)).flatMap { polyline in
                polyline.points.indices.map { (polyline.points[$0], polyline.points[($0 + 1) % polyline.points.count]) }
            }
            for _ in 0..<60 {
                let p = random.point(in: -2...62)
                // Points on an outline belong to either side.
                guard edges.allSatisfy({ distance(p, toSegment: $0.0, $0.1) > 1e-6 }) else { continue }
                func inside(_ w: Int) -> Bool { evenOdd ? w & 1 != 0 : w != 0 }
                let inA = inside(winding(of: p, a.flattened(tolerance: tolerance)))
                let inB = inside(winding(of: p, b.flattened(tolerance: tolerance)))
                for (operation, result) in zip(
                    [PathOperation.union, .intersection, .subtracting, .symmetricDifference], results)
                {
                    let w = winding(of: p, result.flattened(tolerance: tolerance))
                    XCTAssertEqual(w, operation.keeps(inA, inB) ? 1 : 0, "trial \(trial), \(p), \(operation)")
                }
            }
        }
    }

    /// The normalized area of a random polygon is the area its fill covers, counted on a grid.
    func testNormalizedAreaAgainstAGrid() {
        var random = SplitMix64(seed: 7)
        for trial in 0..<6 {
            let path = polygon((0..<7).map { _ in random.point(in: 0...40) })
            let counted = nonZeroArea(path, in: Rect(x: 0, y: 0, width: 40, height: 40), step: 0.1)
            // The grid's error is at most the cells an outline crosses: about its length × step.
            XCTAssertEqual(signedArea(path.normalized(tolerance: tolerance)), counted, accuracy: 20, "trial \(trial)")
        }
    }

    /// Curved shapes with many edges finish (a bound on a hang, not a speed: it takes
    /// milliseconds).
    func testLargeCurvedShapesFinish() {
        let a = circle(200, 200, 190)
        let b = Path.roundedRect(Rect(x: 50, y: 30, width: 300, height: 340), cornerRadius: 60, style: .continuous)
        let start = Date()
        let result = a.combined(with: b, .symmetricDifference, tolerance: tolerance)
        XCTAssertFalse(result.isEmpty)
        XCTAssertLessThan(Date().timeIntervalSince(start), 30)
    }
}
