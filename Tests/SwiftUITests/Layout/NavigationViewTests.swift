import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `NavigationView` and `NavigationStack`: the large title of their content above it.
final class NavigationViewTests: XCTestCase {
    /// The title's frame, and the size a 34-point bold text of it takes.
    private func assertLargeTitle(
        _ view: LaidOutView, _ title: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let frame = view.frame(title) else { return XCTFail("no title \(title)", file: file, line: line) }
        XCTAssertEqual(frame.origin, Point(x: 16, y: 44), "leading, under the status bar", file: file, line: line)
        let large = LaidOutView(SwiftUI.Text(title).font(.system(size: 34, weight: .bold))).frame(title)
        XCTAssertEqual(frame.size, large?.size, "34-point bold", file: file, line: line)
    }

    func testNavigationViewDrawsTheTitleOfItsContent() throws {
        let view = LaidOutView(
            SwiftUI.NavigationView {
                SwiftUI.VStack { SwiftUI.Text("a").navigationTitle("Lair") }
            })
        XCTAssertEqual(view.texts, ["Lair", "a"])
        assertLargeTitle(view, "Lair")
        // The content fills the rest of the screen, under the title and its 8-point margin.
        let title = try XCTUnwrap(view.frame("Lair"))
        let a = try XCTUnwrap(view.frame("a"))
        XCTAssertEqual(a.midY, (title.maxY + 8 + 844) / 2, accuracy: 1e-9)
        XCTAssertEqual(a.midX, 195, accuracy: 1e-9)
    }

    func testNavigationStackWithoutATitleOrWithAHiddenBar() {
        let plain = LaidOutView(SwiftUI.Text("a")).frame("a")
        let stack = LaidOutView(SwiftUI.NavigationStack { SwiftUI.Text("a") })
        XCTAssertEqual(stack.texts, ["a"])
        XCTAssertEqual(stack.frame("a"), plain, "the content fills the screen")
        let hidden = LaidOutView(
            SwiftUI.NavigationStack {
                SwiftUI.Text("a").navigationBarTitle("T", displayMode: .inline).navigationBarHidden(true)
            })
        XCTAssertEqual(hidden.texts, ["a"])
        XCTAssertEqual(hidden.frame("a"), plain)
        let titled = LaidOutView(SwiftUI.NavigationView { SwiftUI.Text("a").navigationBarTitle(SwiftUI.Text("T")) })
        XCTAssertEqual(titled.texts, ["T", "a"])
        assertLargeTitle(titled, "T")
    }

    func testATitleDeepInTheContentReachesTheNavigationView() {
        let view = LaidOutView(
            SwiftUI.NavigationView {
                SwiftUI.VStack {
                    SwiftUI.HStack { SwiftUI.Text("a").navigationTitle("Deep").navigationBarHidden(false) }
                }
            })
        XCTAssertEqual(view.texts, ["Deep", "a"])
        assertLargeTitle(view, "Deep")
    }
}
