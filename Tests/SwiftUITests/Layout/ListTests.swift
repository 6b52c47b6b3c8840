import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `List` and `Section`: rows and sections drawn at rest as iOS 17 draws them on a 390-pt
/// iPhone, in the default inset grouped style — sections 16 pt from the screen's edges, row
/// content 20 pt inside them, rows at least 44 pt high (11 pt above and below their content), a
/// 35-pt gap above each section and below the last, headers upper-cased in footnote 7 pt above
/// their section, footers 7 pt below (`ListMetrics`).
final class ListTests: XCTestCase {
    private struct Fruit: Identifiable {
        let id: Int
        let name: String
    }

    private let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]

    func testInsetGroupedRowsAreInsetAndAtLeast44PointsHigh() throws {
        let view = LaidOutView(
            SwiftUI.List {
                SwiftUI.Text("A")
                SwiftUI.Text("B")
            })
        let a = try XCTUnwrap(view.frame("A"))
        let b = try XCTUnwrap(view.frame("B"))
        XCTAssertEqual(a.minX, 20 + 20, "the section's margin and the row's inset")
        XCTAssertEqual(a.midY, 35 + 22, accuracy: 0.01, "35 pt above the section, the text centred in 44")
        XCTAssertEqual(b.midY - a.midY, 44, accuracy: 0.01, "one 44-pt row below the other")
    }

    /// A row taller than 44 pt is its content and 11 pt above and below.
    func testATallRowIsItsContentAndItsInsets() throws {
        let view = LaidOutView(
            SwiftUI.List {
                SwiftUI.Color.red.frame(width: 60, height: 60)
                SwiftUI.Text("B")
            })
        let square = try XCTUnwrap(view.frame(filledWith: .red))
        XCTAssertEqual(square.minY, 35 + 11, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(view.frame("B")).midY, 35 + 82 + 22, accuracy: 0.01)
    }

    /// Every initializer people use lists the same rows.
    func testInitializerForms() {
        let names = ["Apple", "Pear"]
        XCTAssertEqual(LaidOutView(SwiftUI.List(fruits) { SwiftUI.Text($0.name) }).texts, names)
        XCTAssertEqual(LaidOutView(SwiftUI.List(fruits, id: \.name) { SwiftUI.Text($0.name) }).texts, names)
        XCTAssertEqual(LaidOutView(SwiftUI.List(0..<2) { SwiftUI.Text(names[$0]) }).texts, names)
        XCTAssertEqual(
            LaidOutView(SwiftUI.List { SwiftUI.ForEach(fruits) { SwiftUI.Text($0.name) } }).texts, names)
        XCTAssertEqual(
            LaidOutView(
                SwiftUI.List(selection: .constant(Optional(1))) { SwiftUI.ForEach(fruits) { SwiftUI.Text($0.name) } }
            ).texts, names)
        XCTAssertEqual(
            LaidOutView(SwiftUI.List(fruits, selection: .constant(Set([2]))) { SwiftUI.Text($0.name) }).texts, names)
        XCTAssertEqual(
            LaidOutView(SwiftUI.List(.constant(fruits)) { $fruit in SwiftUI.Text(fruit.name) }).texts, names)
    }

    /// Each `Section` is a group of its own: a header above it, a footer below, 35 pt between.
    func testSectionsHeadersAndFooters() throws {
        let view = LaidOutView(
            SwiftUI.List {
                SwiftUI.Section("Fruit") {
                    SwiftUI.Text("A")
                }
                SwiftUI.Section {
                    SwiftUI.Text("B")
                } header: {
                    SwiftUI.Text("Veg")
                } footer: {
                    SwiftUI.Text("Fresh")
                }
                SwiftUI.Section(header: SwiftUI.Text("Nuts"), footer: SwiftUI.Text("Dry")) {
                    SwiftUI.Text("C")
                }
            })
        XCTAssertEqual(view.texts, ["Fruit", "A", "Veg", "B", "Fresh", "Nuts", "C", "Dry"])
        let header = try XCTUnwrap(view.frame("Fruit"))
        let a = try XCTUnwrap(view.frame("A"))
        XCTAssertEqual(header.minX, 40, "aligned with the rows' content")
        XCTAssertEqual(header.minY, 53.0 / 3, accuracy: 0.01, "half the section spacing above a header, to a 3x pixel")
        XCTAssertEqual(a.midY - header.maxY, 6 + 22, accuracy: 0.01, "6 pt between the header and its rows")
        let b = try XCTUnwrap(view.frame("B"))
        let veg = try XCTUnwrap(view.frame("Veg"))
        XCTAssertEqual(veg.minY - (a.midY + 22), 35, accuracy: 0.01, "the whole section spacing above a later header")
        let footer = try XCTUnwrap(view.frame("Fresh"))
        XCTAssertEqual(footer.minY - (b.midY + 22), 7, accuracy: 0.01)
        XCTAssertEqual(footer.minX, 40)
        // Footnote: smaller than a row's body text.
        XCTAssertLessThan(footer.height, b.height)
    }

    /// The grouped styles draw a header in footnote in the secondary colour (grey); a prominent
    /// header in headline, in the label colour (black).
    func testHeaderTextAndProminence() throws {
        func list(prominence: Prominence) -> some SwiftUI.View {
            SwiftUI.List { SwiftUI.Section("Fruit") { SwiftUI.Color.clear }.headerProminence(prominence) }
        }
        let canvas = Size(width: 390, height: 120)
        XCTAssertEqual(DrawnView(list(prominence: .standard), canvas: canvas).count(of: Ink.black, tolerance: 40), 0)
        XCTAssertGreaterThan(
            DrawnView(list(prominence: .increased), canvas: canvas).count(of: Ink.black, tolerance: 40), 20)
        let standard = try XCTUnwrap(LaidOutView(list(prominence: .standard)).frame("Fruit"))
        let increased = try XCTUnwrap(LaidOutView(list(prominence: .increased)).frame("Fruit"))
        XCTAssertGreaterThan(increased.height, standard.height, "headline is larger than footnote")
    }

    /// A picker in a list is drawn as a form's row: its label at the rows' leading inset.
    func testAPickerInAListIsAFormRow() throws {
        let view = LaidOutView(
            SwiftUI.List {
                SwiftUI.Picker("Flavor", selection: .constant("Vanilla")) {
                    SwiftUI.Text("Vanilla").tag("Vanilla")
                }
            })
        XCTAssertEqual(try XCTUnwrap(view.frame("Flavor")).minX, 40)
        XCTAssertGreaterThan(try XCTUnwrap(view.frame("Vanilla")).minX, 195, "the value at the trailing edge")
    }
}
