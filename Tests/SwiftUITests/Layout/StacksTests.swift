import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `HStack`, `VStack` and their lazy forms.
final class StacksTests: XCTestCase {
    private var red: some SwiftUI.View { SwiftUI.Color.red.frame(width: 10, height: 10) }
    private var blue: some SwiftUI.View { SwiftUI.Color.blue.frame(width: 20, height: 20) }

    func testLazyStacksAreStacks() throws {
        let v = LaidOutView(
            SwiftUI.LazyVStack(alignment: .leading, spacing: 4) {
                red
                blue
            })
        let r = try XCTUnwrap(v.frame(filledWith: .red))
        let b = try XCTUnwrap(v.frame(filledWith: .blue))
        XCTAssertEqual([b.minY - r.maxY, b.minX - r.minX], [4, 0])
        assertSameDrawing(
            SwiftUI.LazyHStack(pinnedViews: .sectionHeaders) {
                red
                blue
            },
            SwiftUI.HStack {
                red
                blue
            })
    }

    func testStacksSpacingAndAlignment() throws {
        let h = LaidOutView(
            SwiftUI.HStack(alignment: .top, spacing: 3) {
                red
                blue
            })
        let r = try XCTUnwrap(h.frame(filledWith: .red))
        let b = try XCTUnwrap(h.frame(filledWith: .blue))
        XCTAssertEqual([b.minX - r.maxX, b.minY - r.minY], [3, 0])
    }
}
