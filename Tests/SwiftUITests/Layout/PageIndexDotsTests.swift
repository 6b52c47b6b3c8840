import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// A paged `TabView`: the selected page filling it, the page dots at its bottom (8-point dots 16
/// points apart in a 26-point band, the current white, the others white at 30 %).
final class PageIndexDotsTests: XCTestCase {
    private let canvas = Size(width: 200, height: 200)
    private let red = Ink.of(.red)
    /// System red (255, 59, 48) under white at 30 %.
    private let dimmedDot = [255, 118, 110, 255]

    private func pages(selection: Int = 0) -> some SwiftUI.View {
        SwiftUI.TabView(selection: .constant(selection)) {
            SwiftUI.Color.red.tag(0)
            SwiftUI.Color.red.tag(1)
            SwiftUI.Color.blue.tag(2)
        }
    }

    func testTheSelectedPageFillsTheViewOverItsDots() {
        let drawn = DrawnView(pages().tabViewStyle(.page), canvas: canvas)
        // Three dots centred at y = 200 - 13: centres at x = 84, 100, 116.
        XCTAssertEqual(drawn.rgba(84, 187), [255, 255, 255, 255], "the current page's dot")
        XCTAssertTrue(DrawnView.close(drawn.rgba(100, 187), dimmedDot, 2), "\(drawn.rgba(100, 187))")
        XCTAssertTrue(DrawnView.close(drawn.rgba(116, 187), dimmedDot, 2))
        XCTAssertEqual(drawn.rgba(92, 187), red, "8 points apart")
        XCTAssertEqual(drawn.rgba(100, 100), red, "the first page")
        XCTAssertEqual(drawn.rgba(100, 170), red, "no tab bar")
        let third = DrawnView(pages(selection: 2).tabViewStyle(.page(indexDisplayMode: .always)), canvas: canvas)
        XCTAssertEqual(third.rgba(100, 100), Ink.of(.blue), "the selected page")
        XCTAssertEqual(third.rgba(116, 187), [255, 255, 255, 255])
    }

    func testWhenTheDotsShowAndTheirBackground() {
        let never = DrawnView(pages().tabViewStyle(.page(indexDisplayMode: .never)), canvas: canvas)
        XCTAssertEqual(never.rgba(84, 187), red)
        let one = SwiftUI.TabView { SwiftUI.Color.red }
        XCTAssertEqual(DrawnView(one.tabViewStyle(.page), canvas: canvas).rgba(100, 187), red, "one page: none")
        XCTAssertEqual(
            DrawnView(one.tabViewStyle(.page(indexDisplayMode: .always)), canvas: canvas).rgba(100, 187),
            [255, 255, 255, 255])
        let backed = DrawnView(
            pages().tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always)), canvas: canvas)
        XCTAssertTrue(DrawnView.close(backed.rgba(92, 187), [191, 44, 36, 255], 2), "\(backed.rgba(92, 187))")
        let plain = DrawnView(pages().tabViewStyle(.page).indexViewStyle(.page), canvas: canvas)
        XCTAssertEqual(plain.rgba(92, 187), red, "no background at rest")
        XCTAssertEqual(plain.rgba(84, 187), Ink.white)
    }

    func testATabCanHideTheTabBar() {
        let view = LaidOutView(
            SwiftUI.TabView {
                SwiftUI.Text("first").tabItem { SwiftUI.Text("One") }.toolbar(.hidden, for: .tabBar)
            })
        XCTAssertEqual(view.texts, ["first"])
    }

    func testTheDotsBackgroundIsApproximatedWithAWarning() throws {
        let located = try locatedWarnings {
            SwiftUI.TabView { SwiftUI.Color.red }.tabViewStyle(.page)
                .indexViewStyle(.page(backgroundDisplayMode: .always), line: 3, column: 14)
        }
        XCTAssertEqual(
            located.map(\.message),
            ["the page dots' background is drawn as a translucent capsule, without the blur of what is behind it"])
        XCTAssertEqual(located.first?.location, SourceLocation(line: 3, column: 14))
    }

    /// In dark mode the dots are the same: white, the others white at 30 % (UIPageControl's
    /// colours do not change with the scheme), here over the dark system red (255, 69, 58).
    func testTheDotsAreTheSameInDarkMode() {
        let dark = DrawnView(pages().tabViewStyle(.page).environment(\.colorScheme, .dark), canvas: canvas)
        XCTAssertEqual(dark.rgba(84, 187), [255, 255, 255, 255])
        XCTAssertTrue(DrawnView.close(dark.rgba(100, 187), [255, 125, 117, 255], 2), "\(dark.rgba(100, 187))")
        XCTAssertEqual(dark.rgba(92, 187), [255, 69, 58, 255], "the page between the dots")
    }
}
