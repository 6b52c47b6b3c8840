import XCTest

@testable import Geometry

/// The arrangement of two outlines' segments: splitting, merging and the winding numbers on
/// both sides of each edge.
final class EdgeArrangementTests: XCTestCase {
    private func segments(_ points: [Point], operand: Int) -> [EdgeArrangement.Segment] {
        points.indices.map {
            EdgeArrangement.Segment(start: points[$0], end: points[($0 + 1) % points.count], operand: operand)
        }
    }

    private let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]

    /// The same square twice is four edges, each counting both operands once.
    func testCoincidentSegmentsMerge() {
        let arrangement = EdgeArrangement(segments: segments(square, operand: 0) + segments(square, operand: 1))
        XCTAssertEqual(arrangement.vertices.count, 4)
        XCTAssertEqual(arrangement.edges.count, 4)
        for edge in arrangement.edges {
            XCTAssertEqual(abs(edge.count.0), 1); XCTAssertEqual(edge.count.0, edge.count.1)
        }
        // Inside both on one side of every edge, outside both on the other.
        for side in arrangement.sides() {
            let windings = [side.left, side.right].map { [$0.0, $0.1] }.sorted { $0[0] < $1[0] }
            XCTAssertEqual(windings, [[0, 0], [1, 1]])
        }
    }

    /// Crossing segments are split where they cross; a segment ending on another splits it there.
    func testSplitting() {
        let cross = [
            EdgeArrangement.Segment(start: Point(x: 0, y: 0), end: Point(x: 10, y: 10), operand: 0),
            EdgeArrangement.Segment(start: Point(x: 0, y: 10), end: Point(x: 10, y: 0), operand: 1),
            EdgeArrangement.Segment(start: Point(x: 5, y: 5), end: Point(x: 5, y: 20), operand: 1),
        ]
        let arrangement = EdgeArrangement(segments: cross)
        XCTAssertEqual(arrangement.vertices.count, 6)
        XCTAssertEqual(arrangement.edges.count, 5)
        XCTAssertTrue(arrangement.vertices.contains(Point(x: 5, y: 5)))
    }

    /// A collinear overlap is cut at both ends of the overlap and its shared piece made one edge.
    func testCollinearOverlap() {
        let overlap = [
            EdgeArrangement.Segment(start: Point(x: 0, y: 0), end: Point(x: 10, y: 0), operand: 0),
            EdgeArrangement.Segment(start: Point(x: 15, y: 0), end: Point(x: 5, y: 0), operand: 1),
        ]
        let arrangement = EdgeArrangement(segments: overlap)
        XCTAssertEqual(arrangement.vertices.count, 4)
        XCTAssertEqual(arrangement.edges.count, 3)
        let shared = arrangement.edges.filter { $0.count.0 != 0 && $0.count.1 != 0 }
        XCTAssertEqual(shared.count, 1)
        XCTAssertEqual(shared.first.map { $0.count.0 + $0.count.1 }, 0)  // they run opposite ways
    }
}
