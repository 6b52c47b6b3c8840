import Geometry
import XCTest

@testable import SwiftUI

/// `.disclosureGroupStyle`: a scene's own style draws its `makeBody`; the automatic style
/// draws as iOS does.
final class DisclosureGroupStyleTests: XCTestCase {
    private struct Open: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some SwiftUI.View {
            SwiftUI.VStack {
                configuration.label
                if configuration.isExpanded { configuration.content } else { SwiftUI.Text("closed") }
            }
        }
    }

    func testADisclosureGroupStyleDrawsItsBody() {
        let expanded = SwiftUI.DisclosureGroup("More", isExpanded: .constant(true)) { SwiftUI.Text("Inside") }
        XCTAssertEqual(LaidOutView(expanded.disclosureGroupStyle(Open())).texts, ["More", "Inside"])
        XCTAssertEqual(
            LaidOutView(SwiftUI.DisclosureGroup("More") { SwiftUI.Text("Inside") }.disclosureGroupStyle(Open())).texts,
            ["More", "closed"])
        assertSameDrawing(
            expanded.disclosureGroupStyle(.automatic), expanded, canvas: Size(width: 390, height: 100))
    }
}
