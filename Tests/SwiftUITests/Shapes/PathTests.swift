import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `Path`: building outlines (in SwiftUI's flipped space), and a path as a view.
final class PathTests: XCTestCase {
    func testPathArcClockwiseIsInvertedOnScreen() {
        var path = SwiftUI.Path()
        path.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        var expected = Geometry.Path()
        expected.addArc(
            center: Point(x: 5, y: 5), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        XCTAssertEqual(path.engine, expected)
    }

    func testPathBuildingMethods() {
        var path = SwiftUI.Path()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerSize: CGSize(width: 3, height: 3))
        path.addPath(SwiftUI.Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)))
        path.addQuadCurve(to: CGPoint(x: 30, y: 30), control: CGPoint(x: 25, y: 0))
        var expected = Geometry.Path.roundedRect(
            Rect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 3, style: .circular)
        expected.addPath(.ellipse(in: Rect(x: 0, y: 0, width: 4, height: 4)))
        expected.addQuadCurve(to: Point(x: 30, y: 30), control: Point(x: 25, y: 0))
        XCTAssertEqual(path.engine, expected)
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertFalse(path.isEmpty)
        XCTAssertEqual(path.offsetBy(dx: 2, dy: 1).boundingRect, CGRect(x: 2, y: 1, width: 30, height: 30))
    }

    func testTangentArcRoundsTheCornerBetweenTwoLines() {
        var path = SwiftUI.Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        var expected = Geometry.Path()
        expected.move(to: Point(x: 0, y: 0))
        expected.addArc(
            center: Point(x: 8, y: 2), radius: 2, startAngle: .radians(-.pi / 2), endAngle: .radians(0), clockwise: true
        )
        XCTAssertEqual(path.engine, expected)
        XCTAssertEqual(path.currentPoint, CGPoint(x: 10, y: 2))
    }

    /// `addLines` starts a new subpath at its first point, as Core Graphics's does: lines
    /// from a point to two others, filled, cover nothing.
    func testAddLinesStartsASubpath() {
        let lines = SwiftUI.Path { p in
            p.move(to: .zero)
            p.addLines([CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 40)])
        }
        XCTAssertTrue(DrawnView(lines).isBlank)
        XCTAssertFalse(DrawnView(lines.stroke(lineWidth: 2)).isBlank)
    }

    /// A path as a view is filled with the foreground style, in the view's space.
    func testPathAsAViewIsFilledWithTheForegroundStyle() {
        let path = SwiftUI.Path { p in
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: 40, y: 0))
            p.addLine(to: CGPoint(x: 40, y: 40))
        }
        let filled = DrawnView(path)
        XCTAssertEqual(filled.rgba(35, 5), Ink.black, "inside the triangle")
        XCTAssertEqual(filled.rgba(5, 35), Ink.clear, "outside it")
        let stroked = DrawnView(path.stroke(lineWidth: 2))
        XCTAssertEqual(stroked.rgba(35, 5), Ink.clear, "a stroke is not filled")
        XCTAssertEqual(stroked.alpha(40, 20), 255, "on the line")
    }
}
