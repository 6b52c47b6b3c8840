import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `Group`: its views are its parent's; a modifier on it applies to each of them.
final class GroupTests: XCTestCase {
    func testModifiersOnAGroupApplyToEachView() throws {
        let view = LaidOutView(
            SwiftUI.HStack(spacing: 0) {
                SwiftUI.Group {
                    SwiftUI.Color.red.frame(width: 10, height: 10)
                    SwiftUI.Color.blue.frame(width: 10, height: 10)
                }
                .padding(2)
                .background(SwiftUI.Color.green)
            })
        let red = try XCTUnwrap(view.frame(filledWith: .red))
        let blue = try XCTUnwrap(view.frame(filledWith: .blue))
        XCTAssertEqual(blue.minX - red.maxX, 4, "each padded by 2")
        XCTAssertEqual(view.frames(filledWith: .green).map(\.width), [14, 14], "a background behind each")
    }
}
