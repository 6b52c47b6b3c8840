import Geometry
import XCTest

@testable import SwiftUI

/// `.compositingGroup` and `.drawingGroup`: the views drawn together first, then the effects
/// outside the group applied to the result.
final class CompositingGroupTests: XCTestCase {
    private var overlapping: some SwiftUI.View {
        SwiftUI.ZStack {
            SwiftUI.Color.red.frame(width: 40, height: 40)
            SwiftUI.Color.blue.frame(width: 20, height: 20)
        }
    }

    func testAGroupFadesAsOneView() {
        let half = [0, 61, 128, 128]
        XCTAssertTrue(
            DrawnView.close(DrawnView(overlapping.compositingGroup().opacity(0.5)).rgba(50, 50), half, 2),
            "only the blue square, at half: the red is not seen through it")
        XCTAssertTrue(
            DrawnView.close(DrawnView(overlapping.drawingGroup().opacity(0.5)).rgba(50, 50), half, 2))
        XCTAssertFalse(
            DrawnView.close(DrawnView(overlapping.opacity(0.5)).rgba(50, 50), half, 2),
            "without a group each view fades: the red is seen through")
    }
}
