import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `ControlGroup`: its controls side by side in one rounded box, each an equal share.
final class ControlGroupTests: XCTestCase {
    func testControlsShareTheBox() throws {
        let group = SwiftUI.ControlGroup {
            SwiftUI.Button("Cut") {}
            SwiftUI.Button("Copy") {}
        }
        let view = LaidOutView(group.frame(width: 200), canvas: Size(width: 200, height: 100))
        XCTAssertEqual(view.texts, ["Cut", "Copy"])
        let box = try XCTUnwrap(view.frame(filledWith: SwiftUI.Color(named: "tertiarySystemFill")))
        XCTAssertEqual([box.minX, box.width, box.height], [0, 200, 44])
        XCTAssertEqual(try XCTUnwrap(view.frame("Cut")).midX, 50, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(view.frame("Copy")).midX, 150, accuracy: 0.5)
        XCTAssertEqual(view.frame("Copy")?.height, view.frame("Cut")?.height, "one line each")
        XCTAssertEqual(view.color(ofText: "Copy"), SwiftUI.Color.blue.resolved)
        // A menu style shows the label as the menu's button.
        let menu = SwiftUI.ControlGroup("Edit") {
            SwiftUI.Button("Cut") {}
        }
        .controlGroupStyle(.menu)
        XCTAssertEqual(LaidOutView(menu).texts, ["Edit"])
        // The box is an estimate: one warning at the group's line; the menu style is exact.
        let located = try locatedWarnings {
            SwiftUI.ControlGroup(content: { SwiftUI.Button("Cut") {} }, line: 9, column: 13)
        }
        XCTAssertEqual(located.map(\.location), [SourceLocation(line: 9, column: 13)])
        XCTAssertEqual(try warnings { menu }, [])
    }

    /// In dark mode: the same box in tertiarySystemFill's dark value (118, 118, 128 at 24 %),
    /// the buttons' titles in the dark accent blue (10, 132, 255).
    func testDarkMode() throws {
        let group = SwiftUI.ControlGroup {
            SwiftUI.Button("Cut") {}
            SwiftUI.Button("Copy") {}
        }
        .frame(width: 200)
        let canvas = Size(width: 200, height: 100)
        let dark = LaidOutView(group.environment(\.colorScheme, .dark), canvas: canvas)
        let darkBox = SwiftUI.Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.24)
        let box = try XCTUnwrap(dark.frame(filledWith: darkBox))
        XCTAssertEqual(
            box, LaidOutView(group, canvas: canvas).frame(filledWith: SwiftUI.Color(named: "tertiarySystemFill")))
        XCTAssertEqual(dark.color(ofText: "Copy"), SwiftUI.Color(red: 10 / 255, green: 132 / 255, blue: 1).resolved)
        let drawn = DrawnView(group.environment(\.colorScheme, .dark), canvas: canvas)
        XCTAssertTrue(DrawnView.close(drawn.rgba(Int(box.minX) + 4, Int(box.midY)), Ink.of(darkBox), 1))
    }
}
