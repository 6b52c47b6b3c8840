import Foundation
import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `Text(date, style:)`, `Text(timerInterval:)`, `Text(_:format:)` and `Text(_:formatter:)`: on
/// the scene clock (a scene starts on 9 January 2026 at 09:41), in United States English.
final class TextDateAndFormatTests: XCTestCase {
    /// A view whose text is made while the scene runs, so that `SceneDate.now` is the scene's.
    private struct Made: SwiftUI.View {
        let make: () -> SwiftUI.Text
        var body: some SwiftUI.View { make() }
    }

    private func shown(_ make: @escaping () -> SwiftUI.Text) -> String {
        // iOS 17 and ICU put a narrow no-break space before AM and PM.
        // At scene time 0, as a frame draws it (a counting text is a timeline of its own).
        let texts = (try? AnimatedView(Made(make: make)).layout(at: 0).texts) ?? []
        return (texts.first ?? "").replacingOccurrences(of: "\u{202F}", with: " ")
    }

    func testDateStylesOnTheSceneClock() {
        XCTAssertEqual(shown { SwiftUI.Text(SceneDate.now, style: .date) }, "January 9, 2026")
        XCTAssertEqual(shown { SwiftUI.Text(SceneDate.now, style: .time) }, "9:41 AM")
        XCTAssertEqual(
            shown { SwiftUI.Text(SceneDate.now.addingTimeInterval(674), style: .relative) }, "11 min, 14 sec")
        XCTAssertEqual(shown { SwiftUI.Text(SceneDate.now.addingTimeInterval(674), style: .offset) }, "-11 minutes")
        XCTAssertEqual(shown { SwiftUI.Text(SceneDate.now.addingTimeInterval(-7200), style: .offset) }, "+2 hours")
        XCTAssertEqual(shown { SwiftUI.Text(SceneDate.now.addingTimeInterval(900), style: .timer) }, "15:00")
        XCTAssertEqual(shown { SwiftUI.Text(SceneDate.now.addingTimeInterval(-3932), style: .timer) }, "1:05:32")
        XCTAssertEqual(
            shown {
                SwiftUI.Text(timerInterval: SceneDate.now...SceneDate.now.addingTimeInterval(300), countsDown: true)
            }, "5:00")
        XCTAssertEqual(shown { SwiftUI.Text("Today is \(SceneDate.now, style: .date)") }, "Today is January 9, 2026")
    }

    /// The relative, offset and timer styles count on every second of the scene clock, as iOS
    /// updates them, also inside a longer text.
    func testCountingStylesCountOnWithTheSceneClock() throws {
        let timer = try AnimatedView(
            Made { SwiftUI.Text(SceneDate.now.addingTimeInterval(900), style: .timer) + SwiftUI.Text(" left") })
        XCTAssertEqual(timer.layout(at: 0).texts, ["15:00 left"])
        XCTAssertEqual(timer.layout(at: 0.9).texts, ["15:00 left"], "the update at 0 s until the next at 1 s")
        XCTAssertEqual(timer.layout(at: 1.5).texts, ["14:59 left"])
        XCTAssertEqual(timer.layout(at: 4.2).texts, ["14:56 left"])
        XCTAssertEqual(
            timer.layout(at: 1.5).frame("14:59 left")?.height, timer.layout(at: 0).frame("15:00 left")?.height,
            "one line at every update, however wide")
        let relative = try AnimatedView(
            Made { SwiftUI.Text("Saved \(SceneDate.now.addingTimeInterval(-10), style: .relative) ago") })
        XCTAssertEqual(relative.layout(at: 2.5).texts, ["Saved 12 sec ago"])
        let countdown = try AnimatedView(
            Made {
                SwiftUI.Text(timerInterval: SceneDate.now...SceneDate.now.addingTimeInterval(300), countsDown: true)
            })
        XCTAssertEqual(countdown.layout(at: 3).texts, ["4:57"])
        let paused = try AnimatedView(
            Made {
                SwiftUI.Text(
                    timerInterval: SceneDate.now...SceneDate.now.addingTimeInterval(300),
                    pauseTime: SceneDate.now.addingTimeInterval(60))
            })
        XCTAssertEqual(paused.layout(at: 3).texts, ["4:00"], "stopped at its pause time")
        XCTAssertEqual(try warnings { Made { SwiftUI.Text(SceneDate.now, style: .timer) } }, [])
    }

    func testFormatStyles() {
        XCTAssertEqual(shown { SwiftUI.Text(1234.5, format: .number) }, "1,234.5")
        XCTAssertEqual(shown { SwiftUI.Text(9.99, format: .currency(code: "USD")) }, "$9.99")
        XCTAssertEqual(shown { SwiftUI.Text(0.25, format: .percent) }, "25%")
        XCTAssertEqual(shown { SwiftUI.Text(["Ann", "Bo", "Cy"], format: .list(type: .and)) }, "Ann, Bo, and Cy")
        XCTAssertEqual(
            shown { SwiftUI.Text(SceneDate.now, format: .dateTime.year().month(.wide).day()) }, "January 9, 2026")
        XCTAssertEqual(shown { SwiftUI.Text("Total: \(42.0, format: .currency(code: "EUR"))") }, "Total: €42.00")
    }

    func testFormatters() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        XCTAssertEqual(shown { SwiftUI.Text(SceneDate.now, formatter: formatter) }, "2026-01-09 09:41")
        let number = NumberFormatter()
        number.numberStyle = .decimal
        number.locale = Locale(identifier: "en_US")
        XCTAssertEqual(shown { SwiftUI.Text(NSNumber(value: 1_000_000), formatter: number) }, "1,000,000")
    }
}
