import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.containerBackground(_:for:)`: a navigation container's background behind its bars and
/// content (iOS 18), a widget's behind the view and its content margins; none outside such a
/// container.
final class ContainerBackgroundTests: XCTestCase {
    func testANavigationContainersBackgroundFillsTheScreen() throws {
        let view = LaidOutView(
            SwiftUI.NavigationStack {
                SwiftUI.Text("Hi").navigationTitle("Title").containerBackground(.mint, for: .navigation)
            })
        XCTAssertEqual(view.frame(filledWith: .mint), Rect(x: 0, y: 0, width: 390, height: 844))
        let style = LaidOutView(
            SwiftUI.NavigationStack {
                SwiftUI.VStack { SwiftUI.Text("Hi") }.containerBackground(for: .navigation) { SwiftUI.Color.orange }
            })
        XCTAssertEqual(style.frame(filledWith: .orange), Rect(x: 0, y: 0, width: 390, height: 844))
    }

    /// A list's own background is drawn over the container's.
    func testAListsBackgroundIsOverIt() throws {
        let view = LaidOutView(
            SwiftUI.NavigationStack {
                SwiftUI.List { SwiftUI.Text("Row") }.containerBackground(.mint, for: .navigation)
            })
        var order: [String] = []
        view.root.forEach { node in
            if case .shape(let shape) = node.content, let color = shape.paint.solidColor {
                if color.isClose(to: SwiftUI.Color.mint.resolved) { order.append("mint") }
                if color.isClose(to: SwiftUI.Color(uiColor: .systemGroupedBackground).resolved) { order.append("list") }
            }
        }
        XCTAssertEqual(Array(order.prefix(2)), ["mint", "list"], "back to front")
    }

    /// A widget's background is drawn by the widget around the view (`CLIWidgetTests`): a view
    /// shown outside a widget draws none, as on iOS.
    func testOutsideAWidgetItsBackgroundIsNotDrawn() {
        let view = LaidOutView(SwiftUI.Text("Hi").containerBackground(.mint, for: .widget))
        XCTAssertNotNil(view.frame("Hi"))
        XCTAssertNil(view.frame(filledWith: .mint))
    }

    func testOutsideANavigationContainerNothingIsDrawn() {
        let view = LaidOutView(SwiftUI.Text("Hi").containerBackground(.mint, for: .navigation))
        XCTAssertNil(view.frame(filledWith: .mint))
    }
}
