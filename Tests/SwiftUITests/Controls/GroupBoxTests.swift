import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `GroupBox`: its label in the headline font over its content, 16 pt inside a rounded box of
/// secondarySystemBackground (light grey; dark grey in dark mode).
final class GroupBoxTests: XCTestCase {
    func testLabelAndContentOnTheGroupedBackground() throws {
        let box = SwiftUI.GroupBox("Storage") { SwiftUI.Text("62 GB used") }
        let view = LaidOutView(box)
        XCTAssertEqual(view.texts, ["Storage", "62 GB used"])
        let background = try XCTUnwrap(
            view.frame(filledWith: SwiftUI.Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)))
        let label = try XCTUnwrap(view.frame("Storage"))
        let content = try XCTUnwrap(view.frame("62 GB used"))
        XCTAssertEqual(label.minX, background.minX + 16, accuracy: 0.01)
        XCTAssertEqual(label.minY, background.minY + 16, accuracy: 0.01)
        XCTAssertEqual(content.maxY, background.maxY - 16, accuracy: 0.01)
        XCTAssertLessThan(label.maxY, content.minY)
        XCTAssertEqual(
            LaidOutView(SwiftUI.Text("Storage").font(.headline)).frame("Storage")?.size, label.size,
            "the label in the headline font")
        let dark = LaidOutView(box.environment(\.colorScheme, .dark))
        XCTAssertNotNil(dark.frame(filledWith: SwiftUI.Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)))
    }

    func testWithoutALabelAndWithAStyle() throws {
        let view = LaidOutView(SwiftUI.GroupBox { SwiftUI.Text("alone") })
        let background = try XCTUnwrap(
            view.frame(filledWith: SwiftUI.Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)))
        let text = try XCTUnwrap(view.frame("alone"))
        XCTAssertEqual(background.width, text.width + 32, accuracy: 0.01, "16 pt on every side")
        XCTAssertEqual(background.height, text.height + 32, accuracy: 0.01, "16 pt on every side")
        struct Plain: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some SwiftUI.View {
                SwiftUI.VStack {
                    configuration.label
                    configuration.content
                }
            }
        }
        let plain = LaidOutView(SwiftUI.GroupBox("L") { SwiftUI.Text("c") }.groupBoxStyle(Plain()))
        XCTAssertEqual(plain.texts, ["L", "c"])
        XCTAssertNil(plain.frame(filledWith: SwiftUI.Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)))
    }
}
