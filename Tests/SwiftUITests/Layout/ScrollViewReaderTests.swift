import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `ScrollViewReader`: its content laid out as it is, and a `scrollTo` Zoetrope does not apply
/// yet said once, at its line.
final class ScrollViewReaderTests: XCTestCase {
    func testTheReaderShowsItsContentAndWarnsAtScrollTo() throws {
        let view = LaidOutView(SwiftUI.ScrollViewReader { _ in SwiftUI.Text("a") })
        XCTAssertEqual(view.frame("a"), LaidOutView(SwiftUI.Text("a")).frame("a"))
        let located = try locatedWarnings {
            SwiftUI.ScrollViewReader { proxy in
                SwiftUI.ScrollView { SwiftUI.Text("a").id(1) }
                    .onAppear { proxy.scrollTo(1, anchor: .center, line: 7, column: 3) }
            }
        }
        XCTAssertEqual(
            located.map(\.message), ["'scrollTo' is not applied by Zoetrope yet: the scroll view is drawn at its start"]
        )
        XCTAssertEqual(located.first?.location, SourceLocation(line: 7, column: 3))
    }
}
