import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `NavigationLink`: in a list, a row with iOS's chevron at its trailing edge; elsewhere a
/// button of the style around it (its label in the accent colour by default). Nothing is pushed
/// in a render.
final class NavigationLinkTests: XCTestCase {
    private let canvas = Size(width: 390, height: 120)

    /// Ink in the trailing part of the first row of a list (where the chevron goes).
    private func trailingInk<V: SwiftUI.View>(_ row: V) -> Int {
        let drawn = DrawnView(SwiftUI.List { row }, canvas: canvas)
        var count = 0
        for x in 330..<360 {
            for y in 40..<75 where drawn.rgba(x, y) != Ink.white { count += 1 }
        }
        return count
    }

    func testInAListARowWithAChevron() throws {
        XCTAssertEqual(trailingInk(SwiftUI.Text("Wi-Fi")), 0)
        XCTAssertGreaterThan(trailingInk(SwiftUI.NavigationLink("Wi-Fi", value: 1)), 10)
        let view = LaidOutView(SwiftUI.List { SwiftUI.NavigationLink("Wi-Fi", value: 1) })
        XCTAssertEqual(try XCTUnwrap(view.frame("Wi-Fi")).minX, 40)
        XCTAssertEqual(view.color(ofText: "Wi-Fi"), SwiftUI.Color.black.resolved, "a row's label, not a button's")
    }

    /// Every form draws its label.
    func testInitializerForms() {
        struct Detail: SwiftUI.View {
            var body: some SwiftUI.View { SwiftUI.Text("Detail") }
        }
        // The chevron is a symbol, which a text draws.
        func texts<V: SwiftUI.View>(_ link: V) -> [String] {
            LaidOutView(SwiftUI.List { link }).texts.filter { $0 != "chevron.forward" }
        }
        XCTAssertEqual(texts(SwiftUI.NavigationLink("Go", destination: Detail())), ["Go"])
        XCTAssertEqual(texts(SwiftUI.NavigationLink("Go") { Detail() }), ["Go"])
        XCTAssertEqual(texts(SwiftUI.NavigationLink(destination: Detail()) { SwiftUI.Text("Go") }), ["Go"])
        XCTAssertEqual(
            texts(
                SwiftUI.NavigationLink {
                    Detail()
                } label: {
                    SwiftUI.Text("Go")
                }), ["Go"])
        XCTAssertEqual(texts(SwiftUI.NavigationLink(value: "x") { SwiftUI.Text("Go") }), ["Go"])
        XCTAssertEqual(texts(SwiftUI.NavigationLink("Go", value: 3)), ["Go"])
        XCTAssertEqual(
            texts(SwiftUI.NavigationLink(destination: Detail(), isActive: .constant(false)) { SwiftUI.Text("Go") }),
            ["Go"])
        XCTAssertEqual(texts(SwiftUI.NavigationLink("Go", destination: Detail(), isActive: .constant(true))), ["Go"])
        XCTAssertEqual(
            texts(
                SwiftUI.NavigationLink(destination: Detail(), tag: 1, selection: .constant(Optional(2))) {
                    SwiftUI.Text("Go")
                }), ["Go"])
    }

    /// Outside a list: a button's label, in the accent colour, or as the button style draws it.
    func testOutsideAListAButton() {
        XCTAssertEqual(
            LaidOutView(SwiftUI.NavigationLink("Next", value: 1)).color(ofText: "Next"), SwiftUI.Color.blue.resolved)
        XCTAssertEqual(
            LaidOutView(SwiftUI.NavigationLink("Next", value: 1).buttonStyle(.plain)).color(ofText: "Next"),
            SwiftUI.Color.black.resolved)
    }

    /// Only the stack's root shows; destinations are never built.
    func testNavigationDestinationsShowNothing() {
        let view = LaidOutView(
            SwiftUI.NavigationStack {
                SwiftUI.List { SwiftUI.NavigationLink("Go", value: 1) }
                    .navigationDestination(for: Int.self) { SwiftUI.Text("Pushed \($0)") }
                    .navigationDestination(isPresented: .constant(true)) { SwiftUI.Text("Presented") }
            })
        XCTAssertEqual(view.texts, ["Go", "chevron.forward"])
    }

    /// In dark mode a row's label is white on the dark row (28, 28, 30), its chevron in
    /// tertiaryLabel's dark value (235, 235, 245 at 30 %), lighter than the row.
    func testInAListInDarkMode() throws {
        let list = SwiftUI.List { SwiftUI.NavigationLink("Wi-Fi", value: 1) }.environment(\.colorScheme, .dark)
        let view = LaidOutView(list, canvas: canvas)
        XCTAssertEqual(view.color(ofText: "Wi-Fi"), SwiftUI.Color.white.resolved)
        XCTAssertEqual(
            view.color(ofText: "chevron.forward"),
            SwiftUI.Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3).resolved)
        let drawn = DrawnView(list, canvas: canvas)
        let row = try XCTUnwrap(view.frame("Wi-Fi"))
        XCTAssertEqual(drawn.rgba(200, Int(row.midY)), [28, 28, 30, 255])
        var lighter = 0
        for x in 330..<360 {
            for y in 40..<75 where drawn.rgba(x, y)[0] > 60 { lighter += 1 }
        }
        XCTAssertGreaterThan(lighter, 10, "the chevron's ink")
    }
}
