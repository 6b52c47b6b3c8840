import Geometry
import XCTest

@testable import SwiftUI

/// `.rotationEffect`: the drawing turned about an anchor.
final class RotationEffectTests: XCTestCase {
    /// A quarter turn about the bottom: the 20 × 40 bar (40…60, 30…70) lies along the bottom's
    /// centre, to its right.
    func testRotationEffectAboutAnAnchor() {
        let bar = SwiftUI.Color.red.frame(width: 20, height: 40)
        XCTAssertEqual(
            DrawnView(bar.rotationEffect(.degrees(90), anchor: .bottom)).bounds(of: Ink.red),
            Rect(x: 50, y: 60, width: 40, height: 20))
        XCTAssertEqual(
            DrawnView(bar.rotationEffect(.degrees(90))).bounds(of: Ink.red),
            Rect(x: 30, y: 40, width: 40, height: 20))
    }
}
