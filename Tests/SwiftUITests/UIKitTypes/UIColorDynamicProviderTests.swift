import Geometry
import XCTest

@testable import SwiftUI

/// `UIColor { traits in … }` follows the colour scheme where it is drawn.
final class UIColorDynamicProviderTests: XCTestCase {
    func testADynamicColourFollowsTheColourScheme() {
        let dynamic = SwiftUI.Color(SwiftUI.UIColor { $0.userInterfaceStyle == .dark ? .red : .blue })
        assertSameDrawing(dynamic, SwiftUI.Color(SwiftUI.UIColor.blue))
        assertSameDrawing(
            dynamic.environment(\.colorScheme, .dark), SwiftUI.Color(SwiftUI.UIColor.red))
        let fixed = SwiftUI.UIColor { _ in .green }.resolvedColor(
            with: SwiftUI.UITraitCollection(userInterfaceStyle: .dark))
        assertSameDrawing(SwiftUI.Color(fixed), SwiftUI.Color(SwiftUI.UIColor.green))
    }
}
