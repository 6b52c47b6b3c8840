import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `Picker` at rest, in each style: the current choice as iOS 17 draws it.
final class PickerTests: XCTestCase {
    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, chocolate, strawberry
        var id: Self { self }
    }

    private let blue = SwiftUI.Color.blue.resolved
    private let secondary = SwiftUI.Color.secondary.resolved

    /// The default (menu) picker shows only the selected option, in the accent colour, with the
    /// up-down chevron after it; the label is not drawn outside a form.
    func testMenuPickerShowsTheSelectionInTheAccentColourWithTheChevron() throws {
        let picker = SwiftUI.Picker("Flavor", selection: .constant(Flavor.chocolate)) {
            SwiftUI.ForEach(Flavor.allCases) { SwiftUI.Text($0.rawValue) }
        }
        let view = LaidOutView(picker, canvas: Size(width: 390, height: 100))
        XCTAssertEqual(view.texts, ["chocolate", "chevron.up.chevron.down"])
        XCTAssertEqual(view.color(ofText: "chocolate"), blue)
        XCTAssertEqual(view.color(ofText: "chevron.up.chevron.down"), blue)
        let text = try XCTUnwrap(view.frame("chocolate"))
        let chevron = try XCTUnwrap(view.frame("chevron.up.chevron.down"))
        XCTAssertEqual(chevron.minX, text.maxX + 4, accuracy: 0.01, "the chevron 4 pt after the text")
        XCTAssertLessThan(chevron.height, text.height)
        XCTAssertEqual(chevron.midY, text.midY, accuracy: 0.5)
        XCTAssertEqual(
            try warnings {
                SwiftUI.Picker("Flavor", selection: .constant(Flavor.chocolate)) {
                    SwiftUI.ForEach(Flavor.allCases) { SwiftUI.Text($0.rawValue) }
                }
            }, [])
    }

    /// Options are chosen by their tags, by their ForEach ids without tags, and an optional
    /// selection by the value it holds; nil or an unknown value shows no option.
    func testTheSelectionIsFoundByTagForEachIDAndOptionalValue() {
        func shown<V: SwiftUI.View>(_ picker: V) -> [String] {
            LaidOutView(picker).texts.filter { $0 != "chevron.up.chevron.down" }
        }
        XCTAssertEqual(
            shown(
                SwiftUI.Picker("n", selection: .constant(2)) {
                    SwiftUI.Text("one").tag(1)
                    SwiftUI.Text("two").tag(2)
                }), ["two"])
        XCTAssertEqual(
            shown(
                SwiftUI.Picker("n", selection: .constant(3)) { SwiftUI.ForEach(0..<5) { SwiftUI.Text("row \($0)") } }),
            ["row 3"])
        XCTAssertEqual(
            shown(
                SwiftUI.Picker("f", selection: .constant(Flavor.strawberry)) {
                    SwiftUI.ForEach(Flavor.allCases, id: \.self) { SwiftUI.Text($0.rawValue) }
                }), ["strawberry"])
        XCTAssertEqual(
            shown(
                SwiftUI.Picker("f", selection: .constant(Optional(Flavor.vanilla))) {
                    SwiftUI.ForEach(Flavor.allCases) { SwiftUI.Text($0.rawValue).tag(Optional($0)) }
                }), ["vanilla"])
        XCTAssertEqual(
            shown(
                SwiftUI.Picker("f", selection: .constant(Optional(Flavor.vanilla))) {
                    SwiftUI.ForEach(Flavor.allCases) { SwiftUI.Text($0.rawValue).tag($0) }
                }), ["vanilla"])
        XCTAssertEqual(
            shown(
                SwiftUI.Picker("f", selection: .constant(Flavor?.none)) {
                    SwiftUI.Text("none").tag(Flavor?.none)
                    SwiftUI.ForEach(Flavor.allCases) { SwiftUI.Text($0.rawValue).tag(Optional($0)) }
                }), ["none"])
        XCTAssertEqual(
            shown(
                SwiftUI.Picker(selection: .constant(1)) {
                    SwiftUI.Text("a").tag(1)
                } label: {
                    SwiftUI.Text("Label")
                } currentValueLabel: {
                    SwiftUI.Text("Custom")
                }), ["Custom"])
        XCTAssertEqual(
            shown(SwiftUI.Picker(selection: .constant(1), label: SwiftUI.Text("Old")) { SwiftUI.Text("a").tag(1) }),
            ["a"], "iOS 13's form")
        XCTAssertEqual(
            shown(
                SwiftUI.Picker("Sort", systemImage: "arrow.up.arrow.down", selection: .constant(1)) {
                    SwiftUI.Text("Name").tag(1)
                }), ["Name"])
    }

    /// In a form row the label is at the leading edge and the value, in the secondary colour, at
    /// the trailing edge; `.labelsHidden()` leaves the value.
    func testMenuPickerInAFormRow() throws {
        let row = SwiftUI.Picker("Flavor", selection: .constant(Flavor.vanilla)) {
            SwiftUI.ForEach(Flavor.allCases) { SwiftUI.Text($0.rawValue) }
        }
        .environment(\.isFormRow, true)
        let view = LaidOutView(row)
        XCTAssertEqual(view.texts, ["Flavor", "vanilla", "chevron.up.chevron.down"])
        XCTAssertEqual(view.frame("Flavor")?.minX, 0)
        XCTAssertGreaterThan(try XCTUnwrap(view.frame("vanilla")?.maxX), 360, "the value at the trailing edge")
        XCTAssertEqual(view.color(ofText: "vanilla"), secondary)
        XCTAssertEqual(LaidOutView(row.labelsHidden()).texts, ["vanilla", "chevron.up.chevron.down"])
    }

    /// The segmented control: 32 pt high across the width offered, its track of
    /// tertiarySystemFill, the selected third raised in white 2 pt inside it (systemGray2's dark
    /// value in dark mode), each title centred in its third.
    func testSegmentedControl() throws {
        let picker = SwiftUI.Picker("Size", selection: .constant(1)) {
            SwiftUI.Text("S").tag(0)
            SwiftUI.Text("M").tag(1)
            SwiftUI.Text("L").tag(2)
        }
        .pickerStyle(.segmented)
        let canvas = Size(width: 300, height: 100)
        let view = LaidOutView(picker, canvas: canvas)
        XCTAssertEqual(view.texts, ["S", "M", "L"])
        XCTAssertEqual(LaidOutView(picker.environment(\.isFormRow, true)).texts, ["S", "M", "L"], "no label in a form")
        let track = try XCTUnwrap(view.frame(filledWith: SwiftUI.Color(named: "tertiarySystemFill")))
        XCTAssertEqual([track.minX, track.width, track.height, track.midY], [0, 300, 32, 50])
        let selected = try XCTUnwrap(view.frame(filledWith: .white))
        XCTAssertEqual([selected.minX, selected.width, selected.height], [102, 96, 28])
        for (title, third) in [("S", 0.0), ("M", 1.0), ("L", 2.0)] {
            XCTAssertEqual(try XCTUnwrap(view.frame(title)).midX, 50 + 100 * third, accuracy: 0.5, title)
        }
        let dark = LaidOutView(picker.environment(\.colorScheme, .dark), canvas: canvas)
        XCTAssertEqual(
            dark.frame(filledWith: SwiftUI.Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255))?.width, 96)
        XCTAssertNil(dark.frame(filledWith: .white))
        // A palette outside a menu is drawn as the segmented control.
        assertSameDrawing(
            picker, picker.pickerStyle(.palette), canvas: canvas)
    }

    /// The wheel: 216 pt high, the selection centred in a 32-pt band, its neighbours above and
    /// below, fainter; the scene is warned at the picker's line that the wheel is drawn flat.
    func testWheelPicker() throws {
        let picker = SwiftUI.Picker("n", selection: .constant(5)) {
            SwiftUI.ForEach(0..<10) { SwiftUI.Text("row \($0)") }
        }
        .pickerStyle(.wheel)
        let view = LaidOutView(picker, canvas: Size(width: 390, height: 216))
        let band = try XCTUnwrap(view.frame(filledWith: SwiftUI.Color(named: "tertiarySystemFill")))
        XCTAssertEqual([band.minX, band.width, band.height, band.midY], [8, 374, 32, 108])
        XCTAssertEqual(try XCTUnwrap(view.frame("row 5")).midY, 108, accuracy: 0.5)
        XCTAssertEqual(view.texts, (1...9).map { "row \($0)" }, "rows past the wheel's edge are not drawn")
        // Drawn: the selection in black inside the band, the other rows fainter above and below.
        let drawn = DrawnView(picker, canvas: Size(width: 390, height: 216))
        let black = try XCTUnwrap(drawn.bounds(of: Ink.black, tolerance: 40))
        XCTAssertGreaterThan(black.minY, band.minY)
        XCTAssertLessThan(black.maxY, band.maxY)
        let ink = try XCTUnwrap(drawn.inkBounds(threshold: 10))
        XCTAssertLessThan(ink.minY, 30)
        XCTAssertGreaterThan(ink.maxY, 186)
        let located = try locatedWarnings {
            SwiftUI.Picker("n", selection: .constant(5), content: { SwiftUI.Text("a").tag(5) }, line: 7, column: 3)
                .pickerStyle(.wheel)
        }
        XCTAssertEqual(located.map(\.location), [SourceLocation(line: 7, column: 3)])
        XCTAssertEqual(
            located.first?.message,
            "a wheel 'Picker' is drawn flat by Zoetrope: its rows are squeezed and faded as iOS's 3-D wheel shows them")
    }

    /// Inline in a form: a row per option, a checkmark at the selected one; outside a form iOS
    /// draws the wheel.
    func testInlinePicker() throws {
        let picker = SwiftUI.Picker("Flavor", selection: .constant(Flavor.chocolate)) {
            SwiftUI.ForEach(Flavor.allCases) { SwiftUI.Text($0.rawValue) }
        }
        .pickerStyle(.inline)
        let rows = LaidOutView(picker.environment(\.isFormRow, true))
        XCTAssertEqual(rows.texts, ["Flavor", "vanilla", "chocolate", "checkmark", "strawberry"])
        let vanilla = try XCTUnwrap(rows.frame("vanilla"))
        let chocolate = try XCTUnwrap(rows.frame("chocolate"))
        XCTAssertEqual(chocolate.midY - vanilla.midY, 44, accuracy: 0.5, "44-pt rows")
        let check = try XCTUnwrap(rows.frame("checkmark"))
        XCTAssertEqual(rows.color(ofText: "checkmark"), SwiftUI.Color.blue.resolved)
        XCTAssertEqual(check.midY, chocolate.midY, accuracy: 2, "the checkmark on the selected row")
        XCTAssertGreaterThan(check.minX, 350)
        assertSameDrawing(
            picker, picker.pickerStyle(.wheel), canvas: Size(width: 390, height: 300), "inline outside a form")
    }

    /// A navigation link row: the label, the value in the secondary colour and a chevron.
    func testNavigationLinkPicker() throws {
        let picker = SwiftUI.Picker("Flavor", selection: .constant(Flavor.chocolate)) {
            SwiftUI.ForEach(Flavor.allCases) { SwiftUI.Text($0.rawValue) }
        }
        .pickerStyle(.navigationLink)
        let view = LaidOutView(picker)
        XCTAssertEqual(view.texts, ["Flavor", "chocolate", "chevron.right"])
        XCTAssertEqual(view.frame("Flavor")?.minX, 0)
        XCTAssertEqual(view.color(ofText: "chocolate"), secondary)
        let chevron = try XCTUnwrap(view.frame("chevron.right"))
        XCTAssertEqual(chevron.maxX, 390, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(view.frame("chocolate")).maxX, chevron.minX - 6, accuracy: 0.01)
    }
}
