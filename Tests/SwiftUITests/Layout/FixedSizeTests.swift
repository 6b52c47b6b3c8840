import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.fixedSize`: a view at its ideal size along the axes given, whatever it is offered.
final class FixedSizeTests: XCTestCase {
    private let words = "several words that wrap in a narrow frame"

    private func textFrame<V: SwiftUI.View>(_ view: V) -> Rect? { LaidOutView(view).frame(words) }

    func testFixedSizeKeepsTheIdealWidthAndHeight() throws {
        let wrapped = try XCTUnwrap(textFrame(SwiftUI.Text(words).frame(width: 60, height: 20)))
        let fixed = try XCTUnwrap(textFrame(SwiftUI.Text(words).fixedSize().frame(width: 60, height: 20)))
        XCTAssertLessThanOrEqual(wrapped.width, 60, "wrapped")
        // (iOS would also show only the lines that fit in 20 points; Zoetrope shows them all:
        // docs/scene-language.md, "Differences from SwiftUI".)
        XCTAssertGreaterThan(fixed.width, 200, "on one line")
        XCTAssertLessThan(fixed.height, 30)
    }

    func testFixedSizeOnOneAxis() throws {
        let vertical = try XCTUnwrap(
            textFrame(SwiftUI.Text(words).fixedSize(horizontal: false, vertical: true).frame(width: 60, height: 20)))
        XCTAssertLessThanOrEqual(vertical.width, 60, "wrapped in the width offered")
        XCTAssertGreaterThan(vertical.height, 60, "every line shown")
        let horizontal = try XCTUnwrap(
            textFrame(SwiftUI.Text(words).fixedSize(horizontal: true, vertical: false).frame(width: 60, height: 20)))
        XCTAssertGreaterThan(horizontal.width, 200)
    }
}
