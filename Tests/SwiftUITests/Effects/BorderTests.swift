import Geometry
import XCTest

@testable import SwiftUI

/// `.border`: a line of a width inside the view's frame, in front.
final class BorderTests: XCTestCase {
    func testBorderIsStrokedInsideTheFrameInFront() {
        let gray = Ink.of(.gray)
        let drawn = DrawnView(
            SwiftUI.Color.red.frame(width: 40, height: 40).border(SwiftUI.Color.gray, width: 2))
        XCTAssertEqual(drawn.bounds(of: gray), Rect(x: 30, y: 30, width: 40, height: 40))
        XCTAssertEqual(drawn.rgba(31, 50), gray)
        XCTAssertEqual(drawn.rgba(32, 50), Ink.red)
    }
}
