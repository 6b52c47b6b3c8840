import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `TabView`: the tab its selection tags above iOS's tab bar, one item per tab, the selected
/// one in blue.
final class TabViewTests: XCTestCase {
    private let blue = SwiftUI.Color.blue.resolved
    private let gray = SwiftUI.Color.gray.resolved
    /// The bar's background, iOS's light bar grey.
    private let bar = SwiftUI.Color(red: 247.0 / 255, green: 247.0 / 255, blue: 247.0 / 255)
    /// A list longer than the screen: it runs on below the bar.
    private var longList: some SwiftUI.View {
        SwiftUI.List(0..<30, id: \.self) { SwiftUI.Text("row \($0)") }
    }

    private func assertTabBar(
        _ view: LaidOutView, selected: String, other: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertNil(view.frame(filledWith: bar), "short content: the bar at its scroll edge", file: file, line: line)
        XCTAssertEqual(view.color(ofText: selected), blue, "the selected item", file: file, line: line)
        XCTAssertEqual(view.color(ofText: other), gray, "the other item", file: file, line: line)
        XCTAssertEqual(view.frame(selected)?.maxY ?? 0, 844, accuracy: 49, file: file, line: line)
    }

    func testTabViewShowsTheTabItsSelectionTags() {
        struct Tabs: SwiftUI.View {
            @SwiftUI.State var tab = 1
            var body: some SwiftUI.View {
                SwiftUI.TabView(selection: $tab) {
                    SwiftUI.Text("first")
                        .tabItem {
                            SwiftUI.Image(systemName: "house", line: 1, column: 1)
                            SwiftUI.Text("Home")
                        }
                        .tag(0)
                    SwiftUI.Text("second").tabItem { SwiftUI.Text("Two") }.tag(1)
                }
            }
        }
        let view = LaidOutView(Tabs())
        XCTAssertEqual(Set(view.texts).subtracting(["house.fill"]), ["second", "Home", "Two"])
        assertTabBar(view, selected: "Two", other: "Home")
        XCTAssertEqual(view.frame("second")?.midY ?? 0, 795.0 / 2, accuracy: 1e-9, "centred above the bar")
    }

    /// iOS's tab bar draws its items' symbols filled (`house` as `house.fill`); a symbol
    /// without a filled form as named; a label that sets `\.symbolVariants` itself as it says.
    func testTabItemsDrawFilledSymbols() {
        let view = LaidOutView(
            SwiftUI.TabView {
                SwiftUI.Text("first").tabItem { SwiftUI.Label("Home", systemImage: "house") }
                SwiftUI.Text("second").tabItem { SwiftUI.Label("Search", systemImage: "magnifyingglass") }
                SwiftUI.Text("third").tabItem {
                    SwiftUI.Label("Bell", systemImage: "bell").environment(\.symbolVariants, .none)
                }
            })
        let symbols = view.texts.filter { !["first", "Home", "Search", "Bell"].contains($0) }
        XCTAssertEqual(symbols, ["house.fill", "magnifyingglass", "bell"])
    }

    /// Where an item's symbol and caption sit in the bar, against iOS 17.0.1's pixels
    /// (Shepherd-Dog/SpeakList's swift-snapshot-testing reference `App/SnapshotTests/__Snapshots__/
    /// AppFeatureSnapshotTests/testAppSnapshot.App-Feature-Color-Scheme-light.png` at dee2ad73,
    /// iPhone 15 Pro, 3x, a 320 × 568-pt view with no safe area; four tabs of `Label`s): the bar
    /// from 519 pt; the captions' cap tops at 556.67 and baselines at 564.0 ("Plan");
    /// the gear symbol's ink centred at 537.67 (the cart's at 538.5, the clipboard's at 537.33).
    /// The caption was 5.3 pt higher, the symbol 1.7 pt.
    func testTheItemsSitWhereIOSDrawsThem() throws {
        let view = LaidOutView(
            SwiftUI.TabView {
                SwiftUI.Text("first").toolbarBackground(.visible, for: .tabBar)
                    .tabItem { SwiftUI.Label("Pets", systemImage: "star") }
                SwiftUI.Text("second").tabItem { SwiftUI.Label("Home", systemImage: "gear") }
            },
            canvas: Size(width: 320, height: 568))
        XCTAssertEqual(try XCTUnwrap(view.frame(filledWith: bar)).minY, 519, accuracy: 0.5)
        for caption in ["Pets", "Home"] {
            let ink = try XCTUnwrap(view.ink(ofText: caption))
            XCTAssertEqual(ink.maxY, 564.0, accuracy: 1, "\(caption)'s baseline")
            XCTAssertEqual(ink.minY, 556.67, accuracy: 1, "\(caption)'s cap top")
        }
        XCTAssertEqual(try XCTUnwrap(view.ink(ofText: "gear")).midY, 537.67, accuracy: 1, "the symbol's centre")
    }

    func testTabViewWithoutASelectionShowsTheFirstTab() {
        let view = LaidOutView(
            SwiftUI.TabView {
                SwiftUI.Text("first")
                    .tabItem {
                        SwiftUI.Image(systemName: "house", line: 1, column: 1)
                        SwiftUI.Text("Home")
                    }
                SwiftUI.Text("second").tabItem { SwiftUI.Text("Two") }.tag(1)
            })
        XCTAssertEqual(Set(view.texts).subtracting(["house.fill"]), ["first", "Home", "Two"])
        assertTabBar(view, selected: "Home", other: "Two")
    }

    func testTheTabBarIsDarkInDarkMode() {
        let view = LaidOutView(
            SwiftUI.TabView {
                longList.tabItem { SwiftUI.Text("One") }
                SwiftUI.Text("second").tabItem { SwiftUI.Text("Two") }
            }
            .preferredColorScheme(.dark))
        let darkBar = SwiftUI.Color(red: 22.0 / 255, green: 22.0 / 255, blue: 22.0 / 255)
        XCTAssertEqual(view.frame(filledWith: darkBar), Rect(x: 0, y: 795, width: 390, height: 49))
        XCTAssertEqual(view.color(ofText: "One"), SwiftUI.Color.blue.resolved(in: .dark))
        XCTAssertEqual(view.color(ofText: "Two"), SwiftUI.Color.gray.resolved(in: .dark))
    }

    /// iOS 15 and later draw the tab bar without its background where the content's edge meets
    /// it (UIKit's standard appearance with a transparent background): content that fits above
    /// the bar shows through it; a list that runs on below it puts the bar over its material,
    /// a hairline on top; `toolbarBackground` decides instead when it is given.
    func testTheBarShowsItsBackgroundOnlyOverContentThatRunsOnBelowIt() throws {
        func tabs<Content: SwiftUI.View>(_ content: Content) -> some SwiftUI.View {
            SwiftUI.TabView {
                content.tabItem { SwiftUI.Label("One", systemImage: "star") }
                SwiftUI.Text("second").tabItem { SwiftUI.Text("Two") }
            }
        }
        let barFrame = Rect(x: 0, y: 795, width: 390, height: 49)
        XCTAssertNil(LaidOutView(tabs(SwiftUI.List { SwiftUI.Text("one row") })).frame(filledWith: bar))
        XCTAssertNil(LaidOutView(tabs(SwiftUI.Color.yellow)).frame(filledWith: bar))
        let long = LaidOutView(tabs(longList))
        XCTAssertEqual(long.frame(filledWith: bar), barFrame)
        let hairline = SwiftUI.Color(white: 0, opacity: 0.3)
        XCTAssertEqual(long.frame(filledWith: hairline)?.minY ?? 0, 795, accuracy: 0.01, "the hairline on top")
        XCTAssertEqual(
            LaidOutView(tabs(SwiftUI.Text("short").toolbarBackground(.visible, for: .tabBar))).frame(filledWith: bar),
            barFrame)
        XCTAssertNil(LaidOutView(tabs(longList.toolbarBackground(.hidden, for: .tabBar))).frame(filledWith: bar))
        let red = LaidOutView(tabs(longList.toolbarBackground(SwiftUI.Color.red, for: .tabBar)))
        XCTAssertEqual(red.frame(filledWith: .red), barFrame, "a style of the scene's own")
        XCTAssertNil(red.frame(filledWith: hairline), "without the standard hairline")
        // Drawn: content that ignores the safe area shows through the short content's bar and
        // runs on under it; the long list's bar is grey.
        let shown = DrawnView(tabs(SwiftUI.Color.yellow.ignoresSafeArea()), canvas: Size(width: 390, height: 844))
        XCTAssertEqual(shown.rgba(5, 830), Ink.of(.yellow))
        let yellow = try XCTUnwrap(LaidOutView(tabs(SwiftUI.Color.yellow)).frame(filledWith: .yellow))
        XCTAssertEqual(yellow.maxY, 795, accuracy: 0.01, "content that respects the safe area stops at the bar")
        let covered = DrawnView(tabs(longList), canvas: Size(width: 390, height: 844))
        XCTAssertEqual(covered.rgba(5, 830), [247, 247, 247, 255])
    }

    func testTabViewStyleOfTheDefaultStyleChangesNothing() {
        assertSameDrawing(
            SwiftUI.Color.red.frame(width: 10, height: 10).tabViewStyle(.automatic),
            SwiftUI.Color.red.frame(width: 10, height: 10))
    }

    func testAnOptionalSelectionMatchesTagsByWhatItHolds() {
        enum Page: Hashable { case one, two }
        struct Tabs: SwiftUI.View {
            @SwiftUI.State var page: Page? = .two
            var body: some SwiftUI.View {
                SwiftUI.TabView(selection: $page) {
                    SwiftUI.Text("first").tag(Page.one)
                    SwiftUI.Text("second").tag(Page.two).coordinateSpace(.named("tabs"))
                }
            }
        }
        XCTAssertEqual(LaidOutView(Tabs()).texts.first, "second")
    }

    func testIOS18TabsGiveTheirItemAndValue() {
        let view = LaidOutView(
            SwiftUI.TabView(selection: .constant(1)) {
                SwiftUI.Tab("Home", systemImage: "house", value: 0) { SwiftUI.Text("first") }
                SwiftUI.Tab("Two", systemImage: "star", value: 1) { SwiftUI.Text("second") }
            })
        XCTAssertFalse(view.texts.contains("first"))
        assertTabBar(view, selected: "Two", other: "Home")
        XCTAssertEqual(view.frame("second")?.midX ?? 0, 195, accuracy: 1e-9)
        let unvalued = LaidOutView(
            SwiftUI.TabView {
                SwiftUI.Tab("Home", systemImage: "house") { SwiftUI.Text("first") }
                SwiftUI.Tab("Two", systemImage: "star") { SwiftUI.Text("second") }
            })
        XCTAssertFalse(unvalued.texts.contains("second"))
        assertTabBar(unvalued, selected: "Home", other: "Two")
    }
}
