import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.layoutPriority`: a stack offers its space to the views of higher priority first.
final class LayoutPriorityTests: XCTestCase {
    func testTheViewOfHigherPriorityTakesTheWidthItWants() {
        func widths(priority: Double) -> (Double, Double) {
            let view = LaidOutView(
                SwiftUI.HStack(spacing: 0) {
                    SwiftUI.Text("first words here").layoutPriority(priority)
                    SwiftUI.Text("second words here")
                }
                .frame(width: 150))
            return (view.frame("first words here")?.width ?? 0, view.frame("second words here")?.width ?? 0)
        }
        let even = widths(priority: 0)
        let first = widths(priority: 1)
        let ideal = LaidOutView(SwiftUI.Text("first words here")).frame("first words here")?.width ?? 0
        XCTAssertLessThan(even.0, ideal, "the same priority: the first text shares the width")
        XCTAssertEqual(first.0, ideal, "of higher priority: all the width it wants")
        XCTAssertLessThanOrEqual(first.1, 150 - ideal, "the other, what is left")
    }
}
