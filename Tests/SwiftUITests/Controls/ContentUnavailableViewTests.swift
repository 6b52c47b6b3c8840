import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `ContentUnavailableView`: centred in the space offered, the icon over the bold title, the
/// description below in the secondary colour, then the actions.
final class ContentUnavailableViewTests: XCTestCase {
    /// An empty mailbox: a tray, a title, a description and a refresh button.
    private func noMail() -> some SwiftUI.View {
        SwiftUI.ContentUnavailableView {
            SwiftUI.Label("No Mail", systemImage: "tray")
        } description: {
            SwiftUI.Text("New mail appears here.")
        } actions: {
            SwiftUI.Button("Refresh") {}
        }
    }

    func testIconTitleDescriptionAndActions() throws {
        let view = LaidOutView(
            noMail())
        XCTAssertEqual(view.texts, ["tray", "No Mail", "New mail appears here.", "Refresh"])
        let icon = try XCTUnwrap(view.frame("tray"))
        let title = try XCTUnwrap(view.frame("No Mail"))
        let description = try XCTUnwrap(view.frame("New mail appears here."))
        let action = try XCTUnwrap(view.frame("Refresh"))
        XCTAssertEqual(title.midX, 195, accuracy: 0.5)
        XCTAssertEqual(title.minY, icon.maxY + 16, accuracy: 0.01)
        XCTAssertEqual(description.minY, title.maxY + 8, accuracy: 0.01)
        XCTAssertEqual(action.minY, description.maxY + 16, accuracy: 0.01)
        XCTAssertEqual((icon.minY + action.maxY) / 2, 422, accuracy: 0.5, "centred on the screen")
        XCTAssertEqual(view.color(ofText: "tray"), SwiftUI.Color.secondary.resolved)
        XCTAssertEqual(view.color(ofText: "New mail appears here."), SwiftUI.Color.secondary.resolved)
        XCTAssertEqual(
            LaidOutView(SwiftUI.Text("No Mail").font(.title2.bold())).frame("No Mail")?.size, title.size)
    }

    func testSearchAndConvenienceForms() {
        XCTAssertEqual(
            LaidOutView(SwiftUI.ContentUnavailableView.search).texts,
            ["magnifyingglass", "No Results", "Check the spelling or try a new search."])
        XCTAssertEqual(
            LaidOutView(SwiftUI.ContentUnavailableView.search(text: "cats")).texts,
            ["magnifyingglass", "No Results for \u{201C}cats\u{201D}", "Check the spelling or try a new search."])
        XCTAssertEqual(
            LaidOutView(
                SwiftUI.ContentUnavailableView(
                    "No Favorites", systemImage: "star", description: SwiftUI.Text("Tap the star."))
            ).texts, ["star", "No Favorites", "Tap the star."])
        XCTAssertEqual(
            LaidOutView(SwiftUI.ContentUnavailableView("Empty", systemImage: "tray")).texts, ["tray", "Empty"])
    }

    /// In dark mode: the icon and the description in secondaryLabel's dark value (235, 235,
    /// 245 at 60 %), the title white, the action in the dark accent blue (10, 132, 255).
    func testDarkMode() throws {
        let view = LaidOutView(
            noMail()
                .environment(\.colorScheme, .dark))
        let secondary = SwiftUI.Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6).resolved
        XCTAssertEqual(view.color(ofText: "tray"), secondary)
        XCTAssertEqual(view.color(ofText: "New mail appears here."), secondary)
        XCTAssertEqual(view.color(ofText: "No Mail"), SwiftUI.Color.white.resolved)
        XCTAssertEqual(view.color(ofText: "Refresh"), SwiftUI.Color(red: 10 / 255, green: 132 / 255, blue: 1).resolved)
    }
}
