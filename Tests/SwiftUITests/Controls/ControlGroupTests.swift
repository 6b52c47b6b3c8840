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
}
