import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `Toggle`: the label, then iOS's switch at the trailing edge — a 51 × 31 capsule, green when
/// on, with a 27-point white knob at the end it is switched to.
final class ToggleTests: XCTestCase {
    private let off = SwiftUI.Color(red: 233 / 255, green: 233 / 255, blue: 234 / 255)

    /// The switch's track (laid out, found by its colour) and knob (drawn: the white disc moved
    /// to the end the switch is at), on a 390 × 100 screen.
    private func assertSwitch<V: SwiftUI.View>(
        _ toggle: V, on: Bool, track color: SwiftUI.Color = .green, midX: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let canvas = Size(width: 390, height: 100)
        guard let track = LaidOutView(toggle, canvas: canvas).frame(filledWith: on ? color : off),
            let knob = DrawnView(toggle, canvas: canvas).bounds(of: Ink.white, tolerance: 0)
        else { return XCTFail("no switch", file: file, line: line) }
        XCTAssertEqual(
            [track.width, track.height, track.midX, track.midY], [51, 31, midX, 50], file: file, line: line)
        XCTAssertEqual(knob.width, 27, accuracy: 2, file: file, line: line)
        XCTAssertEqual(knob.midX, track.midX + (on ? 10 : -10), accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(knob.midY, track.midY, accuracy: 1, file: file, line: line)
    }

    /// In dark mode: the on track in the dark systemGreen (48, 209, 88), the off track UISwitch's
    /// dark off colour (57, 57, 61), the knob still white.
    func testSwitchesInDarkMode() {
        // Without its label, which is white in dark mode as the knob is.
        let on = SwiftUI.Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().environment(\.colorScheme, .dark)
        assertSwitch(on, on: true, track: SwiftUI.Color(red: 48 / 255, green: 209 / 255, blue: 88 / 255), midX: 195)
        let off = SwiftUI.Toggle("Wi-Fi", isOn: .constant(false)).environment(\.colorScheme, .dark)
        XCTAssertNotNil(
            LaidOutView(off, canvas: Size(width: 390, height: 100))
                .frame(filledWith: SwiftUI.Color(red: 57 / 255, green: 57 / 255, blue: 61 / 255)))
        XCTAssertNil(LaidOutView(off, canvas: Size(width: 390, height: 100)).frame(filledWith: self.off))
    }

    /// The knob's shadows stay inside the track, as iOS draws them (paulz/ViewSnapshots'
    /// ToggleView reference: every pixel around both switches is transparent): below the track,
    /// under the knob, nothing is drawn; inside it, under the knob, the track is darker.
    func testTheKnobsShadowStaysInsideTheTrack() {
        let toggle = SwiftUI.Toggle("", isOn: .constant(false)).labelsHidden()
        let drawn = DrawnView(toggle, canvas: Size(width: 100, height: 60))
        // The track spans y 14.5…45.5 and the knob, 27 pt, sits at x 40 (off) down to y 43.5.
        for y in [46, 47, 48, 50] {
            XCTAssertEqual(drawn.rgba(40, y)[3], 0, "y \(y): below the track")
        }
        XCTAssertLessThan(drawn.rgba(40, 44)[0], drawn.rgba(60, 44)[0], "the shadow darkens the track under the knob")
    }

    func testToggleIsTheLabelAndTheIOSSwitch() throws {
        let on = SwiftUI.Toggle("Wi-Fi", isOn: .constant(true))
        XCTAssertEqual(LaidOutView(on).texts, ["Wi-Fi"])
        XCTAssertEqual(LaidOutView(on).frame("Wi-Fi")?.minX, 0, "the label at the leading edge")
        assertSwitch(on, on: true, midX: 390 - 25.5)
        let off = SwiftUI.Toggle(isOn: .constant(false)) { SwiftUI.Text("Wi-Fi") }
        XCTAssertEqual(LaidOutView(off).texts, ["Wi-Fi"])
        assertSwitch(off, on: false, midX: 390 - 25.5)
    }

    /// Hidden labels leave the switch alone; a tinted switch style colours it when on.
    func testToggleStylesAndHiddenLabels() {
        let hidden = SwiftUI.Toggle("a", isOn: .constant(false)).labelsHidden()
        XCTAssertEqual(LaidOutView(hidden).texts, [])
        assertSwitch(hidden, on: false, midX: 195)
        assertSwitch(
            SwiftUI.Toggle("a", isOn: .constant(true)).toggleStyle(.switch).labelsHidden(), on: true, midX: 195)
        let red = SwiftUI.Toggle("a", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .red))
        XCTAssertEqual(LaidOutView(red).texts, ["a"])
        assertSwitch(red, on: true, track: .red, midX: 390 - 25.5)
    }

    /// A scene's own style draws the toggle from its configuration.
    func testCustomToggleStyle() {
        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some SwiftUI.View {
                SwiftUI.HStack {
                    SwiftUI.Text(configuration.isOn ? "[x]" : "[ ]")
                    configuration.label
                }
            }
        }
        let view = LaidOutView(SwiftUI.Toggle("Milk", isOn: .constant(true)).toggleStyle(Check()))
        XCTAssertEqual(view.texts, ["[x]", "Milk"])
        XCTAssertLessThan(view.frame("[x]")?.maxX ?? 0, view.frame("Milk")?.minX ?? 0)
    }

    /// The label is given the width the switch leaves: a label with a spacer of its own keeps
    /// its text on one line, and a row's text at the leading edge.
    func testLabelGetsTheWidthTheSwitchLeaves() throws {
        let toggle = SwiftUI.Toggle(isOn: .constant(true)) {
            SwiftUI.HStack {
                SwiftUI.Image(systemName: "airplane")
                SwiftUI.Text("Airplane Mode")
                SwiftUI.Spacer()
            }
        }
        let one = try XCTUnwrap(LaidOutView(SwiftUI.Text("Airplane Mode")).frame("Airplane Mode"))
        XCTAssertEqual(try XCTUnwrap(LaidOutView(toggle).frame("Airplane Mode")).height, one.height)
        assertSwitch(toggle, on: true, midX: 390 - 25.5)
    }
}
