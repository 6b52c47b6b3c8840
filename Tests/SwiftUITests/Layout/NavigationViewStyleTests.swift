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
}
