import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.contentTransition`: how a text whose content changes goes from the old to the new.
final class ContentTransitionTests: XCTestCase {
    private struct Counter: SwiftUI.View {
        var transition: SwiftUI.ContentTransition
        @SwiftUI.State var n = 7
        var body: some SwiftUI.View {
            SwiftUI.Text("\(n)").contentTransition(transition)
                .onAppear { withAnimation(.linear(duration: 1)) { n = 8 } }
        }
    }

    /// `.numericText()` cross-fades the old and new text (Zoetrope does not roll the digits).
    func testNumericTextFadesTheOldIntoTheNew() throws {
        let scene = try AnimatedView(Counter(transition: .numericText()))
        XCTAssertEqual(try evaluate { Counter(transition: .numericText()) }.texts, [["7"], ["8"]])
        XCTAssertEqual(Set(scene.layout(at: 0.5).texts), ["7", "8"])
        XCTAssertEqual(scene.layout(at: 1).texts, ["8"])
    }

    /// `.identity` swaps the content at once, out of the animation.
    func testIdentitySwapsAtOnce() throws {
        let scene = try AnimatedView(Counter(transition: .identity))
        XCTAssertEqual(scene.layout(at: 0.5).texts, ["8"])
    }
}
