import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.badge`: on a tab, a red capsule with its text in white over the top trailing corner of the
/// tab item's symbol; on a list row, its text at the row's trailing edge in the secondary
/// colour; none for 0 or nil.
final class BadgeTests: XCTestCase {
    private func tabs(_ badged: some SwiftUI.View) -> some SwiftUI.View {
        SwiftUI.TabView {
            badged
            SwiftUI.Text("other").tabItem { SwiftUI.Label("Other", systemImage: "gear") }
        }
    }

    func testATabBadgeIsARedCapsuleOverTheSymbolsCorner() throws {
        let view = LaidOutView(
            tabs(SwiftUI.Text("inbox").tabItem { SwiftUI.Label("Inbox", systemImage: "tray") }.badge(5)))
        let symbol = try XCTUnwrap(view.frame("tray.fill"))
        let capsule = try XCTUnwrap(view.frame(filledWith: .red))
        XCTAssertEqual(capsule.height, 18, accuracy: 0.01)
        XCTAssertEqual(capsule.width, 18, accuracy: 0.01, "one figure: a circle")
        XCTAssertEqual(capsule.minX, symbol.maxX - 6, accuracy: 0.01)
        XCTAssertEqual(capsule.minY, symbol.minY - 2, accuracy: 0.01)
        let count = try XCTUnwrap(view.frame("5"))
        XCTAssertEqual(count.midX, capsule.midX, accuracy: 0.5)
        XCTAssertEqual(count.midY, capsule.midY, accuracy: 0.5)
        XCTAssertEqual(view.color(ofText: "5"), SwiftUI.Color.white.resolved)
    }

    /// A longer badge widens the capsule; in dark mode it is the dark red.
    func testATextBadgeWidensAndDarkModeReddens() throws {
        let light = LaidOutView(
            tabs(SwiftUI.Text("inbox").tabItem { SwiftUI.Label("Inbox", systemImage: "tray") }.badge("New")))
        let capsule = try XCTUnwrap(light.frame(filledWith: .red))
        let text = try XCTUnwrap(light.frame("New"))
        XCTAssertEqual(capsule.width, text.width + 10, accuracy: 0.01)
        let dark = LaidOutView(
            tabs(SwiftUI.Text("inbox").tabItem { SwiftUI.Label("Inbox", systemImage: "tray") }.badge(12))
                .environment(\.colorScheme, .dark))
        let darkRed = SwiftUI.Color(red: 255.0 / 255, green: 69.0 / 255, blue: 58.0 / 255)
        XCTAssertNotNil(dark.frame(filledWith: darkRed))
        XCTAssertNil(dark.frame(filledWith: .red))
    }

    func testNoBadgeForZeroOrNil() {
        let view = LaidOutView(
            tabs(
                SwiftUI.Text("inbox").tabItem { SwiftUI.Label("Inbox", systemImage: "tray") }.badge(0)
                    .badge(nil as String?)))
        XCTAssertNil(view.frame(filledWith: .red))
        XCTAssertFalse(view.texts.contains("0"))
    }

    func testAListRowBadgeIsTrailingSecondaryText() throws {
        let view = LaidOutView(
            SwiftUI.List {
                SwiftUI.Text("Inbox").badge(3)
                SwiftUI.Text("Drafts").badge("None")
                SwiftUI.Text("Sent")
            })
        XCTAssertEqual(try XCTUnwrap(view.frame("Inbox")).minX, 40)
        XCTAssertEqual(try XCTUnwrap(view.frame("3")).maxX, 390 - 40, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(view.frame("None")).maxX, 390 - 40, accuracy: 0.01)
        XCTAssertEqual(
            try XCTUnwrap(view.frame("3")).midY, try XCTUnwrap(view.frame("Inbox")).midY, accuracy: 0.5)
        XCTAssertEqual(view.color(ofText: "3"), SwiftUI.Color.secondary.resolved)
        XCTAssertEqual(view.color(ofText: "Inbox"), SwiftUI.Color.black.resolved)
        XCTAssertEqual(view.texts.count, 5)
    }

    func testABadgeWarnsNoMore() throws {
        XCTAssertEqual(try warnings { SwiftUI.List { SwiftUI.Text("Inbox").badge(3) } }, [])
    }
}
