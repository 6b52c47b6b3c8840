import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.ignoresSafeArea` and `.edgesIgnoringSafeArea`: which edges of the safe area a view reaches
/// past, on a 390 × 844 screen with an iPhone's insets (47 at the top, 34 at the bottom).
final class IgnoresSafeAreaTests: XCTestCase {
    private let insets = Insets(top: 47, leading: 0, bottom: 34, trailing: 0)

    private func frame<V: SwiftUI.View>(_ view: V, file: StaticString = #filePath, line: UInt = #line) -> Rect? {
        LaidOutView(view, safeArea: insets, file: file, line: line).frame(filledWith: .red)
    }

    private let safe = Rect(x: 0, y: 47, width: 390, height: 763)
    private let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    func testIgnoringTheSafeAreaInEveryForm() {
        XCTAssertEqual(frame(SwiftUI.Color.red), safe, "a view stays in the safe area")
        XCTAssertEqual(frame(SwiftUI.Color.red.ignoresSafeArea()), screen)
        XCTAssertEqual(
            frame(SwiftUI.Color.red.ignoresSafeArea(.container, edges: .top)), Rect(x: 0, y: 0, width: 390, height: 810)
        )
        XCTAssertEqual(
            frame(SwiftUI.Color.red.ignoresSafeArea(edges: [.bottom, .leading])),
            Rect(x: 0, y: 47, width: 390, height: 797))
        XCTAssertEqual(frame(SwiftUI.Color.red.edgesIgnoringSafeArea(.all)), screen)
        XCTAssertEqual(frame(SwiftUI.Color.red.edgesIgnoringSafeArea(.vertical)), screen)
        // No keyboard is shown: its region has no insets to ignore.
        XCTAssertEqual(frame(SwiftUI.Color.red.ignoresSafeArea(.keyboard)), safe)
    }
}
