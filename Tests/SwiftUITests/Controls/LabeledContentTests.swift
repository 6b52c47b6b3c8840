import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `LabeledContent`: the label at the leading edge, the value at the trailing edge in the
/// secondary colour.
final class LabeledContentTests: XCTestCase {
    func testLabelLeadingValueTrailingInSecondary() throws {
        let view = LaidOutView(SwiftUI.LabeledContent("Version", value: "17.2"))
        XCTAssertEqual(try XCTUnwrap(view.frame("Version")).minX, 0)
        XCTAssertEqual(try XCTUnwrap(view.frame("17.2")).maxX, 390, accuracy: 0.01)
        XCTAssertEqual(view.color(ofText: "17.2"), SwiftUI.Color.secondary.resolved)
        XCTAssertEqual(view.color(ofText: "Version"), SwiftUI.Color.black.resolved)
    }

    func testInitializerFormsAndRows() throws {
        XCTAssertEqual(
            LaidOutView(SwiftUI.LabeledContent("Size") { SwiftUI.Text("12 GB") }).texts, ["Size", "12 GB"])
        XCTAssertEqual(
            LaidOutView(
                SwiftUI.LabeledContent {
                    SwiftUI.Text("On")
                } label: {
                    SwiftUI.Text("Sync")
                }
            ).texts,
            ["Sync", "On"])
        let row = LaidOutView(SwiftUI.List { SwiftUI.LabeledContent("Version", value: "17.2") })
        XCTAssertEqual(try XCTUnwrap(row.frame("Version")).minX, 40)
        XCTAssertEqual(try XCTUnwrap(row.frame("17.2")).maxX, 390 - 40, accuracy: 0.01)
        XCTAssertEqual(LaidOutView(SwiftUI.LabeledContent("Version", value: "1").labelsHidden()).texts, ["1"])
    }
}
