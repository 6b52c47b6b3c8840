import Geometry
import XCTest

@testable import SwiftUI

/// `Stepper`: its label, then iOS's 94 × 32 box of tertiarySystemFill with a minus and a plus
/// split by a separator, at the trailing edge.
final class StepperTests: XCTestCase {
    /// The box in light mode (118, 118, 128 at 12 %) and in dark mode (at 24 %), from Apple's
    /// HIG colour values; the separator in each mode's separator colour.
    func testTheBoxInLightAndDarkMode() throws {
        let stepper = SwiftUI.Stepper("Count", value: .constant(3))
        let light = LaidOutView(stepper)
        let box = try XCTUnwrap(
            light.frame(filledWith: SwiftUI.Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)))
        XCTAssertEqual([box.width, box.height], [94, 32])
        XCTAssertNotNil(
            light.frame(filledWith: SwiftUI.Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)))
        let dark = LaidOutView(stepper.environment(\.colorScheme, .dark))
        let darkBox = try XCTUnwrap(
            dark.frame(filledWith: SwiftUI.Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.24)))
        XCTAssertEqual(darkBox, box, "the same box")
        XCTAssertNotNil(
            dark.frame(filledWith: SwiftUI.Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)))
    }
}
