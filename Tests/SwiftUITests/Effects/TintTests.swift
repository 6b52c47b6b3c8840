import Geometry
import XCTest

@testable import SwiftUI

/// `.tint`: colours a button's label in place of the accent colour.
final class TintTests: XCTestCase {
    func testTintColoursAButton() {
        XCTAssertEqual(
            LaidOutView(SwiftUI.Button("a") {}.tint(.pink)).color(ofText: "a"),
            SwiftUI.Color.pink.resolved)
        XCTAssertEqual(
            LaidOutView(SwiftUI.Button("a") {}).color(ofText: "a"), SwiftUI.Color.accentColor.resolved)
    }
}
