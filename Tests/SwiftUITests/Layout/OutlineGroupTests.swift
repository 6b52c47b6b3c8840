import Geometry
import XCTest

@testable import SwiftUI

private struct Item: Identifiable {
    var name: String
    var children: [Item]? = nil
    var id: String { name }
}

private let tree = [Item(name: "Documents", children: [Item(name: "a.txt")]), Item(name: "notes.md")]

/// `OutlineGroup` and `List(_:children:)` at rest: each top-level value a row, one with
/// children a collapsed disclosure row (its chevron), one without a plain row; no branch open.
final class OutlineGroupTests: XCTestCase {
    private let canvas = Size(width: 390, height: 300)

    func testAnOutlineIsItsTopLevelWithBranchesCollapsed() {
        let outline = SwiftUI.List {
            SwiftUI.OutlineGroup(tree, children: \.children) { SwiftUI.Text($0.name) }
        }
        let expected = SwiftUI.List {
            SwiftUI.DisclosureGroup {
                SwiftUI.Text("a.txt")
            } label: {
                SwiftUI.Text("Documents")
            }
            SwiftUI.Text("notes.md")
        }
        assertSameDrawing(outline, expected, canvas: canvas)
        XCTAssertNil(LaidOutView(outline).frame("a.txt"), "the branch is collapsed")
        assertSameDrawing(SwiftUI.List(tree, children: \.children) { SwiftUI.Text($0.name) }, expected, canvas: canvas)
    }
}
