import Geometry
import XCTest

@testable import SwiftUI

/// `CAShapeLayer`: its path filled (black by default, by its fill rule) and stroked from
/// `strokeStart` to `strokeEnd`, with its line width, caps and dashes.
final class CAShapeLayerTests: XCTestCase {
    static let blue = SwiftUI.UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor

    func drawn(_ configure: @escaping (CAShapeLayer) -> Void) -> DrawnView {
        DrawnView(
            CALayerTests.Layers { root in
                let layer = CAShapeLayer()
                layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                configure(layer)
                root.addSublayer(layer)
            })
    }

    /// A ring starting at the top, clockwise.
    static let ring = UIBezierPath(
        arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
    ).cgPath

    func testAPathIsFilledBlackByDefault() {
        let drawn = drawn { $0.path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 30, height: 20)).cgPath }
        XCTAssertEqual(drawn.bounds(of: [0, 0, 0, 255]), Rect(x: 10, y: 10, width: 30, height: 20))
    }

    func testEvenOddLeavesTheInnerRectangleEmpty() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        let evenOdd = drawn {
            $0.path = path.cgPath
            $0.fillRule = .evenOdd
        }
        XCTAssertEqual(evenOdd.rgba(50, 50), [0, 0, 0, 0])
        XCTAssertEqual(evenOdd.rgba(10, 10), [0, 0, 0, 255])
        XCTAssertEqual(drawn { $0.path = path.cgPath }.rgba(50, 50), [0, 0, 0, 255], "non-zero fills it")
    }

    /// Half a ring: from the top clockwise to the bottom, the right side only.
    func testStrokeEndTrimsTheStroke() {
        let half = drawn {
            $0.path = Self.ring
            $0.fillColor = nil
            $0.strokeColor = Self.blue
            $0.lineWidth = 6
            $0.strokeEnd = 0.5
        }
        XCTAssertEqual(half.rgba(90, 50), [0, 0, 255, 255], "the right of the ring")
        XCTAssertEqual(half.rgba(10, 50), [0, 0, 0, 0], "the left is not stroked")
        XCTAssertEqual(half.rgba(50, 50), [0, 0, 0, 0], "no fill")
        let whole = drawn {
            $0.path = Self.ring
            $0.fillColor = nil
            $0.strokeColor = Self.blue
            $0.lineWidth = 6
            $0.strokeStart = 0.5
        }
        XCTAssertEqual(whole.rgba(10, 50), [0, 0, 255, 255], "from half way: the left")
        XCTAssertEqual(whole.rgba(90, 50), [0, 0, 0, 0])
    }

    func testRoundCapsReachPastTheEnds() {
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 20, y: 50))
        line.addLine(to: CGPoint(x: 80, y: 50))
        let round = drawn {
            $0.path = line.cgPath
            $0.strokeColor = Self.blue
            $0.lineWidth = 10
            $0.lineCap = .round
        }
        let butt = drawn {
            $0.path = line.cgPath
            $0.strokeColor = Self.blue
            $0.lineWidth = 10
        }
        XCTAssertEqual(butt.inkBounds(threshold: 128), Rect(x: 20, y: 45, width: 60, height: 10))
        XCTAssertEqual(round.inkBounds(threshold: 128)?.width ?? 0, 70, accuracy: 1)
    }

    func testADashPatternLeavesGaps() {
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 50))
        line.addLine(to: CGPoint(x: 100, y: 50))
        let dashed = drawn {
            $0.path = line.cgPath
            $0.strokeColor = Self.blue
            $0.lineWidth = 4
            $0.lineDashPattern = [10, 10]
        }
        XCTAssertEqual(dashed.rgba(5, 50), [0, 0, 255, 255])
        XCTAssertEqual(dashed.rgba(15, 50), [0, 0, 0, 0])
        XCTAssertEqual(dashed.rgba(25, 50), [0, 0, 255, 255])
    }
}
