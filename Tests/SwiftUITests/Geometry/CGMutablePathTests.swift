import Geometry
import XCTest

@testable import SwiftUI

/// Core Graphics paths built as SwiftUI files build them, and `Path(cgPath)` / `path.cgPath`.
final class CGMutablePathTests: XCTestCase {
    func testBuildingAPath() {
        let built = CGMutablePath()
        built.move(to: CGPoint(x: 10, y: 10))
        built.addLine(to: CGPoint(x: 50, y: 10))
        built.addQuadCurve(to: CGPoint(x: 50, y: 50), control: CGPoint(x: 70, y: 30))
        built.addCurve(to: CGPoint(x: 10, y: 50), control1: CGPoint(x: 40, y: 60), control2: CGPoint(x: 20, y: 60))
        built.closeSubpath()
        var expected = SwiftUI.Path()
        expected.move(to: CGPoint(x: 10, y: 10))
        expected.addLine(to: CGPoint(x: 50, y: 10))
        expected.addQuadCurve(to: CGPoint(x: 50, y: 50), control: CGPoint(x: 70, y: 30))
        expected.addCurve(to: CGPoint(x: 10, y: 50), control1: CGPoint(x: 40, y: 60), control2: CGPoint(x: 20, y: 60))
        expected.closeSubpath()
        XCTAssertEqual(SwiftUI.Path(built), expected)
        XCTAssertEqual(built.boundingBox, CGRect(x: 10, y: 10, width: 60, height: 50))
        XCTAssertTrue(built.contains(CGPoint(x: 30, y: 30)))
        XCTAssertFalse(built.contains(CGPoint(x: 5, y: 30)))
        XCTAssertEqual(expected.cgPath, built)
    }

    func testShapesLinesAndTransforms() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 5))
        path.addEllipse(in: CGRect(x: 20, y: 0, width: 10, height: 10))
        path.addLines(between: [CGPoint(x: 0, y: 40), CGPoint(x: 30, y: 40)])
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertTrue(path.contains(CGPoint(x: 12, y: 12)))
        XCTAssertFalse(path.contains(CGPoint(x: 2, y: 2)))
        let copy = CGMutablePath()
        copy.addPath(path, transform: CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(copy.boundingBox, CGRect(x: 0, y: 0, width: 60, height: 80))
    }

    /// An arc is joined to the current point by a line; `clockwise` is Core Graphics' (in UIKit's
    /// flipped space a clockwise arc turns counter-clockwise on screen), as `Path.addArc`'s.
    func testArcs() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 50))
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi, clockwise: false)
        var expected = SwiftUI.Path()
        expected.move(to: CGPoint(x: 0, y: 50))
        expected.addArc(
            center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .radians(.pi), clockwise: false)
        XCTAssertEqual(SwiftUI.Path(path), expected)
    }

    func testBooleanOperations() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let b = CGPath(ellipseIn: CGRect(x: 50, y: 0, width: 100, height: 100), transform: nil)
        XCTAssertFalse(a.subtracting(b).contains(CGPoint(x: 90, y: 50)))
        XCTAssertTrue(a.subtracting(b).contains(CGPoint(x: 10, y: 50)))
        XCTAssertTrue(a.intersection(b).contains(CGPoint(x: 90, y: 50)))
        XCTAssertEqual(a.union(b).boundingBox.maxX, 150, accuracy: 1e-6)
    }
}
