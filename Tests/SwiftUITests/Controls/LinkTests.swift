import Foundation
import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `Link` and `ShareLink` draw as iOS draws a borderless button: the label in the accent colour.
final class LinkTests: XCTestCase {
    private let url = URL(string: "https://example.com")!

    func testLinkIsItsLabelInTheAccentColour() {
        let view = LaidOutView(SwiftUI.Link("Terms", destination: url))
        XCTAssertEqual(view.texts, ["Terms"])
        XCTAssertEqual(view.color(ofText: "Terms"), SwiftUI.Color.accentColor.resolved)
        let labelled = LaidOutView(SwiftUI.Link(destination: url) { SwiftUI.Text("Help") })
        XCTAssertEqual(labelled.color(ofText: "Help"), SwiftUI.Color.accentColor.resolved)
        // A tint and a button style apply to links as to buttons.
        XCTAssertEqual(
            LaidOutView(SwiftUI.Link("Terms", destination: url).tint(.red)).color(ofText: "Terms"),
            SwiftUI.Color.red.resolved)
        assertSameDrawing(
            SwiftUI.Link("Go", destination: url).buttonStyle(.borderedProminent),
            SwiftUI.Button("Go") {}.buttonStyle(.borderedProminent), canvas: Size(width: 100, height: 60))
        // In dark mode the accent colour is dark mode's blue.
        let dark = LaidOutView(SwiftUI.Link("Terms", destination: url).environment(\.colorScheme, .dark))
        XCTAssertEqual(dark.color(ofText: "Terms"), RGBAColor(red8: 10, green8: 132, blue8: 255))
    }

    func testShareLinkDrawsShareAndItsSymbol() {
        let view = LaidOutView(SwiftUI.ShareLink(item: url))
        XCTAssertEqual(view.texts, ["square.and.arrow.up", "Share"], "the symbol, then the title")
        XCTAssertEqual(view.color(ofText: "Share"), SwiftUI.Color.accentColor.resolved)
        assertSameDrawing(
            SwiftUI.ShareLink(item: url),
            SwiftUI.Button {
            } label: {
                SwiftUI.Label("Share", systemImage: "square.and.arrow.up")
            },
            canvas: Size(width: 120, height: 40))
        XCTAssertEqual(LaidOutView(SwiftUI.ShareLink("Send", item: "text")).texts, ["square.and.arrow.up", "Send"])
        XCTAssertEqual(
            LaidOutView(
                SwiftUI.ShareLink(item: url, preview: SharePreview("Site")) { SwiftUI.Text("Invite") }
            ).texts, ["Invite"])
    }

    func testOpenURLCompiles() {
        struct Opener: SwiftUI.View {
            @Environment(\.openURL) var openURL
            var body: some SwiftUI.View {
                SwiftUI.Button("Open") { openURL(URL(string: "https://example.com")!) }
                    .environment(\.openURL, OpenURLAction { _ in .handled })
            }
        }
        XCTAssertEqual(LaidOutView(Opener()).texts, ["Open"])
    }
}
