import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// The list styles as iOS 17 draws them on a 390-pt iPhone, light and dark: the background
/// behind the list, the rows', the margins, and the one-pixel separators from the text's leading
/// edge, none under a section's last row (`ListMetrics`).
final class ListStyleTests: XCTestCase {
    private let canvas = Size(width: 390, height: 200)
    private let grouped = [242, 242, 247, 255]
    private let white = Ink.white

    private func twoRows() -> some SwiftUI.View {
        SwiftUI.List {
            SwiftUI.Text("A")
            SwiftUI.Text("B")
        }
    }

    /// Inset grouped (the default): the grouped background, white rows in a section 20 pt from
    /// the edges (the layout margin of a 390-pt screen), a separator under the first row from
    /// x = 40 (the text) to the section's edge.
    func testInsetGroupedInLight() {
        let drawn = DrawnView(twoRows(), canvas: canvas)
        XCTAssertEqual(drawn.rgba(5, 5), grouped, "systemGroupedBackground behind the list")
        XCTAssertEqual(drawn.rgba(18, 57), grouped, "the margin beside the section")
        XCTAssertEqual(drawn.rgba(200, 57), white, "secondarySystemGroupedBackground behind a row")
        // The separator: the last pixel row of the first row (35 + 44 − 1/3 pt), a third covered.
        let separator = drawn.rgba(200, 78)
        XCTAssertLessThan(separator[0], 250, "a separator under the first row")
        XCTAssertGreaterThan(separator[0], 200, "one pixel of 60, 60, 67 at 29 %, not a thick line")
        XCTAssertEqual(drawn.rgba(38, 78), white, "the separator starts at the text's leading edge")
        XCTAssertEqual(drawn.rgba(369, 78), separator, "and runs to the section's trailing edge")
        XCTAssertEqual(drawn.rgba(200, 122), white, "no separator under the section's last row")
        XCTAssertEqual(drawn.rgba(200, 124), grouped, "the section ends after its last row")
    }

    /// The section's corners are rounded (10 pt): its corner pixel shows the background.
    func testInsetGroupedSectionsAreRounded() {
        let drawn = DrawnView(twoRows(), canvas: canvas)
        XCTAssertEqual(drawn.rgba(20, 35), grouped)
        XCTAssertEqual(drawn.rgba(24, 39), white)
    }

    func testInsetGroupedInDark() {
        let drawn = DrawnView(twoRows().environment(\.colorScheme, .dark), canvas: canvas)
        XCTAssertEqual(drawn.rgba(5, 5), [0, 0, 0, 255], "systemGroupedBackground is black in dark mode")
        XCTAssertEqual(drawn.rgba(200, 57), [28, 28, 30, 255], "secondarySystemGroupedBackground")
        XCTAssertGreaterThan(drawn.rgba(200, 78)[0], 28, "the separator is lighter than the row")
        XCTAssertEqual(drawn.rgba(38, 78), [28, 28, 30, 255])
    }

    /// Plain: rows edge to edge on the system background from the top, text at the 20-pt margin.
    func testPlain() throws {
        let list = twoRows().listStyle(.plain)
        let a = try XCTUnwrap(LaidOutView(list).frame("A"))
        XCTAssertEqual(a.minX, 20)
        XCTAssertEqual(a.midY, 22, accuracy: 0.01, "no space above the first row")
        let drawn = DrawnView(list, canvas: canvas)
        XCTAssertEqual(drawn.rgba(5, 5), white)
        XCTAssertLessThan(drawn.rgba(200, 43)[0], 250, "a separator under the first row")
        XCTAssertEqual(drawn.rgba(10, 43), white, "from the text's leading edge")
        let dark = DrawnView(list.environment(\.colorScheme, .dark), canvas: canvas)
        XCTAssertEqual(dark.rgba(5, 5), [0, 0, 0, 255])
    }

    /// Grouped: full-width rows on the grouped background, with full-width lines above and
    /// below each section.
    func testGrouped() throws {
        let list = twoRows().listStyle(.grouped)
        let a = try XCTUnwrap(LaidOutView(list).frame("A"))
        XCTAssertEqual(a.minX, 20)
        XCTAssertEqual(a.midY, 57, accuracy: 0.01)
        let drawn = DrawnView(list, canvas: canvas)
        XCTAssertEqual(drawn.rgba(5, 5), grouped)
        XCTAssertNotEqual(drawn.rgba(2, 50), grouped, "rows reach the screen's edges")
        XCTAssertLessThan(drawn.rgba(2, 35)[0], 242, "a line above the section, across the screen")
        XCTAssertLessThan(drawn.rgba(2, 122)[0], 250, "and below it")
    }

    /// Inset: rows inset as in the inset grouped style, on the system background.
    func testInset() throws {
        let list = twoRows().listStyle(.inset)
        XCTAssertEqual(try XCTUnwrap(LaidOutView(list).frame("A")).minX, 40)
        XCTAssertEqual(DrawnView(list, canvas: canvas).rgba(5, 5), white)
    }

    /// Sidebar, on iPhone: inset grouped sections under headers as written, in the label colour.
    func testSidebar() throws {
        let list = SwiftUI.List { SwiftUI.Section("Fruit") { SwiftUI.Text("A") } }.listStyle(.sidebar)
        let drawn = DrawnView(list, canvas: canvas)
        XCTAssertEqual(drawn.rgba(5, 5), grouped)
        XCTAssertGreaterThan(drawn.count(of: Ink.black, tolerance: 40), 40, "a black header and row")
        XCTAssertEqual(try XCTUnwrap(LaidOutView(list).frame("A")).minX, 40)
    }

    /// `.automatic` is inset grouped; a scene's own style type is drawn as the platform's.
    func testAutomaticAndUnknownStyles() {
        struct Mine: SwiftUI.ListStyle {}
        assertSameDrawing(twoRows(), twoRows().listStyle(.automatic), canvas: canvas)
        assertSameDrawing(twoRows(), twoRows().listStyle(Mine()), canvas: canvas)
        assertSameDrawing(twoRows(), twoRows().listStyle(.insetGrouped), canvas: canvas)
        assertDifferentDrawing(twoRows(), twoRows().listStyle(.plain), canvas: canvas)
    }

    /// A list in a navigation stack fills the screen under the title with its background.
    func testListInANavigationStackFillsTheScreenWithItsBackground() {
        let drawn = DrawnView(
            SwiftUI.NavigationStack { twoRows().navigationTitle("Fruit") }, canvas: Size(width: 390, height: 300))
        XCTAssertEqual(drawn.rgba(5, 5), grouped, "behind the bar")
        XCTAssertEqual(drawn.rgba(5, 150), grouped)
        XCTAssertEqual(drawn.rgba(5, 295), grouped, "to the bottom")
    }
}
