import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// The row modifiers of a list — insets, backgrounds, separators, spacing, the content
/// background — and the editing modifiers, which draw nothing at rest.
final class ListRowTests: XCTestCase {
    private let canvas = Size(width: 390, height: 200)
    private let grouped = [242, 242, 247, 255]

    private struct Fruit: Identifiable {
        let id: Int
        let name: String
    }

    func testListRowInsets() throws {
        let view = LaidOutView(
            SwiftUI.List {
                SwiftUI.Text("A").listRowInsets(SwiftUI.EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0))
                SwiftUI.Text("B")
            })
        XCTAssertEqual(try XCTUnwrap(view.frame("A")).minX, 20 + 4)
        XCTAssertEqual(try XCTUnwrap(view.frame("B")).minX, 40, "the other rows keep the style's")
    }

    func testListRowBackgroundOnARowAndOnAForEach() throws {
        let one = LaidOutView(
            SwiftUI.List {
                SwiftUI.Text("A").listRowBackground(SwiftUI.Color.red)
                SwiftUI.Text("B")
            })
        let red = try XCTUnwrap(one.frame(filledWith: .red))
        XCTAssertEqual([red.minX, red.minY, red.width, red.height], [20, 35, 350, 44])
        let each = LaidOutView(
            SwiftUI.List {
                SwiftUI.ForEach([Fruit(id: 1, name: "A"), Fruit(id: 2, name: "B")]) { SwiftUI.Text($0.name) }
                    .listRowBackground(SwiftUI.Color.red)
            })
        XCTAssertEqual(each.frames(filledWith: .red).count, 2, "each row of the ForEach")
        let clear = DrawnView(
            SwiftUI.List { SwiftUI.Text("A").listRowBackground(SwiftUI.Color.clear) }, canvas: canvas)
        XCTAssertEqual(clear.rgba(200, 40), grouped, "a clear row shows the list's background")
    }

    func testListRowSeparatorHiddenAndTint() {
        func drawn<V: SwiftUI.View>(_ first: V) -> [Int] {
            DrawnView(
                SwiftUI.List {
                    first
                    SwiftUI.Text("B")
                }, canvas: canvas
            ).rgba(200, 78)
        }
        XCTAssertLessThan(drawn(SwiftUI.Text("A"))[0], 250)
        XCTAssertEqual(drawn(SwiftUI.Text("A").listRowSeparator(.hidden)), Ink.white)
        XCTAssertEqual(drawn(SwiftUI.Text("A").listRowSeparator(.hidden, edges: .bottom)), Ink.white)
        XCTAssertLessThan(drawn(SwiftUI.Text("A").listRowSeparator(.hidden, edges: .top))[0], 250)
        let tinted = drawn(SwiftUI.Text("A").listRowSeparatorTint(.red))
        XCTAssertGreaterThan(tinted[0] - tinted[1], 40, "a red separator")
    }

    /// The separator starts at the leading edge of the row's first text: after a label's icon.
    func testSeparatorStartsAtTheText() throws {
        let list = SwiftUI.List {
            SwiftUI.Label("Airplane Mode", systemImage: "airplane")
            SwiftUI.Text("B")
        }
        let title = try XCTUnwrap(LaidOutView(list).frame("Airplane Mode"))
        XCTAssertGreaterThan(title.minX, 50, "the icon comes first")
        let drawn = DrawnView(list, canvas: canvas)
        XCTAssertEqual(drawn.rgba(Int(title.minX) - 3, 78), Ink.white)
        XCTAssertLessThan(drawn.rgba(Int(title.minX) + 3, 78)[0], 250)
        let moved = DrawnView(
            SwiftUI.List {
                SwiftUI.Text("A").alignmentGuide(.listRowSeparatorLeading) { _ in -20 }
                SwiftUI.Text("B")
            }, canvas: canvas)
        XCTAssertLessThan(moved.rgba(20, 78)[0], 250, "moved by .alignmentGuide(.listRowSeparatorLeading)")
    }

    func testRowAndSectionSpacing() throws {
        let spaced = LaidOutView(
            SwiftUI.List {
                SwiftUI.Text("A")
                SwiftUI.Text("B")
            }.listRowSpacing(10))
        XCTAssertEqual(
            try XCTUnwrap(spaced.frame("B")).midY - (try XCTUnwrap(spaced.frame("A")).midY), 54, accuracy: 0.01)
        let sections = LaidOutView(
            SwiftUI.List {
                SwiftUI.Section { SwiftUI.Text("A") }
                SwiftUI.Section { SwiftUI.Text("B") }
            }.listSectionSpacing(10))
        let a = try XCTUnwrap(sections.frame("A"))
        XCTAssertEqual(a.midY, 10 + 22, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(sections.frame("B")).midY - a.midY, 44 + 10, accuracy: 0.01)
        let taller = LaidOutView(
            SwiftUI.List {
                SwiftUI.Text("A")
                SwiftUI.Text("B")
            }.environment(\.defaultMinListRowHeight, 60))
        XCTAssertEqual(
            try XCTUnwrap(taller.frame("B")).midY - (try XCTUnwrap(taller.frame("A")).midY), 60, accuracy: 0.01)
    }

    func testScrollContentBackgroundHidden() {
        let drawn = DrawnView(
            SwiftUI.List { SwiftUI.Text("A") }.scrollContentBackground(.hidden), canvas: canvas)
        XCTAssertEqual(drawn.rgba(5, 5), Ink.clear, "what is behind the list shows")
        XCTAssertEqual(drawn.rgba(200, 40), Ink.white, "the rows keep their background")
    }

    /// Swipe actions, deleting, moving, refreshing and the edit mode draw nothing at rest.
    func testEditingModifiersDrawNothingAtRest() {
        let fruits = [Fruit(id: 1, name: "A"), Fruit(id: 2, name: "B")]
        let plain = SwiftUI.List { SwiftUI.ForEach(fruits) { SwiftUI.Text($0.name) } }
        let editing = SwiftUI.List {
            SwiftUI.ForEach(fruits) { fruit in
                SwiftUI.Text(fruit.name)
                    .swipeActions { SwiftUI.Button("Delete", role: .destructive) {} }
                    .deleteDisabled(true)
                    .moveDisabled(true)
            }
            .onDelete { _ in }
            .onMove { _, _ in }
        }
        .refreshable {}
        .environment(\.editMode, .constant(.active))
        assertSameDrawing(plain, editing, canvas: canvas)
    }

    /// A list in an active edit mode is drawn at rest, with a warning at the list's line.
    func testEditModeWarnsAtTheList() throws {
        let line = #line + 2
        let found = try locatedWarnings {
            SwiftUI.List { SwiftUI.Text("A") }.environment(\.editMode, .constant(.active))
        }
        XCTAssertEqual(
            found.map(\.message), ["a list in edit mode is drawn without its delete and move controls by Zoetrope"])
        XCTAssertEqual(found.first?.location?.line, line)
        XCTAssertEqual(try warnings { SwiftUI.List { SwiftUI.Text("A") } }, [])
    }

    func testEditButton() {
        XCTAssertEqual(LaidOutView(SwiftUI.EditButton()).texts, ["Edit"])
        XCTAssertEqual(LaidOutView(SwiftUI.EditButton().environment(\.editMode, .constant(.active))).texts, ["Done"])
        XCTAssertEqual(LaidOutView(SwiftUI.EditButton()).color(ofText: "Edit"), SwiftUI.Color.blue.resolved)
    }
}
