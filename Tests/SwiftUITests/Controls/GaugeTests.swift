import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `Gauge` in its default style (a bar filled to the value) and the accessory styles.
final class GaugeTests: XCTestCase {
    /// The default: the label above a bar of the accent colour filled to the value's fraction,
    /// the bounds' labels either side of it, the current value's label below.
    func testDefaultGaugeIsABarFilledToTheValue() throws {
        let gauge = SwiftUI.Gauge(value: 30, in: 0...120) {
            SwiftUI.Text("Speed")
        } currentValueLabel: {
            SwiftUI.Text("30")
        } minimumValueLabel: {
            SwiftUI.Text("0")
        } maximumValueLabel: {
            SwiftUI.Text("120")
        }
        let view = LaidOutView(gauge.frame(width: 300), canvas: Size(width: 300, height: 200))
        XCTAssertEqual(view.texts, ["Speed", "0", "120", "30"])
        let track = try XCTUnwrap(view.frame(filledWith: ControlDrawing.track))
        let fill = try XCTUnwrap(view.frame(filledWith: .blue))
        XCTAssertEqual(fill.minX, track.minX)
        XCTAssertEqual(fill.width, track.width / 4, accuracy: 0.01)
        XCTAssertEqual([fill.height, track.height], [4, 4])
        XCTAssertLessThan(try XCTUnwrap(view.frame("0")).maxX, track.minX)
        XCTAssertGreaterThan(try XCTUnwrap(view.frame("120")).minX, track.maxX)
        XCTAssertLessThan(try XCTUnwrap(view.frame("Speed")).maxY, track.minY)
        XCTAssertGreaterThan(try XCTUnwrap(view.frame("30")).minY, track.maxY)
        // Out of range, the bar is full; `.tint` colours it.
        let full = LaidOutView(
            SwiftUI.Gauge(value: 2.0) { SwiftUI.Text("x") }.tint(.red).frame(width: 300),
            canvas: Size(width: 300, height: 100))
        XCTAssertEqual(full.frame(filledWith: .red)?.width, full.frame(filledWith: ControlDrawing.track)?.width)
        XCTAssertEqual(try warnings { SwiftUI.Gauge(value: 0.5) { SwiftUI.Text("x") } }, [])
        // Without bounds' labels the bar spans the width.
        XCTAssertEqual(full.frame(filledWith: ControlDrawing.track)?.width, 300)
    }

    /// The accessory styles: the ring of `.accessoryCircularCapacity` is filled clockwise from
    /// the top to the value (its right half at 50 %), the current value's label in the centre;
    /// each warns at the gauge's line that it is an estimate.
    func testAccessoryStyles() throws {
        let ring = SwiftUI.Gauge(value: 0.5) {
            SwiftUI.Text("x")
        } currentValueLabel: {
            SwiftUI.Text("50")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        let view = LaidOutView(ring, canvas: Size(width: 100, height: 100))
        XCTAssertEqual(view.texts, ["50"])
        XCTAssertEqual(try XCTUnwrap(view.frame("50")).midX, 50, accuracy: 0.5)
        let drawn = DrawnView(ring, canvas: Size(width: 100, height: 100))
        let blue = try XCTUnwrap(drawn.bounds(of: Ink.blue, tolerance: 10))
        XCTAssertGreaterThanOrEqual(blue.minX, 46, "filled on the right half only (and the round cap)")
        XCTAssertEqual(blue.height, 58, accuracy: 2)
        func located<S: GaugeStyle>(_ style: S) throws -> [SourceLocation?] {
            try locatedWarnings {
                SwiftUI.Gauge(value: 0.5, label: { SwiftUI.Text("x") }, line: 3, column: 5).gaugeStyle(style)
            }.map(\.location)
        }
        let here = [SourceLocation(line: 3, column: 5)]
        XCTAssertEqual(try located(.accessoryCircular), here)
        XCTAssertEqual(try located(.accessoryCircularCapacity), here)
        XCTAssertEqual(try located(.accessoryLinear), here)
        XCTAssertEqual(try located(.accessoryLinearCapacity), here)
        XCTAssertEqual(
            try warnings { SwiftUI.Gauge(value: 0.5) { SwiftUI.Text("x") }.gaugeStyle(.linearCapacity) }, [])
    }

    /// In dark mode: the track in systemFill's dark value (120, 120, 128 at 36 %), the bar in
    /// the dark accent blue (10, 132, 255), the label white (Apple's HIG colour values).
    func testDarkMode() throws {
        let gauge = SwiftUI.Gauge(value: 0.5) { SwiftUI.Text("Speed") }.frame(width: 300)
            .environment(\.colorScheme, .dark)
        let canvas = Size(width: 300, height: 100)
        let view = LaidOutView(gauge, canvas: canvas)
        let darkFill = SwiftUI.Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.36)
        let track = try XCTUnwrap(view.frame(filledWith: darkFill))
        let bar = try XCTUnwrap(view.frame(filledWith: SwiftUI.Color(red: 10 / 255, green: 132 / 255, blue: 1)))
        XCTAssertEqual(bar.width, track.width / 2, accuracy: 0.01)
        XCTAssertEqual(view.color(ofText: "Speed"), SwiftUI.Color.white.resolved)
        let drawn = DrawnView(gauge, canvas: canvas)
        let row = Int(track.minY) + 2
        XCTAssertTrue(DrawnView.close(drawn.rgba(Int(bar.minX) + 20, row), [10, 132, 255, 255], 1))
        XCTAssertTrue(DrawnView.close(drawn.rgba(Int(track.maxX) - 20, row), Ink.of(darkFill), 1))
    }
}
