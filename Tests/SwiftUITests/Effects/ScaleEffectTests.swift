import Geometry
import XCTest

@testable import SwiftUI

/// `.scaleEffect`: the drawing scaled about an anchor; the layout unchanged.
final class ScaleEffectTests: XCTestCase {
    func testScaleEffects() {
        let square = SwiftUI.Color.red.frame(width: 20, height: 20)
        XCTAssertEqual(
            DrawnView(square.scaleEffect(2)).bounds(of: Ink.red),
            Rect(x: 30, y: 30, width: 40, height: 40))
        XCTAssertEqual(
            DrawnView(square.scaleEffect(CGSize(width: 2, height: 3), anchor: .topLeading)).bounds(
                of: Ink.red),
            Rect(x: 40, y: 40, width: 40, height: 60))
        XCTAssertEqual(
            DrawnView(square.scaleEffect(y: 0.5)).bounds(of: Ink.red),
            Rect(x: 40, y: 45, width: 20, height: 10))
        // The layout is unchanged: a scaled view keeps its frame.
        XCTAssertEqual(
            LaidOutView(square.scaleEffect(2)).frame(filledWith: .red),
            Rect(x: 185, y: 412, width: 20, height: 20))
    }
}
