import Geometry
import XCTest

@testable import SwiftUI

/// iOS 13's `.accentColor(_:)` tints the controls below as `.tint(_:)` does.
final class AccentColorTests: XCTestCase {
    func testAccentColorTintsControlsAsTintDoes() {
        let slider = SwiftUI.Slider(value: .constant(0.5)).frame(width: 90)
        assertSameDrawing(slider.accentColor(.red), slider.tint(.red))
        assertDifferentDrawing(slider.accentColor(.red), slider)
    }
}
