import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `Menu` at rest: its label, drawn as a button; its content is not shown.
final class MenuTests: XCTestCase {
    func testMenuShowsItsLabelAsABorderlessButton() {
        let menu = SwiftUI.Menu("Options") {
            SwiftUI.Button("Duplicate") {}
            SwiftUI.Button("Delete", role: .destructive) {}
        }
        let view = LaidOutView(menu)
        XCTAssertEqual(view.texts, ["Options"])
        XCTAssertEqual(view.color(ofText: "Options"), SwiftUI.Color.blue.resolved)
        assertSameDrawing(menu, SwiftUI.Button("Options") {}, canvas: Size(width: 200, height: 60))
        let labelled = SwiftUI.Menu {
            SwiftUI.Text("hidden")
        } label: {
            SwiftUI.Label("Add", systemImage: "plus")
        } primaryAction: {
        }
        XCTAssertEqual(LaidOutView(labelled).texts, ["plus", "Add"])
        XCTAssertEqual(
            LaidOutView(SwiftUI.Menu("Sort", systemImage: "arrow.up.arrow.down") { SwiftUI.Text("x") }).texts,
            ["arrow.up.arrow.down", "Sort"])
    }

    /// `.menuStyle(.button)` draws the label in the button style set around it; a scene's own
    /// style draws its `makeBody`.
    func testMenuStyles() {
        let bordered = SwiftUI.Menu("Options") { SwiftUI.Text("x") }.menuStyle(.button).buttonStyle(.bordered)
        assertSameDrawing(
            bordered, SwiftUI.Button("Options") {}.buttonStyle(.bordered), canvas: Size(width: 200, height: 60))
        struct Boxed: MenuStyle {
            func makeBody(configuration: Configuration) -> some SwiftUI.View {
                SwiftUI.HStack {
                    SwiftUI.Text("[")
                    SwiftUI.Menu(configuration)
                    SwiftUI.Text("]")
                }
            }
        }
        XCTAssertEqual(
            LaidOutView(SwiftUI.Menu("Options") { SwiftUI.Text("x") }.menuStyle(Boxed())).texts, ["[", "Options", "]"])
    }

    /// In dark mode the menu's label is the dark accent blue (10, 132, 255), as a button's is.
    func testDarkMode() throws {
        let menu = SwiftUI.Menu("Options") { SwiftUI.Button("Duplicate") {} }.environment(\.colorScheme, .dark)
        XCTAssertEqual(
            LaidOutView(menu).color(ofText: "Options"), SwiftUI.Color(red: 10 / 255, green: 132 / 255, blue: 1).resolved
        )
        let drawn = DrawnView(menu, canvas: Size(width: 200, height: 60))
        XCTAssertGreaterThan(drawn.count(of: [10, 132, 255, 255], tolerance: 2), 20, "the title's ink")
        XCTAssertEqual(drawn.count(of: Ink.blue, tolerance: 2), 0, "not the light blue")
    }
}
