import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `Label`: the icon beside the title.
final class LabelTests: XCTestCase {
    func testLabelIsTheIconBesideTheTitle() throws {
        let photo = LaidOutView(SwiftUI.Label("Photo", image: "20x20", line: 1, column: 1))
        let title = try XCTUnwrap(photo.frame("Photo"))
        XCTAssertEqual(
            DrawnView(SwiftUI.Label("Photo", image: "20x20", line: 1, column: 1), canvas: Size(width: 390, height: 844))
                .bounds(of: Ink.white)?.maxX ?? 0, title.minX - 8, accuracy: 1, "the image, 8 before the title")
        let built = LaidOutView(
            SwiftUI.Label {
                SwiftUI.Text("t")
            } icon: {
                SwiftUI.Text("i")
            })
        let t = try XCTUnwrap(built.frame("t"))
        let i = try XCTUnwrap(built.frame("i"))
        XCTAssertLessThan(i.maxX, t.minX)
        XCTAssertEqual(i.midY, t.midY, accuracy: 1e-9)
        XCTAssertEqual(
            LaidOutView(SwiftUI.Label("Reload", systemImage: "arrow.clockwise", line: 1, column: 1)).texts.last,
            "Reload")
    }

    /// `.labelStyle`: the icon alone, the title alone, or a style's own body.
    func testLabelStyles() {
        func label() -> some SwiftUI.View { SwiftUI.Label("Star", systemImage: "star", line: 1, column: 1) }
        func star() -> some SwiftUI.View { SwiftUI.Image(systemName: "star", line: 1, column: 1) }
        assertSameDrawing(label().labelStyle(.iconOnly), star())
        XCTAssertFalse(LaidOutView(label().labelStyle(.iconOnly)).texts.contains("Star"), "no title")
        assertSameDrawing(label().labelStyle(.titleOnly), SwiftUI.Text("Star"))
        assertSameDrawing(label().labelStyle(.titleAndIcon), label())
        assertDifferentDrawing(label(), SwiftUI.Text("Star"))
        struct Stacked: LabelStyle {
            func makeBody(configuration: Configuration) -> some SwiftUI.View {
                SwiftUI.VStack {
                    configuration.icon
                    configuration.title
                }
            }
        }
        assertSameDrawing(
            label().labelStyle(Stacked()),
            SwiftUI.VStack {
                star()
                SwiftUI.Text("Star")
            })
    }

    /// In dark mode the icon and the title are drawn in the label colour, white.
    func testDarkMode() throws {
        let label = SwiftUI.Label("Reload", systemImage: "arrow.clockwise", line: 1, column: 1)
            .environment(\.colorScheme, .dark)
        let canvas = Size(width: 200, height: 40)
        let view = LaidOutView(label, canvas: canvas)
        XCTAssertEqual(view.color(ofText: "Reload"), SwiftUI.Color.white.resolved)
        XCTAssertEqual(view.color(ofText: "arrow.clockwise"), SwiftUI.Color.white.resolved)
        let drawn = DrawnView(label, canvas: canvas)
        let title = try XCTUnwrap(view.frame("Reload"))
        let white = try XCTUnwrap(drawn.bounds(of: Ink.white, tolerance: 2))
        XCTAssertLessThan(white.minX, title.minX - 8, "the icon's ink is white too")
        XCTAssertEqual(drawn.count(of: Ink.black, tolerance: 60), 0)
    }
}
