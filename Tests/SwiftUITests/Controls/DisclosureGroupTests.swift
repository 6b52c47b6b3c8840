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

    /// In dark mode: outside a list the label and chevron in the dark accent blue (10, 132,
    /// 255); in a list the label white on the dark row (28, 28, 30).
    func testDarkMode() throws {
        let darkBlue = SwiftUI.Color(red: 10 / 255, green: 132 / 255, blue: 1)
        let group = SwiftUI.DisclosureGroup("More") { SwiftUI.Text("X") }.environment(\.colorScheme, .dark)
        XCTAssertEqual(LaidOutView(group).color(ofText: "More"), darkBlue.resolved)
        let drawn = DrawnView(group, canvas: Size(width: 390, height: 40))
        let ink = try XCTUnwrap(drawn.bounds(of: [10, 132, 255, 255], tolerance: 60))
        XCTAssertGreaterThan(ink.maxX, 375, "the chevron at the trailing edge")
        let list = SwiftUI.List {
            SwiftUI.DisclosureGroup("More", isExpanded: .constant(true)) { SwiftUI.Text("X") }
        }
        .environment(\.colorScheme, .dark)
        let canvas = Size(width: 390, height: 200)
        let rows = LaidOutView(list, canvas: canvas)
        XCTAssertEqual(rows.color(ofText: "More"), SwiftUI.Color.white.resolved)
        XCTAssertEqual(rows.color(ofText: "X"), SwiftUI.Color.white.resolved)
        let more = try XCTUnwrap(rows.frame("More"))
        XCTAssertEqual(
            DrawnView(list, canvas: canvas).rgba(30, Int(more.minY) - 4), [28, 28, 30, 255])
    }
}
