import Geometry
import XCTest

@testable import SwiftUI

/// `.opacity` and `.hidden`: how much of a view is drawn.
final class OpacityTests: XCTestCase {
    private var square: some SwiftUI.View { SwiftUI.Color.red.frame(width: 40, height: 40) }

    func testOpacityScalesTheDrawnAlpha() {
        XCTAssertEqual(DrawnView(square).alpha(50, 50), 255)
        XCTAssertEqual(DrawnView(square.opacity(0.3)).alpha(50, 50), 77, accuracy: 1)
        XCTAssertEqual(DrawnView(square.opacity(0.5).opacity(0.5)).alpha(50, 50), 64, accuracy: 1)
    }

    /// A hidden view keeps its place in the layout and draws nothing.
    func testHiddenIsLaidOutButNotDrawn() {
        XCTAssertTrue(DrawnView(square.hidden()).isBlank)
        let view = LaidOutView(
            SwiftUI.HStack(spacing: 0) {
                square.hidden()
                SwiftUI.Color.blue.frame(width: 10, height: 10)
            })
        XCTAssertEqual(view.frame(filledWith: .blue)?.minX, 195 - 25 + 40)
    }
}
