import Geometry
import XCTest

/// A path's lines clipped by a region (`Path+LineClipping`).
final class PathLineClippingTests: XCTestCase {
    private let tolerance = 0.01
    private let square = Path.rect(Rect(x: 0, y: 0, width: 100, height: 100))

    private func line(_ a: Point, _ b: Point) -> Path {
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        return path
    }

    /// A line across a square: the part inside is one open line from edge to edge; the parts
    /// outside are the two ends.
    func testLineAcrossASquare() {
        let across = line(Point(x: -10, y: 50), Point(x: 110, y: 50))
        let inside = across.lineIntersection(square, tolerance: tolerance)
        XCTAssertEqual(
            inside.flattened(tolerance: tolerance),
            [Polyline(points: [Point(x: 0, y: 50), Point(x: 100, y: 50)], isClosed: false)])
        let outside = across.lineSubtracting(square, tolerance: tolerance)
        XCTAssertEqual(
            outside.flattened(tolerance: tolerance),
            [
                Polyline(points: [Point(x: -10, y: 50), Point(x: 0, y: 50)], isClosed: false),
                Polyline(points: [Point(x: 100, y: 50), Point(x: 110, y: 50)], isClosed: false),
            ])
    }

    /// A closed outline the region does not cut stays closed; one it cuts is opened, in one
    /// piece across the subpath's start.
    func testClosedSubpaths() {
        let small = Path.circle(in: Rect(x: 30, y: 30, width: 40, height: 40))
        let kept = small.lineIntersection(square, tolerance: tolerance).flattened(tolerance: tolerance)
        XCTAssertEqual(kept.count, 1)
        XCTAssertTrue(kept[0].isClosed)
        XCTAssertTrue(small.lineSubtracting(square, tolerance: tolerance).isEmpty)
        // A square whose start (top-left) lies in the left half, clipped by that half: its left
        // side with the halves of the top and bottom, as one open line through the start.
        let outline = Path.rect(Rect(x: 20, y: 20, width: 60, height: 60))
        let leftHalf = Path.rect(Rect(x: 0, y: 0, width: 50, height: 100))
        let clipped = outline.lineIntersection(leftHalf, tolerance: tolerance).flattened(tolerance: tolerance)
        XCTAssertEqual(
            clipped,
            [
                Polyline(points: [Point(x: 20, y: 80), Point(x: 20, y: 20), Point(x: 50, y: 20)], isClosed: false).with(
                    bottom: Point(x: 50, y: 80))
            ])
    }

    /// The region's fill rule decides: a line through a frame (a square with a square hole, by
    /// the even-odd rule) keeps the two pieces over the frame.
    func testEvenOddRegion() {
        var frame = square
        frame.addPath(.rect(Rect(x: 25, y: 25, width: 50, height: 50)))
        let across = line(Point(x: -10, y: 50), Point(x: 110, y: 50))
        XCTAssertEqual(
            across.lineIntersection(frame, evenOdd: true, tolerance: tolerance).flattened(tolerance: tolerance).count, 2
        )
        XCTAssertEqual(
            across.lineIntersection(frame, evenOdd: false, tolerance: tolerance).flattened(tolerance: tolerance).count,
            1)
    }

    /// Lines along the region's outline count as inside it; an empty region keeps nothing inside.
    func testDegenerateRegions() {
        let edge = line(Point(x: 0, y: 0), Point(x: 100, y: 0))
        XCTAssertEqual(edge.lineIntersection(square, tolerance: tolerance).flattened(tolerance: tolerance).count, 1)
        XCTAssertTrue(edge.lineSubtracting(square, tolerance: tolerance).isEmpty)
        XCTAssertTrue(edge.lineIntersection(Path(), tolerance: tolerance).isEmpty)
        XCTAssertEqual(edge.lineSubtracting(Path(), tolerance: tolerance).flattened(tolerance: tolerance).count, 1)
        XCTAssertTrue(Path().lineIntersection(square, tolerance: tolerance).isEmpty)
    }
}

extension Polyline {
    /// The polyline with `point` put first (the expected piece starts where the square's bottom is cut).
    fileprivate func with(bottom point: Point) -> Polyline {
        Polyline(points: [point] + points, isClosed: isClosed)
    }
}
