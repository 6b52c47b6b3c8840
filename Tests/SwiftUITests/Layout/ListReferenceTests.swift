import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// Lists, forms and the navigation bar above them laid out as iOS 17 lays them out, checked
/// against figures measured (in points, on the pixels) from PNGs iOS rendered for SwiftUI views:
/// swift-snapshot-testing references of the public repository Shepherd-Dog/SpeakList, recorded
/// on an iPhone 15 Pro simulator with iOS 17.0.1 at 3x (its snapshot helper requires both).
/// Only the numbers are kept here; the scenes below are this project's own, built like the
/// measured views (the same kinds of rows, sections and bar items), so that the same figures
/// apply. Text is compared by its ink (the glyphs' bounds): a capital's top and baseline, the
/// leading edge of a letter with a straight stem.
final class ListReferenceTests: XCTestCase {
    /// One measured figure and where it comes from.
    struct Reference {
        let what: String
        let points: Double
    }

    /// `App/SnapshotTests/__Snapshots__/PlanFeatureSnapshotTests/testListSnapshot.Plan-Feature-
    /// Color-Scheme-light.png` (blob fa1eee62, the same at commits 28ed6886 and dee2ad73):
    /// 960 × 1704 px, a 320 × 568-pt view with no safe area. A `NavigationStack` around a `List`
    /// (the default, inset grouped style) of three sections with string headers, whose rows are
    /// `HStack { VStack(alignment: .leading, spacing: 8) { headline; subheadline }; Spacer();
    /// Button }`, titled large, with one toolbar `Button` at the default placement.
    enum Plan {
        static let largeTitleBaseline = Reference(what: "the large title's baseline", points: 80.0)
        static let largeTitleInk = Reference(what: "the large title's P stem, from the left", points: 18.0)
        static let barButtonTop = Reference(what: "the bar button's cap top", points: 15.67)
        static let barButtonTrailingInk = Reference(what: "the bar button's last glyph (d), right", points: 302.67)
        static let headerCapTop = Reference(what: "the first header's cap top", points: 116.0)
        static let headerBaseline = Reference(what: "the first header's baseline", points: 125.67)
        static let headerInk = Reference(what: "a header's first capital stem, from the left", points: 33.0)
        static let sectionTop = Reference(what: "the first section's top edge", points: 134.83)
        static let sectionMargin = Reference(what: "a section's distance from the screen's edges", points: 16)
        static let rowHeight = Reference(what: "a headline + 8 + subheadline row", points: 68.0)
        static let rowInk = Reference(what: "a row's first capital stem, from the left", points: 33.33)
        static let nextHeaderBaseline = Reference(
            what: "a section's bottom to the next header's baseline", points: 47.5)
        static let headerToSection = Reference(what: "a header's baseline to its section's top", points: 9.17)
        static let separatorLeading = Reference(what: "a separator's leading end", points: 32)
    }

    /// `App/SnapshotTests/__Snapshots__/FlowSnapshotTests/testHappyPath.Light-Mode-Happy-Path-02-
    /// Tap-on-Add-Item.png` (blob 905f8ec6, the same at commits 26bc8257 and dee2ad73): 1179 ×
    /// 2556 px, the 393-pt screen, a `Form` of two sections in a sheet; the first section a
    /// `TextField` row and a `Stepper` row.
    enum AddItem {
        static let sectionMargin = Reference(what: "a section's distance from the screen's edges", points: 20)
        static let rowInk = Reference(what: "a row's first capital stem (N, Q), from the left", points: 41.0)
        static let textFieldRow = Reference(what: "a text field's row, its separator in it", points: 44.0)
        static let stepperRow = Reference(what: "a row of a text label and a stepper", points: 44.0)
        static let stepperTop = Reference(what: "the stepper's box below its row's top", points: 6.0)
    }

    private let plan = Size(width: 320, height: 568)

    private func planLike() -> some SwiftUI.View {
        SwiftUI.NavigationStack {
            SwiftUI.List {
                SwiftUI.Section("Bakery") { PlanRow(name: "Pretzels") }
                SwiftUI.Section("Market") {
                    PlanRow(name: "Plums"); PlanRow(name: "Peppers")
                }
            }
            .navigationTitle("Plans")
            .toolbar { SwiftUI.ToolbarItem { SwiftUI.Button("Add") {} } }
        }
    }

    private struct PlanRow: SwiftUI.View {
        let name: String
        var body: some SwiftUI.View {
            SwiftUI.HStack {
                SwiftUI.VStack(alignment: .leading, spacing: 8) {
                    SwiftUI.Text(name).font(.headline)
                    SwiftUI.Text("Count: 2").font(.subheadline)
                }
                SwiftUI.Spacer()
                SwiftUI.Button("Edit") {}
            }
        }
    }

    private func assertClose(
        _ value: Double?, _ reference: Reference, accuracy: Double = 1, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        guard let value else { return XCTFail("nothing measured for \(reference.what)", file: file, line: line) }
        XCTAssertEqual(value, reference.points, accuracy: accuracy, reference.what, file: file, line: line)
    }

    /// The row backgrounds (white) of the inset grouped list, top to bottom: one per row.
    private func rows(_ view: LaidOutView) -> [Rect] {
        view.frames(filledWith: SwiftUI.Color(red: 1, green: 1, blue: 1)).filter { $0.height > 30 }
            .sorted { $0.minY < $1.minY }
    }

    func testTheNavigationBarAsIOSDrawsIt() {
        let view = LaidOutView(planLike(), canvas: plan)
        assertClose(view.ink(ofText: "Plans")?.maxY, Plan.largeTitleBaseline)
        assertClose(view.ink(ofText: "Plans")?.minX, Plan.largeTitleInk)
        assertClose(view.ink(ofText: "Add")?.minY, Plan.barButtonTop)
        assertClose(view.ink(ofText: "Add")?.maxX, Plan.barButtonTrailingInk)
    }

    func testInsetGroupedSectionsAndRowsAsIOSDrawsThem() throws {
        let view = LaidOutView(planLike(), canvas: plan)
        assertClose(view.ink(ofText: "Bakery")?.minY, Plan.headerCapTop)
        assertClose(view.ink(ofText: "Bakery")?.maxY, Plan.headerBaseline)
        assertClose(view.ink(ofText: "Bakery")?.minX, Plan.headerInk)
        assertClose(view.ink(ofText: "Market")?.minX, Plan.headerInk)
        let rows = rows(view)
        XCTAssertEqual(rows.count, 3)
        guard rows.count == 3 else { return }
        assertClose(rows[0].minY, Plan.sectionTop)
        for row in rows {
            assertClose(row.minX, Plan.sectionMargin)
            assertClose(plan.width - row.maxX, Plan.sectionMargin)
        }
        // A row's background reaches a pixel into the next one's: its height is where the next begins.
        assertClose(rows[2].minY - rows[1].minY, Plan.rowHeight, accuracy: 0.5)
        assertClose(rows[0].height, Plan.rowHeight, accuracy: 0.5)
        assertClose(view.ink(ofText: "Pretzels")?.minX, Plan.rowInk)
        assertClose(view.ink(ofText: "Plums")?.minX, Plan.rowInk)
        let market = try XCTUnwrap(view.ink(ofText: "Market"))
        assertClose(market.maxY - rows[0].maxY, Plan.nextHeaderBaseline)
        assertClose(rows[1].minY - market.maxY, Plan.headerToSection)
    }

    /// The content's margin follows the screen: 20 points on the 393-point iPhone 15 Pro, in
    /// the section's distance from the edges and in the rows' insets; a text field's row is 44.
    func testAFormOnA393PointScreen() {
        let form = LaidOutView(
            SwiftUI.Form {
                SwiftUI.Section("Item") {
                    SwiftUI.TextField("Nickname", text: .constant(""))
                    SwiftUI.Text("Quantity")
                }
            },
            canvas: Size(width: 393, height: 852))
        let rows = rows(form)
        XCTAssertEqual(rows.count, 2)
        guard rows.count == 2 else { return }
        assertClose(rows[0].minX, AddItem.sectionMargin)
        assertClose(393 - rows[0].maxX, AddItem.sectionMargin)
        assertClose(rows[1].minY - rows[0].minY, AddItem.textFieldRow, accuracy: 0.5)
        assertClose(form.ink(ofText: "Nickname")?.minX, AddItem.rowInk)
        assertClose(form.ink(ofText: "Quantity")?.minX, AddItem.rowInk)
    }

    /// A stepper's 32-point box reaches into its row's insets: the row is 44 points, as one of
    /// text (it was 54: 11 + 32 + 11).
    func testAStepperRowIs44PointsHigh() throws {
        let form = LaidOutView(
            SwiftUI.Form {
                SwiftUI.Section("Item") {
                    SwiftUI.Stepper("Quantity", value: .constant(1), in: 1...9)
                    SwiftUI.Text("Below")
                }
            },
            canvas: Size(width: 393, height: 852))
        let rows = rows(form)
        XCTAssertEqual(rows.count, 2)
        guard rows.count == 2 else { return }
        assertClose(rows[1].minY - rows[0].minY, AddItem.stepperRow, accuracy: 0.5)
        let box = try XCTUnwrap(form.frames(filledWith: SwiftUI.Color(named: "tertiarySystemFill")).first)
        XCTAssertEqual(box.height, 32, accuracy: 1e-9)
        assertClose(box.minY - rows[0].minY, AddItem.stepperTop, accuracy: 0.5)
    }
}
