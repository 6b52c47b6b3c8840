import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.matchedGeometryEffect` and `@Namespace`.
final class MatchedGeometryEffectTests: XCTestCase {
    /// A matched view that replaces another moves and scales from the other's frame, while the
    /// removed one moves to its frame: halfway, both are drawn at the same place and size.
    func testMatchedViewsMoveBetweenEachOther() throws {
        struct Swap: SwiftUI.View {
            @SwiftUI.Namespace var space
            @SwiftUI.State var swapped = false
            var body: some SwiftUI.View {
                SwiftUI.HStack {
                    if swapped {
                        SwiftUI.Spacer()
                        SwiftUI.Color.red.frame(width: 80, height: 80).matchedGeometryEffect(id: 1, in: space)
                    } else {
                        SwiftUI.Color.red.frame(width: 40, height: 40).matchedGeometryEffect(id: 1, in: space)
                        SwiftUI.Spacer()
                    }
                }
                .onAppear { withAnimation(.linear(duration: 1)) { swapped = true } }
            }
        }
        let scene = try AnimatedView(Swap(), canvas: Size(width: 300, height: 100))
        XCTAssertEqual(scene.drawing(at: 0).inkBounds(), Rect(x: 0, y: 30, width: 40, height: 40))
        // From (0, 30, 40, 40) to (220, 10, 80, 80): halfway a 60-point square centred at (140, 50).
        XCTAssertEqual(scene.drawing(at: 0.5).inkBounds(threshold: 128), Rect(x: 110, y: 20, width: 60, height: 60))
        XCTAssertEqual(scene.drawing(at: 1).inkBounds(), Rect(x: 220, y: 10, width: 80, height: 80))
    }

    func testNamespaceIdIsStableForItsPlace() {
        struct Two: SwiftUI.View {
            @SwiftUI.Namespace var a
            @SwiftUI.Namespace var b
            var body: some SwiftUI.View { SwiftUI.Text(a == b ? "same" : "different") }
        }
        XCTAssertEqual(LaidOutView(Two()).texts, ["different"])
    }
}
