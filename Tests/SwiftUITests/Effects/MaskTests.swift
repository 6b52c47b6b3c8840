import Geometry
import XCTest

@testable import SwiftUI

/// `.mask` and `.inverseMask` (Zoetrope's own, the mask's complement).
final class MaskTests: XCTestCase {
    private var square: some SwiftUI.View { SwiftUI.Color.red.frame(width: 40, height: 40) }
    private var small: some SwiftUI.View { SwiftUI.Color.black.frame(width: 20, height: 20) }

    func testMaskForms() {
        XCTAssertEqual(
            DrawnView(square.mask(small)).bounds(of: Ink.red), Rect(x: 40, y: 40, width: 20, height: 20))
        XCTAssertEqual(
            DrawnView(square.mask(alignment: .top) { small }).bounds(of: Ink.red),
            Rect(x: 40, y: 30, width: 20, height: 20))
        // Several views are stacked as a ZStack: the mask is their union.
        let union = DrawnView(
            square.mask {
                small
                SwiftUI.Color.black.frame(width: 10, height: 40)
            })
        XCTAssertEqual(union.bounds(of: Ink.red), Rect(x: 40, y: 30, width: 20, height: 40))
        XCTAssertEqual(union.count(of: Ink.red), 20 * 20 + 2 * 10 * 10)
    }

    /// A mask's alpha is the view's.
    func testMaskAlpha() {
        XCTAssertEqual(
            DrawnView(square.mask(SwiftUI.Color.black.opacity(0.5))).alpha(50, 50), 128, accuracy: 1)
    }

    func testBuiltinInverseMask() {
        let drawn = DrawnView(square.inverseMask(small))
        XCTAssertEqual(drawn.rgba(50, 50), Ink.clear)
        XCTAssertEqual(drawn.rgba(35, 35), Ink.red)
        let bottom = DrawnView(square.inverseMask(alignment: .bottom) { small })
        XCTAssertEqual(bottom.rgba(50, 65), Ink.clear)
        XCTAssertEqual(bottom.rgba(50, 45), Ink.red)
    }
}
