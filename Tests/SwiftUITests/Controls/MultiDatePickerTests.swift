import Geometry
import Raster
import XCTest

@testable import SwiftUI

/// `MultiDatePicker` at rest: the month of the scene's date (January 2026) as the graphical
/// date picker draws it, each selected day filled with the accent colour, its number white.
final class MultiDatePickerTests: XCTestCase {
    func testSelectedDaysAreFilledWithTheAccentColour() throws {
        let selection: Set<DateComponents> = [DateComponents(day: 12), DateComponents(year: 2026, month: 1, day: 20)]
        let picker = SwiftUI.MultiDatePicker("Dates", selection: .constant(selection))
        let canvas = Size(width: 390, height: 400)
        let laidOut = LaidOutView(picker, canvas: canvas)
        let drawn = DrawnView(picker, canvas: canvas)
        XCTAssertNotNil(laidOut.frame("January 2026"), "the scene's month")
        let blue = [0, 122, 255, 255]
        for day in ["12", "20"] {
            let frame = try XCTUnwrap(laidOut.frame(day))
            // Left of the number, inside the 40-pt circle around it.
            XCTAssertTrue(
                DrawnView.close(drawn.rgba(Int(frame.midX) - 14, Int(frame.midY)), blue, 2), "\(day) is selected")
            XCTAssertEqual(laidOut.color(ofText: day), RGBAColor.white, "\(day)'s number is white")
        }
        let other = try XCTUnwrap(laidOut.frame("13"))
        XCTAssertEqual(drawn.rgba(Int(other.midX) - 14, Int(other.midY)), [0, 0, 0, 0], "13 is not")
    }
}
