import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `ForEach`: one view per element, or several.
final class ForEachTests: XCTestCase {
    /// An element of several views: each element's views are views of their own. The second
    /// element's text is laid out as itself ("Duplicate" at its own width on one line), not with
    /// the first element's measurements (it was cut to "Dup…" at the width of "Share").
    func testAnElementOfSeveralViewsLaysOutEachOfThem() throws {
        let root = LaidOutView(
            SwiftUI.VStack(spacing: 0) {
                SwiftUI.ForEach(["Share", "Duplicate"], id: \.self) { title in
                    SwiftUI.Rectangle().fill(SwiftUI.Color.gray).frame(height: 1)
                    SwiftUI.Text(title).lineLimit(1).frame(maxWidth: .infinity, minHeight: 57)
                }
            })
        let alone = LaidOutView(SwiftUI.Text("Duplicate").lineLimit(1))
        let duplicate = try XCTUnwrap(root.frame("Duplicate"))
        XCTAssertEqual(duplicate.width, try XCTUnwrap(alone.frame("Duplicate")).width, accuracy: 0.01)
        XCTAssertGreaterThan(duplicate.width, try XCTUnwrap(root.frame("Share")).width)
    }
}
