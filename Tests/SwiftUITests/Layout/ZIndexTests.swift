import Geometry
import XCTest

@testable import SwiftUI

/// `.zIndex`: the order views of a stack are drawn in.
final class ZIndexTests: XCTestCase {
    func testAHigherZIndexIsDrawnInFront() {
        func front(redIndex: Double) -> [Int] {
            DrawnView(
                SwiftUI.ZStack {
                    SwiftUI.Color.red.frame(width: 40, height: 40).zIndex(redIndex)
                    SwiftUI.Color.blue.frame(width: 40, height: 40)
                }
            ).rgba(50, 50)
        }
        XCTAssertEqual(front(redIndex: 0), Ink.blue, "in the order written")
        XCTAssertEqual(front(redIndex: 2), Ink.red)
    }
}
