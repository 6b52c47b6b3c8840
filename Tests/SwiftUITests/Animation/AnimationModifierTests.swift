import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.animation(_:body:)`: a 10-point red square that moves from x = 0 to x = 80 and fades to
/// 20 % in one change made without animation; the body's opacity animates over 1 s.
final class AnimationModifierTests: XCTestCase {
    private struct Scoped: SwiftUI.View {
        @SwiftUI.State var on = false
        var body: some SwiftUI.View {
            SwiftUI.Color.red.frame(width: 10, height: 10)
                .position(x: on ? 85 : 5, y: 50)
                .animation(.linear(duration: 1)) { $0.opacity(on ? 0.2 : 1) }
                .onAppear { on = true }
        }
    }

    func testOnlyTheBodysModifiersAnimate() throws {
        let scene = try AnimatedView(Scoped(), canvas: Size(width: 100, height: 100))
        let half = scene.drawing(at: 0.5)
        XCTAssertEqual(half.inkBounds(), Rect(x: 80, y: 45, width: 10, height: 10), "moved at once")
        XCTAssertEqual(Double(half.alpha(85, 50)), 255 * 0.6, accuracy: 1.5, "half-way faded")
        XCTAssertEqual(Double(scene.drawing(at: 1).alpha(85, 50)), 255 * 0.2, accuracy: 1.5)
    }

    /// A body that lays the view out again (a frame) animates the whole view, as `.animation(_:)`
    /// does, and says so.
    func testABodyWithLayoutAnimatesTheWholeViewAndWarns() throws {
        struct Framed: SwiftUI.View {
            @SwiftUI.State var on = false
            var body: some SwiftUI.View {
                SwiftUI.Color.red
                    .animation(.linear(duration: 1)) { $0.frame(width: on ? 40 : 10, height: 10) }
                    .onAppear { on = true }
            }
        }
        let scene = try AnimatedView(Framed(), canvas: Size(width: 100, height: 100))
        XCTAssertEqual(scene.layout(at: 0.5).frame(filledWith: .red)?.width ?? 0, 25, accuracy: 1e-6)
        XCTAssertTrue(try warnings { Framed() }.contains { $0.hasPrefix("'animation(_:body:)' with a body") })
    }
}
