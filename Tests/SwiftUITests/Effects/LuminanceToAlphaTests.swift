import Geometry
import XCTest

@testable import SwiftUI

/// `.luminanceToAlpha`: a mask of the view's brightness.
final class LuminanceToAlphaTests: XCTestCase {
    func testBrightnessBecomesAlpha() {
        let white = DrawnView(SwiftUI.Color.white.frame(width: 40, height: 40).luminanceToAlpha())
        let black = DrawnView(SwiftUI.Color.black.frame(width: 40, height: 40).luminanceToAlpha())
        XCTAssertEqual(white.alpha(50, 50), 255)
        XCTAssertEqual(black.alpha(50, 50), 0)
        let gray = DrawnView(SwiftUI.Color(white: 0.5).frame(width: 40, height: 40).luminanceToAlpha())
        XCTAssertEqual(gray.alpha(50, 50), 128, accuracy: 30)
    }
}
