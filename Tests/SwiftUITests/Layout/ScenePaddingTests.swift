import Geometry
import XCTest

@testable import SwiftUI

/// `.scenePadding`: on an iPhone, 16 points on the edges asked for, the standard spacing.
final class ScenePaddingTests: XCTestCase {
    func testScenePaddingIsTheStandardSixteenPoints() throws {
        let padded = LaidOutView(SwiftUI.Text("Hi").scenePadding().fixedSize())
        let plain = LaidOutView(SwiftUI.Text("Hi").fixedSize())
        let text = try XCTUnwrap(plain.frame("Hi"))
        XCTAssertEqual(try XCTUnwrap(padded.frame("Hi")).minX - text.minX, 0, accuracy: 0.01, "centred: no shift")
        assertSameDrawing(
            SwiftUI.Color.red.frame(width: 20, height: 20).scenePadding().background(SwiftUI.Color.blue),
            SwiftUI.Color.red.frame(width: 20, height: 20).padding(16).background(SwiftUI.Color.blue))
        assertSameDrawing(
            SwiftUI.Color.red.frame(width: 20, height: 20).scenePadding(.minimum, edges: .horizontal)
                .background(SwiftUI.Color.blue),
            SwiftUI.Color.red.frame(width: 20, height: 20).padding(.horizontal, 16).background(SwiftUI.Color.blue))
        assertSameDrawing(
            SwiftUI.Color.red.frame(width: 20, height: 20).scenePadding(.top).background(SwiftUI.Color.blue),
            SwiftUI.Color.red.frame(width: 20, height: 20).padding(.top, 16).background(SwiftUI.Color.blue))
    }
}
