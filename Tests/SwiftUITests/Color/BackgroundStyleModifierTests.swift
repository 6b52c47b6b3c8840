import Geometry
import XCTest

@testable import SwiftUI

/// `.backgroundStyle(_:)`: the style `.background()` with no argument and `.fill(.background)`
/// paint with; without it, the system background (white; black in dark mode).
final class BackgroundStyleTests: XCTestCase {
    func testBackgroundWithoutAStyleFillsWithTheBackgroundStyle() {
        let square = SwiftUI.Color.clear.frame(width: 50, height: 50)
        XCTAssertEqual(DrawnView(square.background().backgroundStyle(.red)).rgba(50, 50), Ink.of(.red))
        XCTAssertEqual(DrawnView(square.background()).rgba(50, 50), Ink.white)
        XCTAssertEqual(
            DrawnView(square.background().environment(\.colorScheme, .dark)).rgba(50, 50), Ink.black)
        XCTAssertEqual(
            DrawnView(SwiftUI.Rectangle().fill(.background).backgroundStyle(.blue)).rgba(50, 50), Ink.of(.blue))
    }
}
