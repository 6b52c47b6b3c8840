import Geometry
import XCTest

@testable import SwiftUI

/// iOS 17's boolean operations of shapes (`Shape+Boolean`), drawn: each result is a shape
/// that fills, strokes and trims like any other. Drawn one pixel a point on a 100-point canvas.
final class ShapeBooleanTests: XCTestCase {
    /// The 100-point circle less the same circle 30 points to the right: a crescent, its
    /// inside filled where only the first circle is.
    func testASubtractionFilled() {
        let moon = DrawnView(
            SwiftUI.Circle().subtracting(SwiftUI.Circle().offset(x: 30)).fill(SwiftUI.Color.red))
        XCTAssertEqual(moon.rgba(10, 50), Ink.red, "in the first circle only")
        XCTAssertEqual(moon.rgba(60, 50), Ink.clear, "in both: taken away")
        XCTAssertEqual(moon.rgba(95, 50), Ink.clear, "in the second only")
        XCTAssertEqual(moon.rgba(10, 10), Ink.clear, "outside both")
        // The crescent's inner edge is the second circle's left side, at x = 30 on the middle row.
        XCTAssertEqual(moon.rgba(28, 50), Ink.red)
        XCTAssertEqual(moon.rgba(31, 50), Ink.clear)
    }

    /// The crescent stroked: both of its arcs are drawn, its inside is not.
    func testASubtractionStroked() {
        let moon = DrawnView(
            SwiftUI.Circle().subtracting(SwiftUI.Circle().offset(x: 30)).stroke(SwiftUI.Color.red, lineWidth: 4))
        XCTAssertEqual(moon.rgba(1, 50), Ink.red, "the outer arc")
        XCTAssertEqual(moon.rgba(30, 50), Ink.red, "the inner arc, the second circle's left side")
        XCTAssertEqual(moon.rgba(15, 50), Ink.clear, "inside: not filled")
        XCTAssertEqual(moon.rgba(98, 50), Ink.clear, "the first circle's right side is gone")
    }

    /// A circle with the right half of its frame: the right half-disc.
    func testAnIntersectionFilledAndStroked() {
        let half = SwiftUI.Circle().intersection(SwiftUI.Rectangle().offset(x: 50))
        let filled = DrawnView(half.fill(SwiftUI.Color.blue))
        XCTAssertEqual(filled.rgba(75, 50), Ink.blue)
        XCTAssertEqual(filled.rgba(75, 12), Ink.blue, "inside the circle")
        XCTAssertEqual(filled.rgba(95, 5), Ink.clear, "in the rectangle, outside the circle")
        XCTAssertEqual(filled.rgba(25, 50), Ink.clear, "in the circle, outside the rectangle")
        XCTAssertEqual(filled.inkBounds(threshold: 128), Rect(x: 50, y: 0, width: 50, height: 100))
        let stroked = DrawnView(half.stroke(SwiftUI.Color.blue, lineWidth: 2))
        XCTAssertEqual(stroked.rgba(50, 50), Ink.blue, "the straight side, where the rectangle cuts")
        XCTAssertEqual(stroked.rgba(75, 50), Ink.clear, "inside")
        XCTAssertEqual(stroked.rgba(99, 50), Ink.blue, "the arc")
    }

    /// Union and symmetric difference of two overlapping squares, counted in pixels.
    func testUnionAndSymmetricDifferenceAreas() {
        let first = SwiftUI.Rectangle().scale(0.6, anchor: .topLeading)
        let second = SwiftUI.Rectangle().scale(0.6, anchor: .bottomTrailing)
        // Squares 60 wide at (0, 0) and (40, 40): 20 × 20 overlap.
        let union = DrawnView(first.union(second).fill(SwiftUI.Color.red))
        XCTAssertEqual(union.count(of: Ink.red), 2 * 3600 - 400)
        let difference = DrawnView(first.symmetricDifference(second).fill(SwiftUI.Color.red))
        XCTAssertEqual(difference.count(of: Ink.red), 2 * 3600 - 2 * 400)
        XCTAssertEqual(difference.rgba(50, 50), Ink.clear, "the overlap")
    }

    /// A shape with itself: the union draws as the shape; the subtraction draws nothing.
    func testAShapeWithItself() {
        assertSameDrawing(
            SwiftUI.Rectangle().union(SwiftUI.Rectangle()).fill(SwiftUI.Color.red).padding(10),
            SwiftUI.Rectangle().fill(SwiftUI.Color.red).padding(10))
        XCTAssertTrue(DrawnView(SwiftUI.Circle().subtracting(SwiftUI.Circle()).fill(SwiftUI.Color.red)).isBlank)
    }

    /// The result is a real path: trimmed, it draws part of its outline.
    func testTheResultTrims() {
        let whole = DrawnView(
            SwiftUI.Rectangle().subtracting(SwiftUI.Circle()).stroke(SwiftUI.Color.red, lineWidth: 2))
        let part = DrawnView(
            SwiftUI.Rectangle().subtracting(SwiftUI.Circle()).trim(from: 0, to: 0.5)
                .stroke(SwiftUI.Color.red, lineWidth: 2))
        XCTAssertGreaterThan(whole.count(of: Ink.red), 0)
        XCTAssertLessThan(part.count(of: Ink.red), whole.count(of: Ink.red) * 3 / 4)
        XCTAssertGreaterThan(part.count(of: Ink.red), whole.count(of: Ink.red) / 4)
    }

    /// `lineIntersection` and `lineSubtraction`: the circle's outline inside, or outside, the
    /// right half of the frame.
    func testLineOperations() {
        let right = SwiftUI.Rectangle().offset(x: 50)
        let inside = DrawnView(SwiftUI.Circle().lineIntersection(right).stroke(SwiftUI.Color.red, lineWidth: 4))
        XCTAssertEqual(inside.rgba(98, 50), Ink.red, "the right arc")
        XCTAssertEqual(inside.rgba(1, 50), Ink.clear, "not the left arc")
        XCTAssertEqual(inside.rgba(50, 50), Ink.clear, "no line where the rectangle cuts")
        let outside = DrawnView(SwiftUI.Circle().lineSubtraction(right).stroke(SwiftUI.Color.red, lineWidth: 4))
        XCTAssertEqual(outside.rgba(1, 50), Ink.red, "the left arc")
        XCTAssertEqual(outside.rgba(98, 50), Ink.clear, "not the right arc")
    }

    /// The result's numbers are both shapes', so a change of either animates.
    func testAnimatableDataIsBothShapes() {
        var shape = BooleanShape(
            first: SwiftUI.Circle().offset(x: 10), second: SwiftUI.Rectangle().offset(x: 5, y: 7),
            operation: .subtracting, eoFill: false)
        XCTAssertEqual(shape.animatableData.first.second, AnimatablePair(10, 0))
        XCTAssertEqual(shape.animatableData.second.second, AnimatablePair(5, 7))
        shape.animatableData.second.second = AnimatablePair(1, 2)
        XCTAssertEqual(shape.second.offset, CGSize(width: 1, height: 2))
    }
}
