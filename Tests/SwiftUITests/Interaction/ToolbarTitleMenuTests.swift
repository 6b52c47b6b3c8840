import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.toolbarTitleMenu` and `ToolbarTitleMenu`: the menu opens on a tap, never at rest; an
/// inline title is drawn with its menu's chevron after it, the two centred in the bar.
final class ToolbarTitleMenuTests: XCTestCase {
    private let insets = Insets(top: 47, leading: 0, bottom: 34, trailing: 0)

    private func inline(_ menu: Bool) -> some SwiftUI.View {
        SwiftUI.NavigationStack {
            if menu {
                SwiftUI.Text("a").navigationTitle("Mail").navigationBarTitleDisplayMode(.inline)
                    .toolbarTitleMenu { SwiftUI.Button("Rename") {} }
            } else {
                SwiftUI.Text("a").navigationTitle("Mail").navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    func testAnInlineTitleGetsItsChevron() throws {
        let plain = try XCTUnwrap(LaidOutView(inline(false), safeArea: insets).frame("Mail"))
        let withMenu = LaidOutView(inline(true), safeArea: insets)
        let title = try XCTUnwrap(withMenu.frame("Mail"))
        XCTAssertLessThan(title.midX, plain.midX - 4, "the title moves left to make room for the chevron")
        XCTAssertEqual(title.midY, plain.midY, accuracy: 1)
        XCTAssertNil(withMenu.frame("Rename"), "the menu is closed")
        // Ink right of the title, in the bar (the top 44 points without a safe area): the chevron.
        let canvas = Size(width: 390, height: 120)
        let unsafe = try XCTUnwrap(LaidOutView(inline(true), canvas: canvas).frame("Mail"))
        let bar = DrawnView(inline(true), canvas: canvas).inkBounds(threshold: 40, rows: 0..<44)
        XCTAssertGreaterThan(try XCTUnwrap(bar).maxX, unsafe.maxX + 4)
        // Written as a toolbar item, the same.
        assertSameDrawing(
            SwiftUI.NavigationStack {
                SwiftUI.Text("a").navigationTitle("Mail").navigationBarTitleDisplayMode(.inline)
                    .toolbar { SwiftUI.ToolbarTitleMenu { SwiftUI.Button("Rename") {} } }
            }, inline(true), canvas: Size(width: 390, height: 120))
    }

    func testALargeTitleHasNoChevron() {
        assertSameDrawing(
            SwiftUI.NavigationStack {
                SwiftUI.Text("a").navigationTitle("Mail").toolbarTitleMenu { SwiftUI.Button("Rename") {} }
            },
            SwiftUI.NavigationStack { SwiftUI.Text("a").navigationTitle("Mail") },
            canvas: Size(width: 390, height: 200))
    }
}
