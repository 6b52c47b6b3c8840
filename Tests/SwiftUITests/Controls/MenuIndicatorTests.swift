import Geometry
import XCTest

@testable import SwiftUI

/// `.menuIndicator`: `.visible` draws the up-down chevron after a menu's label, as a menu
/// picker has; `.hidden` and `.automatic` draw the label alone, as iOS does by default.
final class MenuIndicatorTests: XCTestCase {
    private func menu() -> some SwiftUI.View {
        SwiftUI.Menu("Sort") { SwiftUI.Button("Name") {} }
    }

    func testVisibleAddsTheChevron() throws {
        let plain = try XCTUnwrap(DrawnView(menu(), canvas: Size(width: 200, height: 60)).inkBounds())
        let shown = try XCTUnwrap(
            DrawnView(menu().menuIndicator(.visible), canvas: Size(width: 200, height: 60)).inkBounds())
        XCTAssertGreaterThan(shown.width, plain.width + 8, "the chevron after the label")
        assertSameDrawing(menu().menuIndicator(.hidden), menu(), canvas: Size(width: 200, height: 60))
        assertSameDrawing(menu().menuIndicator(.automatic), menu(), canvas: Size(width: 200, height: 60))
    }

    func testTheEnvironmentReadsIt() {
        struct Reader: SwiftUI.View {
            @SwiftUI.Environment(\.menuIndicatorVisibility) var visibility
            var body: some SwiftUI.View { SwiftUI.Text(visibility == .visible ? "visible" : "not") }
        }
        XCTAssertEqual(LaidOutView(Reader()).texts, ["not"])
        XCTAssertEqual(LaidOutView(Reader().menuIndicator(.visible)).texts, ["visible"])
    }
}
