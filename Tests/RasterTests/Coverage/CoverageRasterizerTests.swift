import Geometry
import TestSupport
import XCTest

@testable import Raster

final class CoverageRasterizerTests: XCTestCase {
    /// Random small polygons (self-intersecting, partly off the canvas) against the supersampled
    /// reference, for both fill rules. 32×32 samples quantize each edge's share of a pixel by at
    /// most 1/64, so a pixel crossed by a couple of edges may differ by ~0.03; `tolerance` allows
    /// that and nothing more, and the mean error must stay tiny (no bias).
    func testMatchesSupersampledReferenceOnRandomPolygons() {
        let size = 12
        let tolerance = 0.04
        var random = SplitMix64(state: 42)
        var totalError = 0.0
        var pixelCount = 0
        for caseIndex in 0..<80 {
            let count = random.int(in: 3...7)
            let polygon = (0..<count).map { _ in
                Point(x: random.double(in: -3...15), y: random.double(in: -3...15))
            }
            for rule in [WindingRule.nonZero, .evenOdd] {
                let fast = fastCoverage(polygonPath(polygon), width: size, height: size, rule: rule)
                let reference = referenceCoverage(polygon, width: size, height: size, rule: rule, samples: 32)
                for i in 0..<(size * size) {
                    let error = abs(Double(fast[i]) - reference[i])
                    totalError += error
                    pixelCount += 1
                    if error > tolerance {
                        XCTFail(
                            "case \(caseIndex) \(rule) pixel (\(i % size), \(i / size)): fast \(fast[i]) vs reference "
                                + "\(reference[i]); polygon \(polygon.map { "(\($0.x), \($0.y))" })")
                        return
                    }
                }
            }
        }
        XCTAssertLessThan(totalError / Double(pixelCount), 0.002)
    }

    /// Accumulating a few rows at a time (as bands do) gives bit-identical coverage.
    func testCoverageDoesNotDependOnHowRowsAreGrouped() {
        let path = Path.circle(in: Rect(x: 1.3, y: 0.7, width: 37.1, height: 37.9))
        let whole = fastCoverage(path, width: 40, height: 40, rule: .nonZero)
        for rows in [1, 3, 7, 32] {
            XCTAssertEqual(
                fastCoverage(path, width: 40, height: 40, rule: .nonZero, rowsPerPass: rows), whole, "\(rows)")
        }
    }

    /// Wide rows where most blocks are untouched: random polygons and a circle over 300×24 (partly
    /// off it), for both fill rules. `check` gets each row's dense coverage and a second
    /// rasterizer holding the same accumulation, to compute that row the way under test.
    private func forEachWideRow(
        seed: UInt64,
        _ check: (
            _ label: String, _ rule: WindingRule, _ y: Int, _ width: Int, _ expected: [Float],
            _ sparse: CoverageRasterizer
        ) -> Void
    ) {
        var random = SplitMix64(state: seed)
        let clip = PixelRect(x: 0, y: 0, width: 300, height: 24)
        for caseIndex in 0..<40 {
            let shapes = (0..<random.int(in: 1...4)).map { _ -> Path in
                let points = (0..<random.int(in: 3...6)).map { _ in
                    Point(x: random.double(in: -10...310), y: random.double(in: -4...28))
                }
                return polygonPath(points)
            }
            var path = Path()
            for shape in shapes { path.addPath(shape) }
            path.addPath(circlePath(random.double(in: 0...300), 12, random.double(in: 2...30)))
            let edges = EdgeList(path: path, clip: clip, tolerance: PreparedCommand.flatteningTolerance)
            guard !edges.isEmpty else { continue }
            for rule in [WindingRule.nonZero, .evenOdd] {
                let dense = CoverageRasterizer()
                let sparse = CoverageRasterizer()
                let rows = edges.minY..<edges.maxY
                dense.accumulate(edges, rows: rows)
                sparse.accumulate(edges, rows: rows)
                for y in rows {
                    let expected = Array(
                        UnsafeBufferPointer(
                            start: dense.coverage(row: y, width: edges.width, rule: rule), count: edges.width))
                    check("case \(caseIndex) \(rule)", rule, y, edges.width, expected, sparse)
                }
            }
        }
    }

    /// Spans are ordered and apart; a constant span's value is the dense coverage of every pixel
    /// in it, a varying span's values are the dense ones, and every pixel left out has coverage
    /// at or below the threshold. Wide rows have constant spans (untouched blocks), so the values
    /// are not all computed per pixel.
    func testSpansMatchDenseCoverage() {
        var spans: [CoverageRasterizer.Span] = []
        for threshold: Float in [1e-4, 0, -1] {
            var constantPixels = 0
            forEachWideRow(seed: 7) { label, rule, y, width, expected, sparse in
                let values = sparse.coverage(row: y, width: width, rule: rule, threshold: threshold, spans: &spans)
                var inSpan = [Bool](repeating: false, count: width)
                for (span, next) in zip(spans, spans.dropFirst()) {
                    XCTAssertLessThanOrEqual(span.end, next.start, "spans are ordered and apart")
                }
                for span in spans {
                    XCTAssertLessThan(span.start, span.end)
                    for x in span.start..<span.end {
                        inSpan[x] = true
                        XCTAssertEqual(span.constant ?? values[x], expected[x], "\(label) (\(x), \(y))")
                        XCTAssertGreaterThan(expected[x], threshold, "\(label) (\(x), \(y)) kept")
                    }
                    if span.constant != nil { constantPixels += span.end - span.start }
                }
                for x in 0..<width where !inSpan[x] {
                    XCTAssertLessThanOrEqual(expected[x], threshold, "\(label) (\(x), \(y)) left out")
                }
            }
            XCTAssertGreaterThan(constantPixels, 40 * 24 * 30, "threshold \(threshold): constant spans")
        }
    }

    func testDiscAreaMatchesPiRSquared() {
        let r = 20.3
        let disc = Path.circle(in: Rect(x: 31.37 - r, y: 29.81 - r, width: 2 * r, height: 2 * r))
        let buffer = render([fill(disc, .solid(.white))], width: 64, height: 64)
        assertRelative(coveredArea(buffer), .pi * r * r, 0.005)
        // Exact coverage (no 8-bit rounding) equals the area of the flattened polygon; the only
        // error left is the chords lying inside the circle (about 2/3 of the 0.05 px tolerance).
        let coverage = fastCoverage(disc, width: 64, height: 64, rule: .nonZero).reduce(0, +)
        assertRelative(Double(coverage), .pi * r * r, 0.003)
    }

    func testHalfCoveredEdgePixelIsHalfAlpha() {
        let rect = Path.rect(Rect(x: 2, y: 2, width: 8.5, height: 6))
        let buffer = render([fill(rect, .solid(.white))], width: 16, height: 10)
        XCTAssertEqual(buffer.pixel(x: 9, y: 4).a, 255)
        XCTAssertTrue([127, 128].contains(buffer.pixel(x: 10, y: 4).a), "\(buffer.pixel(x: 10, y: 4))")
        XCTAssertEqual(buffer.pixel(x: 11, y: 4).a, 0)
        XCTAssertEqual(buffer.pixel(x: 1, y: 4).a, 0)
        // A diagonal through a pixel's corners halves it too.
        let triangle = polygonPath([Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 0, y: 4)])
        let coverage = fastCoverage(triangle, width: 4, height: 4, rule: .nonZero)
        XCTAssertEqual(coverage[1 * 4 + 2], 0.5, accuracy: 1e-6)
        XCTAssertEqual(coverage[0], 1, accuracy: 1e-6)
    }

    func testEvenOddAndNonZeroOnAStar() {
        let star = polygonPath(
            (0..<5).map { k in
                let angle = Double(k * 2 % 5) * 2 * .pi / 5 - .pi / 2
                return Point(x: 25.5 + 20 * cos(angle), y: 25.5 + 20 * sin(angle))
            })
        let nonZero = render([fill(star, .solid(.white), rule: .nonZero)], width: 51, height: 51)
        let evenOdd = render([fill(star, .solid(.white), rule: .evenOdd)], width: 51, height: 51)
        XCTAssertEqual(nonZero.pixel(x: 25, y: 25).a, 255)
        XCTAssertEqual(evenOdd.pixel(x: 25, y: 25).a, 0)
        // A tip (inside once) is covered by both.
        XCTAssertEqual(nonZero.pixel(x: 25, y: 9).a, 255)
        XCTAssertEqual(evenOdd.pixel(x: 25, y: 9).a, 255)
    }

    func testRingFromTwoSameDirectionCircles() {
        var path = Path.circle(in: Rect(x: 5, y: 5, width: 40, height: 40))
        path.addPath(Path.circle(in: Rect(x: 15, y: 15, width: 20, height: 20)))
        let nonZero = render([fill(path, .solid(.white), rule: .nonZero)], width: 50, height: 50)
        let evenOdd = render([fill(path, .solid(.white), rule: .evenOdd)], width: 50, height: 50)
        XCTAssertEqual(nonZero.pixel(x: 25, y: 25).a, 255)
        XCTAssertEqual(evenOdd.pixel(x: 25, y: 25).a, 0)
        XCTAssertEqual(evenOdd.pixel(x: 25, y: 10).a, 255)
        assertRelative(coveredArea(evenOdd), .pi * (400 - 100), 0.005)
        assertRelative(coveredArea(nonZero), .pi * 400, 0.005)
    }

    func testPathsBeyondTheCanvasAreClippedNotDropped() {
        // A huge rectangle covering the canvas and far beyond it, and one with absurd coordinates.
        let big = Path.rect(Rect(x: -1e6, y: -50, width: 2e6, height: 1e3))
        let buffer = render([fill(big, .solid(.white))], width: 8, height: 8)
        XCTAssertTrue(buffer.bytes.allSatisfy { $0 == 255 })
        var wild = Path()
        wild.addLines([Point(x: -1e300, y: 3), Point(x: 1e300, y: 5), Point(x: .nan, y: 2)])
        _ = render([fill(wild, .solid(.white))], width: 8, height: 8)
    }

    private func assertRelative(
        _ a: Double, _ b: Double, _ relative: Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertLessThanOrEqual(abs(a - b), relative * abs(b), "\(a) vs \(b)", file: file, line: line)
    }
}
