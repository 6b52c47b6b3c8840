import Geometry
import XCTest

@testable import SwiftUI

/// `CAGradientLayer`'s three kinds, drawn in a 100-pt layer: axial along its points (top to
/// bottom by default), at its locations; radial in an ellipse about its start point; conic
/// clockwise round its start point from the direction of its end point.
final class CAGradientLayerTests: XCTestCase {
    static let red = SwiftUI.UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
    static let blue = SwiftUI.UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor

    func drawn(_ configure: @escaping (CAGradientLayer) -> Void) -> DrawnView {
        DrawnView(
            CALayerTests.Layers { root in
                let layer = CAGradientLayer()
                layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                layer.colors = [Self.red, Self.blue]
                configure(layer)
                root.addSublayer(layer)
            })
    }

    func testAnAxialGradientRunsTopToBottomByDefault() {
        let drawn = drawn { _ in }
        XCTAssertGreaterThan(drawn.rgba(50, 1)[0], 245)
        XCTAssertGreaterThan(drawn.rgba(50, 98)[2], 245)
        let middle = drawn.rgba(50, 50)
        XCTAssertEqual(middle[0], middle[2], accuracy: 8, "half way: \(middle)")
        XCTAssertEqual(drawn.rgba(5, 30), drawn.rgba(95, 30), "the same across")
    }

    func testPointsAndLocations() {
        let across = drawn {
            $0.startPoint = CGPoint(x: 0, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
            $0.locations = [0, 0.5]
        }
        XCTAssertGreaterThan(across.rgba(1, 50)[0], 245, "red at the left")
        XCTAssertEqual(across.rgba(60, 50), [0, 0, 255, 255], "blue from half way on")
        XCTAssertEqual(across.rgba(60, 5), across.rgba(60, 95), "the same down")
    }

    func testARadialGradientIsCentredOnItsStartPoint() {
        let radial = drawn {
            $0.type = .radial
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 1)
        }
        XCTAssertGreaterThan(radial.rgba(50, 50)[0], 240, "red at the centre")
        XCTAssertEqual(radial.rgba(2, 2), [0, 0, 255, 255], "blue beyond the ellipse")
        XCTAssertEqual(radial.rgba(50, 25), radial.rgba(25, 50), "round")
    }

    func testAConicGradientTurnsClockwiseFromItsEndPoint() {
        let conic = drawn {
            $0.type = .conic
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 0.5, y: 0)
        }
        let right = conic.rgba(55, 5)
        let left = conic.rgba(45, 5)
        XCTAssertGreaterThan(right[0], 200, "just after the top, clockwise: red \(right)")
        XCTAssertGreaterThan(left[2], 200, "just before the top: blue \(left)")
        let bottom = conic.rgba(50, 95)
        XCTAssertEqual(bottom[0], bottom[2], accuracy: 12, "half way round: \(bottom)")
    }
}
