import Geometry
import XCTest

@testable import SwiftUI

/// `.blur`: a Gaussian blur of the view's drawing.
final class BlurTests: XCTestCase {
    private var square: some SwiftUI.View { SwiftUI.Color.red.frame(width: 40, height: 40) }

    func testBlurSpreadsTheEdges() {
        let sharp = DrawnView(square)
        let blurred = DrawnView(square.blur(radius: 4))
        XCTAssertEqual(sharp.alpha(27, 50), 0)
        XCTAssertGreaterThan(blurred.alpha(27, 50), 10, "outside the square: some red")
        XCTAssertLessThan(blurred.alpha(31, 50), 200, "inside the edge: faded")
        XCTAssertEqual(blurred.rgba(50, 50), Ink.red, "the middle: still red")
    }

    /// `opaque: true` is drawn as an ordinary blur (a known difference).
    func testOpaqueBlurIsDrawnAsABlur() {
        XCTAssertEqual(
            DrawnView(square.blur(radius: 4, opaque: true)).pixels,
            DrawnView(square.blur(radius: 4)).pixels)
    }
}
