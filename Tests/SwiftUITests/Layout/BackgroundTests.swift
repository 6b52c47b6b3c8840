import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.background`: views behind a view, placed in its frame; a style fills the frame and the safe
/// area it reaches.
final class BackgroundTests: XCTestCase {
    private var base: some SwiftUI.View { SwiftUI.Color.red.frame(width: 40, height: 40) }
    private var dot: some SwiftUI.View { SwiftUI.Color.blue.frame(width: 10, height: 10) }

    func testBackgroundOfAViewIsCentredBehind() throws {
        let view = LaidOutView(base.background(dot))
        let red = try XCTUnwrap(view.frame(filledWith: .red))
        XCTAssertEqual(view.frame(filledWith: .blue), Rect(x: red.midX - 5, y: red.midY - 5, width: 10, height: 10))
        // Behind: the red square covers it.
        XCTAssertEqual(DrawnView(base.background(dot).position(x: 20, y: 20)).count(of: Ink.blue), 0)
        let closure = LaidOutView(base.background(alignment: .bottomTrailing) { dot })
        XCTAssertEqual(
            closure.frame(filledWith: .blue), Rect(x: red.maxX - 10, y: red.maxY - 10, width: 10, height: 10))
    }

    private let insets = Insets(top: 47, leading: 0, bottom: 34, trailing: 0)

    /// A style's background ignores the safe area on the edges given (all by default); a view
    /// given as a background does not.
    func testColorBackgroundFillsTheFrameAndTheSafeAreaItReaches() {
        func background<B: SwiftUI.View>(_ modify: (SwiftUI.AnyView) -> B) -> Rect? {
            let view = LaidOutView(
                SwiftUI.VStack {
                    modify(SwiftUI.AnyView(SwiftUI.Color.clear.frame(width: 50, height: 20)))
                    SwiftUI.Spacer()
                }, safeArea: insets)
            return view.frame(filledWith: .red)
        }
        XCTAssertEqual(background { $0.background(SwiftUI.Color.red) }, Rect(x: 170, y: 0, width: 50, height: 67))
        XCTAssertEqual(background { $0.background { SwiftUI.Color.red } }, Rect(x: 170, y: 47, width: 50, height: 20))
    }

    func testBackgroundInAShape() {
        let drawn = DrawnView(
            SwiftUI.Color.clear.frame(width: 40, height: 40)
                .background(SwiftUI.Color.green, in: SwiftUI.RoundedRectangle(cornerRadius: 8)))
        XCTAssertEqual(drawn.bounds(of: Ink.green), Rect(x: 30, y: 30, width: 40, height: 40))
        XCTAssertEqual(drawn.rgba(50, 50), Ink.green)
        XCTAssertEqual(drawn.rgba(30, 30), Ink.clear, "a rounded corner")
        XCTAssertEqual(drawn.rgba(30, 50), Ink.green, "an edge's middle")
    }
}
