import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `containerRelativeFrame`: a share of the nearest scroll view's size, else of the safe area.
final class ContainerRelativeFrameTests: XCTestCase {
    func testTheSafeAreaIsTheContainerOutsideScrollViews() {
        let view = LaidOutView(
            SwiftUI.Color.red.frame(width: 10, height: 10).containerRelativeFrame(.horizontal),
            safeArea: Insets(top: 47, leading: 0, bottom: 34, trailing: 0))
        XCTAssertEqual(view.frame(filledWith: .red)?.width, 10, "the content keeps its own frame")
        let filling = LaidOutView(
            SwiftUI.Color.red.containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading),
            safeArea: Insets(top: 47, leading: 0, bottom: 34, trailing: 0))
        XCTAssertEqual(filling.frame(filledWith: .red), Rect(x: 0, y: 47, width: 390, height: 763))
    }

    func testSharesOfAHorizontalScrollView() {
        let view = LaidOutView(
            SwiftUI.ScrollView(.horizontal) {
                SwiftUI.HStack(spacing: 10) {
                    SwiftUI.Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                    SwiftUI.Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                }
            }
            .frame(height: 100))
        XCTAssertEqual(view.frame(filledWith: .red)?.width ?? 0, (390 - 10) / 2, accuracy: 1e-9)
        XCTAssertEqual(view.frame(filledWith: .blue)?.width ?? 0, (390 - 20) / 3 * 2 + 10, accuracy: 1e-9)
        XCTAssertEqual(view.frame(filledWith: .red)?.height ?? 0, 100, accuracy: 1e-9)
    }

    func testTheScrollViewsOwnWidthNotTheScreens() {
        let view = LaidOutView(
            SwiftUI.ScrollView(.horizontal) {
                SwiftUI.Color.red.containerRelativeFrame(.horizontal)
            }
            .frame(width: 200, height: 50))
        XCTAssertEqual(view.frame(filledWith: .red)?.width ?? 0, 200, accuracy: 1e-9)
    }

    func testTheClosureForm() {
        let view = LaidOutView(
            SwiftUI.Color.red.containerRelativeFrame(.horizontal) { length, axis in
                axis == .horizontal ? length * 0.25 : length
            })
        XCTAssertEqual(view.frame(filledWith: .red)?.width ?? 0, 390 * 0.25, accuracy: 1e-9)
    }
}
