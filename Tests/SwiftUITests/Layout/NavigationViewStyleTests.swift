import Geometry
import XCTest

@testable import SwiftUI

/// iOS 13's `.navigationViewStyle(_:)`: every style is a stack on an iPhone in portrait.
final class NavigationViewStyleTests: XCTestCase {
    func testEveryNavigationViewStyleDrawsAStackOnAnIPhone() {
        let navigation = SwiftUI.NavigationView { SwiftUI.Text("Settings").navigationTitle("Title") }
        let canvas = Size(width: 200, height: 200)
        assertSameDrawing(
            navigation.navigationViewStyle(SwiftUI.StackNavigationViewStyle()), navigation, canvas: canvas)
        assertSameDrawing(navigation.navigationViewStyle(.columns), navigation, canvas: canvas)
        assertSameDrawing(navigation.navigationViewStyle(.automatic), navigation, canvas: canvas)
    }

    /// A master–detail `NavigationView` (a list, then the detail's placeholder) collapses on an
    /// iPhone to its first view, in every style, as one `NavigationStack` shows its root.
    func testAnIPhoneShowsTheFirstOfSeveralViews() {
        let canvas = Size(width: 200, height: 200)
        let first = SwiftUI.VStack {
            SwiftUI.Text("Inbox")
            SwiftUI.Text("Sent")
        }
        let split = SwiftUI.NavigationView {
            first
            SwiftUI.Text("Select a mailbox")
        }
        let stack = SwiftUI.NavigationStack { first }
        assertSameDrawing(split, stack, canvas: canvas)
        assertSameDrawing(split.navigationViewStyle(.columns), stack, canvas: canvas)
        assertSameDrawing(split.navigationViewStyle(.stack), stack, canvas: canvas)
    }
}
