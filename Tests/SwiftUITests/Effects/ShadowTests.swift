import Geometry
import XCTest

@testable import SwiftUI

/// `.shadow`: the view's drawing blurred, coloured and moved, behind it.
final class ShadowTests: XCTestCase {
    private var square: some SwiftUI.View { SwiftUI.Color.white.frame(width: 40, height: 40) }

    /// By default black at a third: the shadow beside the square is grey, never darker than 33 %.
    func testShadowDefaultsToBlackAtAThird() {
        let drawn = DrawnView(square.shadow(radius: 5))
        let beside = drawn.rgba(71, 50)
        XCTAssertEqual(Array(beside[0..<3]), [0, 0, 0], "black (premultiplied)")
        XCTAssertGreaterThan(beside[3], 10)
        XCTAssertLessThanOrEqual(beside[3], 85, "at most a third")
        XCTAssertEqual(drawn.rgba(50, 50), Ink.white, "the view in front")
    }

    func testShadowOfAColourMovedByAnOffset() {
        let drawn = DrawnView(square.shadow(color: .red, radius: 2, x: 3, y: -4))
        let right = drawn.rgba(71, 40)
        XCTAssertGreaterThan(right[3], 100, "moved right and up: beside the square's right edge")
        XCTAssertGreaterThan(right[0], right[1] + 80, "red")
        XCTAssertEqual(drawn.alpha(28, 68), 0, "nothing below-left")
    }
}
