import Geometry
import XCTest

@testable import SwiftUI

/// `.labeledContentStyle`: a scene's own style draws its `makeBody`; the automatic style draws
/// as iOS does.
final class LabeledContentStyleTests: XCTestCase {
    private struct Stacked: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some SwiftUI.View {
            SwiftUI.VStack(alignment: .leading) {
                configuration.label
                configuration.content
            }
        }
    }

    func testALabeledContentStyleDrawsItsBody() throws {
        let styled = LaidOutView(SwiftUI.LabeledContent("Version", value: "17.2").labeledContentStyle(Stacked()))
        let label = try XCTUnwrap(styled.frame("Version"))
        let value = try XCTUnwrap(styled.frame("17.2"))
        XCTAssertGreaterThan(value.minY, label.maxY - 0.01, "the value under the label")
        assertSameDrawing(
            SwiftUI.LabeledContent("Version", value: "17.2").labeledContentStyle(.automatic),
            SwiftUI.LabeledContent("Version", value: "17.2"), canvas: Size(width: 390, height: 40))
    }
}
