import Foundation
import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `DatePicker` at rest, from its binding's date; a scene's `Date()` is the scene clock's
/// (9 January 2026, 09:41, in UTC).
final class DatePickerTests: XCTestCase {
    private let tertiaryFill = SwiftUI.Color(named: "tertiarySystemFill")

    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// Compact (the default): the label at the leading edge, the date and the time in grey
    /// rounded boxes at the trailing edge, as `displayedComponents` asks.
    func testCompactShowsTheDateAndTimeInBoxes() throws {
        let picker = SwiftUI.DatePicker("Departure", selection: .constant(SceneDate.start))
        let view = LaidOutView(picker)
        XCTAssertEqual(view.texts, ["Departure", "Jan 9, 2026", "9:41 AM"])
        XCTAssertEqual(view.frame("Departure")?.minX, 0)
        let boxes = view.frames(filledWith: tertiaryFill)
        XCTAssertEqual(boxes.count, 2)
        XCTAssertEqual(boxes.last?.maxX, 390)
        XCTAssertEqual(try XCTUnwrap(boxes.first).height, try XCTUnwrap(view.frame("9:41 AM")).height + 12)
        let time = try XCTUnwrap(view.frame("9:41 AM"))
        XCTAssertEqual(time.maxX, 390 - 11, accuracy: 0.5)
        XCTAssertEqual(
            LaidOutView(
                SwiftUI.DatePicker("d", selection: .constant(date(2024, 3, 15, 18, 5)), displayedComponents: .date)
            ).texts, ["d", "Mar 15, 2024"])
        XCTAssertEqual(
            LaidOutView(
                SwiftUI.DatePicker(
                    "t", selection: .constant(date(2024, 3, 15, 18, 5)), displayedComponents: .hourAndMinute)
            ).texts, ["t", "6:05 PM"])
        XCTAssertEqual(
            LaidOutView(
                SwiftUI.DatePicker(
                    "d", selection: .constant(SceneDate.start), in: SceneDate.start..., displayedComponents: .date
                )
                .labelsHidden()
            ).texts, ["Jan 9, 2026"])
    }

    /// Graphical: the month and year, the weekdays, the month's days; the selected day circled,
    /// in the accent colour (white on a filled circle when it is today).
    func testGraphicalShowsTheMonthWithTheSelectedDayCircled() throws {
        let today = SwiftUI.DatePicker("d", selection: .constant(SceneDate.start), displayedComponents: .date)
            .datePickerStyle(.graphical)
        let view = LaidOutView(today)
        XCTAssertEqual(
            Array(view.texts.prefix(11)),
            [
                "January 2026", "chevron.right", "chevron.left", "chevron.right", "SUN", "MON", "TUE", "WED", "THU",
                "FRI", "SAT",
            ])
        XCTAssertEqual(Array(view.texts.dropFirst(11)), (1...31).map { "\($0)" })
        let circle = try XCTUnwrap(view.frame(filledWith: .blue))
        let nine = try XCTUnwrap(view.frame("9"))
        XCTAssertEqual([circle.width, circle.height], [40, 40])
        XCTAssertEqual(circle.midX, nine.midX, accuracy: 0.5)
        XCTAssertEqual(view.color(ofText: "9"), SwiftUI.Color.white.resolved)
        // 1 January 2026 is a Thursday: the fifth column.
        let thursday = try XCTUnwrap(view.frame("THU"))
        XCTAssertEqual(try XCTUnwrap(view.frame("1")).midX, thursday.midX, accuracy: 0.5)

        let march = LaidOutView(
            SwiftUI.DatePicker("d", selection: .constant(date(2024, 3, 15)), displayedComponents: .date)
                .datePickerStyle(.graphical))
        XCTAssertEqual(march.texts.first, "March 2024")
        XCTAssertEqual(march.texts.last, "31")
        XCTAssertEqual(march.color(ofText: "15"), SwiftUI.Color.blue.resolved)
        XCTAssertNil(march.frame(filledWith: .blue), "not today: the circle is tinted, not filled")
        XCTAssertEqual(march.frame(filledWith: SwiftUI.Color.blue.opacity(0.12))?.width, 40)
        // With the time, a row below the month.
        let both = LaidOutView(
            SwiftUI.DatePicker("d", selection: .constant(SceneDate.start)).datePickerStyle(.graphical))
        XCTAssertEqual(Array(both.texts.suffix(2)), ["Time", "9:41 AM"])
    }

    /// Wheels: the day ("Today"), the hour, the minute and AM/PM, with a warning at the line.
    func testWheel() throws {
        let view = LaidOutView(
            SwiftUI.DatePicker("d", selection: .constant(SceneDate.start)).datePickerStyle(.wheel),
            canvas: Size(width: 390, height: 216))
        for shown in ["Today", "Sat Jan 10", "9", "41", "AM", "PM"] {
            XCTAssertTrue(view.texts.contains(shown), "\(shown) in \(view.texts)")
        }
        let dates = LaidOutView(
            SwiftUI.DatePicker("d", selection: .constant(SceneDate.start), displayedComponents: .date).datePickerStyle(
                .wheel),
            canvas: Size(width: 390, height: 216))
        for shown in ["January", "9", "2026"] {
            XCTAssertTrue(dates.texts.contains(shown), "\(shown) in \(dates.texts)")
        }
        let located = try locatedWarnings {
            SwiftUI.DatePicker("d", selection: .constant(SceneDate.start), line: 4, column: 9).datePickerStyle(.wheel)
        }
        XCTAssertEqual(located.map(\.location), [SourceLocation(line: 4, column: 9)])
    }

    /// In dark mode: the compact boxes in tertiarySystemFill's dark value (118, 118, 128 at
    /// 24 %), their text and the label white; the graphical style's today filled with the dark
    /// accent blue (10, 132, 255), its number white, the other days white (Apple's HIG values).
    func testDarkMode() throws {
        let picker = SwiftUI.DatePicker("Departure", selection: .constant(SceneDate.start))
        let compact = picker.environment(\.colorScheme, .dark)
        let canvas = Size(width: 390, height: 60)
        let view = LaidOutView(compact, canvas: canvas)
        let darkBox = SwiftUI.Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.24)
        let boxes = view.frames(filledWith: darkBox)
        XCTAssertEqual(boxes.count, 2)
        XCTAssertEqual(boxes, LaidOutView(picker, canvas: canvas).frames(filledWith: tertiaryFill), "the same boxes")
        for text in ["Departure", "Jan 9, 2026", "9:41 AM"] {
            XCTAssertEqual(view.color(ofText: text), SwiftUI.Color.white.resolved, text)
        }
        let drawn = DrawnView(compact, canvas: canvas)
        let box = try XCTUnwrap(boxes.last)
        XCTAssertTrue(DrawnView.close(drawn.rgba(Int(box.maxX) - 3, Int(box.midY)), Ink.of(darkBox), 1))

        let graphical = LaidOutView(
            SwiftUI.DatePicker("d", selection: .constant(SceneDate.start), displayedComponents: .date)
                .datePickerStyle(.graphical).environment(\.colorScheme, .dark))
        let circle = try XCTUnwrap(graphical.frame(filledWith: SwiftUI.Color(red: 10 / 255, green: 132 / 255, blue: 1)))
        XCTAssertEqual(circle.midX, try XCTUnwrap(graphical.frame("9")).midX, accuracy: 0.5)
        XCTAssertEqual(graphical.color(ofText: "9"), SwiftUI.Color.white.resolved)
        XCTAssertEqual(graphical.color(ofText: "10"), SwiftUI.Color.white.resolved)
        XCTAssertEqual(graphical.color(ofText: "January 2026"), SwiftUI.Color.white.resolved)
    }
}
