import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.searchable`: in a navigation container, a rounded grey field under the title with a
/// magnifying glass and the prompt ("Search" by default), or the binding's text.
final class NavigationSearchFieldTests: XCTestCase {
    private let fill = SwiftUI.Color(uiColor: .tertiarySystemFill)

    private func list(_ search: String = "") -> some SwiftUI.View {
        SwiftUI.List { SwiftUI.Text("Apple") }.navigationTitle("Fruits").searchable(text: .constant(search))
    }

    func testTheFieldIsDrawnUnderTheLargeTitle() throws {
        let view = LaidOutView(SwiftUI.NavigationStack { list() })
        let field = try XCTUnwrap(view.frame(filledWith: fill))
        XCTAssertEqual(field.minX, 16, accuracy: 1e-9)
        XCTAssertEqual(field.width, 390 - 32, accuracy: 1e-9)
        XCTAssertEqual(field.minY, 44 + 52 + 8, accuracy: 1e-9)
        XCTAssertEqual(field.height, 36, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(try XCTUnwrap(view.frame("Fruits")).maxY, field.minY)
        let prompt = try XCTUnwrap(view.frame("Search"))
        let glass = try XCTUnwrap(view.frame("magnifyingglass"))
        XCTAssertEqual(glass.minX, 16 + 8, accuracy: 0.01)
        XCTAssertEqual(prompt.minX, glass.maxX + 6, accuracy: 0.01)
        XCTAssertEqual(prompt.midY, field.midY, accuracy: 0.5)
        XCTAssertEqual(view.color(ofText: "Search"), SwiftUI.Color.secondary.resolved)
        // The list starts under the band the field is in.
        let plain = LaidOutView(
            SwiftUI.NavigationStack { SwiftUI.List { SwiftUI.Text("Apple") }.navigationTitle("Fruits") })
        XCTAssertEqual(
            try XCTUnwrap(view.frame("Apple")).minY, try XCTUnwrap(plain.frame("Apple")).minY + 52, accuracy: 0.01)
        XCTAssertNil(plain.frame(filledWith: fill))
        XCTAssertFalse(plain.texts.contains("Search"))
    }

    func testTheFieldShowsItsTextOrItsPrompt() throws {
        let typed = LaidOutView(SwiftUI.NavigationStack { list("app") })
        XCTAssertTrue(typed.texts.contains("app"))
        XCTAssertFalse(typed.texts.contains("Search"))
        XCTAssertEqual(typed.color(ofText: "app"), SwiftUI.Color.primary.resolved)
        let prompted = LaidOutView(
            SwiftUI.NavigationStack {
                SwiftUI.List { SwiftUI.Text("Apple") }.searchable(text: .constant(""), prompt: "Find a fruit")
            })
        XCTAssertTrue(prompted.texts.contains("Find a fruit"))
        XCTAssertFalse(prompted.texts.contains("Search"))
    }

    /// Under an inline title the field is under the 44-point bar; a `.searchable` on the
    /// container itself is drawn too; outside a navigation container there is none.
    func testWhereTheFieldGoes() throws {
        let inline = LaidOutView(
            SwiftUI.NavigationStack { list().navigationBarTitleDisplayMode(.inline) })
        XCTAssertEqual(try XCTUnwrap(inline.frame(filledWith: fill)).minY, 44 + 8)
        let outside = LaidOutView(
            SwiftUI.NavigationStack { SwiftUI.List { SwiftUI.Text("Apple") }.navigationTitle("Fruits") }
                .searchable(text: .constant("")))
        XCTAssertEqual(try XCTUnwrap(outside.frame(filledWith: fill)).minY, 44 + 52 + 8)
        let alone = LaidOutView(SwiftUI.List { SwiftUI.Text("Apple") }.searchable(text: .constant("")))
        XCTAssertNil(alone.frame(filledWith: fill))
        XCTAssertFalse(alone.texts.contains("Search"))
    }

    func testDarkModeColours() throws {
        let dark = LaidOutView(SwiftUI.NavigationStack { list() }.environment(\.colorScheme, .dark))
        XCTAssertEqual(dark.color(ofText: "Search"), SwiftUI.Color.secondary.resolved(in: .dark))
        let darkFill = SwiftUI.Color(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, opacity: 0.24)
        XCTAssertNotNil(dark.frame(filledWith: darkFill))
    }

    func testSearchableWarnsNoMore() throws {
        XCTAssertEqual(try warnings { SwiftUI.NavigationStack { self.list() } }, [])
    }
}
