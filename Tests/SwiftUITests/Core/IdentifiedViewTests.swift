import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.id(_:)`: an explicit identity. A lowering rule, so checked on the lowered value.
final class IdentifiedViewTests: XCTestCase {
    /// `.id(_:)` marks the view with a branch from the id's text, the same in every run.
    func testExplicitIdentityMarksTheView() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").id(7)), .modified(text("a"), .branch(-5_808_611_848_735_320_170)))
        XCTAssertNotEqual(lowered(SwiftUI.Text("a").id(7)), lowered(SwiftUI.Text("a").id(8)))
    }

    /// A new id is a new view: the old one leaves and the new one enters (their default
    /// transition, a fade), rather than one view changing.
    func testANewIdReplacesTheView() throws {
        struct Renamed: SwiftUI.View {
            @SwiftUI.State var id = 1
            var body: some SwiftUI.View {
                SwiftUI.Color.red.frame(width: 40, height: 40).id(id)
                    .onAppear { withAnimation(.linear(duration: 1)) { id = 2 } }
            }
        }
        let scene = try AnimatedView(Renamed(), canvas: Size(width: 100, height: 100))
        XCTAssertEqual(scene.drawing(at: 0.5).alpha(50, 50), 191, accuracy: 3, "two halves of a cross-fade")
        XCTAssertEqual(scene.drawing(at: 1).alpha(50, 50), 255)
    }
}
