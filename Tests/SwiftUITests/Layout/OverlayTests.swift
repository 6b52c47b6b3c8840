import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.overlay`: views in front of a view, placed in its frame by an alignment.
final class OverlayTests: XCTestCase {
    private var base: some SwiftUI.View { SwiftUI.Color.red.frame(width: 40, height: 40) }
    private var dot: some SwiftUI.View { SwiftUI.Color.blue.frame(width: 10, height: 10) }

    func testOverlayOfAViewWithAlignment() throws {
        let view = LaidOutView(base.overlay(dot, alignment: .topLeading))
        let red = try XCTUnwrap(view.frame(filledWith: .red))
        XCTAssertEqual(view.frame(filledWith: .blue), Rect(x: red.minX, y: red.minY, width: 10, height: 10))
        // In front: drawn after the view.
        let drawn = DrawnView(base.overlay(dot, alignment: .topLeading).position(x: 20, y: 20))
        XCTAssertEqual(drawn.rgba(5, 5), Ink.blue)
        XCTAssertEqual(drawn.rgba(15, 15), Ink.red)
    }

    /// Several views in the closure are stacked as a ZStack with the overlay's alignment.
    func testOverlayClosureStacksItsViewsAsAZStack() throws {
        let view = LaidOutView(
            base.overlay(alignment: .bottom) {
                dot
                SwiftUI.Color.green.frame(width: 20, height: 4)
            })
        let red = try XCTUnwrap(view.frame(filledWith: .red))
        let blue = try XCTUnwrap(view.frame(filledWith: .blue))
        let green = try XCTUnwrap(view.frame(filledWith: .green))
        XCTAssertEqual([blue.maxY, green.maxY], [red.maxY, red.maxY])
        XCTAssertEqual([blue.midX, green.midX], [red.midX, red.midX])
    }

    /// A style as an overlay fills the view's frame and, on the edges given, the safe area it reaches.
    func testStyleOverlayReachesTheSafeArea() {
        let insets = Insets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let view = LaidOutView(
            SwiftUI.VStack {
                SwiftUI.Color.red.frame(width: 50, height: 20)
                    .overlay(AnyShapeStyle(SwiftUI.Color.blue), ignoresSafeAreaEdges: .top)
                SwiftUI.Spacer()
            }, safeArea: insets)
        XCTAssertEqual(view.frame(filledWith: .red), Rect(x: 170, y: 47, width: 50, height: 20))
        XCTAssertEqual(view.frame(filledWith: .blue), Rect(x: 170, y: 0, width: 50, height: 67))
    }

    func testOverlayInAShape() {
        let drawn = DrawnView(
            SwiftUI.Color.clear.frame(width: 40, height: 40)
                .overlay(SwiftUI.Color.green, in: SwiftUI.RoundedRectangle(cornerRadius: 8)))
        XCTAssertEqual(drawn.bounds(of: Ink.green), Rect(x: 30, y: 30, width: 40, height: 40))
        XCTAssertEqual(drawn.rgba(50, 50), Ink.green)
        XCTAssertEqual(drawn.rgba(30, 30), Ink.clear, "a rounded corner")
    }
}
