import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `DisclosureGroup`: its label with a chevron; its content only when expanded — in a list as
/// rows of their own, elsewhere stacked under the label, which is then in the accent colour.
final class DisclosureGroupTests: XCTestCase {
    func testCollapsedAndExpanded() {
        XCTAssertEqual(
            LaidOutView(SwiftUI.DisclosureGroup("More") { SwiftUI.Text("X") }).texts, ["More", "chevron.right"])
        XCTAssertEqual(
            LaidOutView(SwiftUI.DisclosureGroup("More", isExpanded: .constant(true)) { SwiftUI.Text("X") }).texts,
            ["More", "chevron.right", "X"])
        XCTAssertEqual(
            LaidOutView(
                SwiftUI.DisclosureGroup(isExpanded: .constant(false)) {
                    SwiftUI.Text("X")
                } label: {
                    SwiftUI.Text("More")
                }
            ).texts, ["More", "chevron.right"])
    }

    func testOutsideAListTheLabelIsTintedAndTheChevronTrailing() throws {
        let view = LaidOutView(SwiftUI.DisclosureGroup("More") { SwiftUI.Text("X") })
        XCTAssertEqual(view.color(ofText: "More"), SwiftUI.Color.blue.resolved)
        let drawn = DrawnView(
            SwiftUI.DisclosureGroup("More") { SwiftUI.Text("X") }, canvas: Size(width: 390, height: 40))
        let ink = try XCTUnwrap(drawn.bounds(of: Ink.blue, tolerance: 60))
        XCTAssertGreaterThan(ink.maxX, 375, "the chevron at the trailing edge")
    }

    func testInAListEachViewOfTheContentIsARow() throws {
        let view = LaidOutView(
            SwiftUI.List {
                SwiftUI.DisclosureGroup("More", isExpanded: .constant(true)) {
                    SwiftUI.Text("X")
                    SwiftUI.Text("Y")
                }
            })
        let more = try XCTUnwrap(view.frame("More"))
        XCTAssertEqual(view.color(ofText: "More"), SwiftUI.Color.black.resolved)
        XCTAssertEqual(try XCTUnwrap(view.frame("X")).midY - more.midY, 44, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(view.frame("Y")).midY - more.midY, 88, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(view.frame("Y")).minX, 40)
    }
}
