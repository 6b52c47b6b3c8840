import Geometry
import XCTest

@testable import SwiftUI

/// `.flipsForRightToLeftLayoutDirection(true)` mirrors the view horizontally in a right-to-left
/// layout, and does nothing left to right.
final class FlipsForRightToLeftLayoutDirectionTests: XCTestCase {
    private func arrow() -> some SwiftUI.View {
        SwiftUI.Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 40, y: 20))
            path.addLine(to: CGPoint(x: 0, y: 40))
        }
        .fill(SwiftUI.Color.red).frame(width: 40, height: 40)
    }

    func testItMirrorsInARightToLeftLayoutOnly() {
        // The 40-point arrow is centred on the 100-point canvas: its frame starts at (30, 30).
        let rtl = DrawnView(
            arrow().flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft))
        XCTAssertEqual(rtl.rgba(68, 35), Ink.red, "the wide end at the right")
        XCTAssertEqual(rtl.alpha(32, 35), 0, "the point at the left")
        let ltr = DrawnView(arrow().flipsForRightToLeftLayoutDirection(true))
        XCTAssertEqual(ltr.rgba(32, 35), Ink.red, "unchanged left to right")
        XCTAssertEqual(ltr.alpha(68, 35), 0)
        assertSameDrawing(
            arrow().flipsForRightToLeftLayoutDirection(false).environment(\.layoutDirection, .rightToLeft),
            arrow().environment(\.layoutDirection, .rightToLeft))
    }
}
