import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// `NavigationView` and `NavigationStack` on an iPhone 14's screen (390 × 844, the safe area 47
/// points from the top and 34 from the bottom): the navigation bar iOS 17 draws at the scroll
/// edge (44 points under the status bar, a large title's 52 points under it), its toolbar items
/// and settings, the content under it.
final class NavigationViewTests: XCTestCase {
    private let insets = Insets(top: 47, leading: 0, bottom: 34, trailing: 0)

    private func laidOut<V: SwiftUI.View>(_ view: V, file: StaticString = #filePath, line: UInt = #line)
        -> LaidOutView
    {
        LaidOutView(view, safeArea: insets, file: file, line: line)
    }

    /// The size `text` takes in `font`.
    private func size(_ string: String, _ font: SwiftUI.Font) -> Size? {
        LaidOutView(SwiftUI.Text(string).font(font)).frame(string)?.size
    }

    /// The title drawn large: bold 34 points at the 16-point margin, its bottom 8 points above
    /// the bottom of the 96 points of bar under the status bar.
    private func assertLargeTitle(
        _ view: LaidOutView, _ title: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let frame = view.frame(title) else { return XCTFail("no title \(title)", file: file, line: line) }
        XCTAssertEqual(frame.minX, 16, accuracy: 1e-9, "at the leading margin", file: file, line: line)
        XCTAssertEqual(frame.maxY, 47 + 44 + 52 - 8, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(
            frame.size, size(title, .system(size: 34, weight: .bold)), "34-point bold", file: file, line: line)
    }

    func testALargeTitleUnderTheBarAndTheContentUnderIt() throws {
        let view = laidOut(
            SwiftUI.NavigationView {
                SwiftUI.VStack { SwiftUI.Text("a").navigationTitle("Lair") }
            })
        XCTAssertEqual(view.texts, ["a", "Lair"])
        assertLargeTitle(view, "Lair")
        // The content fills the safe area under the 96 points of bar.
        let a = try XCTUnwrap(view.frame("a"))
        XCTAssertEqual(a.midY, (47 + 96 + 810) / 2, accuracy: 1e-9)
        XCTAssertEqual(a.midX, 195, accuracy: 1e-9)
    }

    func testATitleDeepInTheContentReachesTheStack() {
        let view = laidOut(
            SwiftUI.NavigationStack {
                SwiftUI.VStack {
                    SwiftUI.HStack { SwiftUI.Text("a").navigationTitle("Deep").navigationBarHidden(false) }
                }
            })
        XCTAssertEqual(view.texts, ["a", "Deep"])
        assertLargeTitle(view, "Deep")
        let text = laidOut(SwiftUI.NavigationView { SwiftUI.Text("a").navigationBarTitle(SwiftUI.Text("T")) })
        assertLargeTitle(text, "T")
    }

    func testAnInlineTitleIsCentredInTheBarInSemibold17() throws {
        for view in [
            laidOut(
                SwiftUI.NavigationStack {
                    SwiftUI.Text("a").navigationTitle("Mail").navigationBarTitleDisplayMode(.inline)
                }),
            laidOut(SwiftUI.NavigationStack { SwiftUI.Text("a").navigationBarTitle("Mail", displayMode: .inline) }),
            laidOut(
                SwiftUI.NavigationStack { SwiftUI.Text("a").navigationTitle("Mail").toolbarTitleDisplayMode(.inline) }),
        ] {
            let title = try XCTUnwrap(view.frame("Mail"))
            XCTAssertEqual(title.midX, 195, accuracy: 1e-9)
            XCTAssertEqual(title.midY, 47 + 22, accuracy: 1e-9)
            XCTAssertEqual(title.size, size("Mail", .system(size: 17, weight: .semibold)))
            // The content fills the safe area under the 44-point bar.
            XCTAssertEqual(try XCTUnwrap(view.frame("a")).midY, (47 + 44 + 810) / 2, accuracy: 1e-9)
        }
    }

    /// An inline title clears the bar's items: centred while they fit beside it, moved aside
    /// from the wider group when they do not, truncated on its one line when it cannot fit
    /// between them (it was centred over the trailing button, the two drawn over each other).
    func testAnInlineTitleClearsTheBarsItems() throws {
        let title = "Editing the Competition"
        let view = laidOut(
            SwiftUI.NavigationStack {
                SwiftUI.Text("a").navigationTitle(title).navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        SwiftUI.ToolbarItem(placement: .cancellationAction) { SwiftUI.Button("Cancel") {} }
                        SwiftUI.ToolbarItem(placement: .confirmationAction) { SwiftUI.Button("Save All Changes") {} }
                    }
            })
        let cancel = try XCTUnwrap(view.frame("Cancel"))
        let save = try XCTUnwrap(view.frame("Save All Changes"))
        let drawn = try XCTUnwrap(view.frame(title))
        let ideal = try XCTUnwrap(size(title, .system(size: 17, weight: .semibold)))
        XCTAssertLessThan(drawn.width, ideal.width, "truncated")
        XCTAssertEqual(drawn.height, ideal.height, "on one line")
        XCTAssertGreaterThanOrEqual(drawn.minX, cancel.maxX)
        XCTAssertLessThanOrEqual(drawn.maxX, save.minX)
        XCTAssertEqual(drawn.midY, 47 + 22, accuracy: 1e-9)
        XCTAssertEqual(save.maxX, 390 - 16, accuracy: 1e-9)
        // A short title between short items stays centred on the bar.
        let centred = laidOut(
            SwiftUI.NavigationStack {
                SwiftUI.Text("a").navigationTitle("Mail").navigationBarTitleDisplayMode(.inline)
                    .toolbar { SwiftUI.ToolbarItem(placement: .cancellationAction) { SwiftUI.Button("Cancel") {} } }
            })
        XCTAssertEqual(try XCTUnwrap(centred.frame("Mail")).midX, 195, accuracy: 1e-9)
    }

    /// A large title beside bar items keeps its own full-width row under them, on one line at
    /// the 16-point margin, truncated when too long (iOS 17; a guard: this was already so).
    func testALargeTitleKeepsItsRowBesideBarItems() throws {
        let view = laidOut(
            SwiftUI.NavigationStack {
                SwiftUI.Form { SwiftUI.Text("a") }.navigationTitle("Editing Competition")
                    .toolbar {
                        SwiftUI.ToolbarItem(placement: .cancellationAction) { SwiftUI.Button("Cancel") {} }
                    }
            })
        assertLargeTitle(view, "Editing Competition")
        XCTAssertLessThan(
            try XCTUnwrap(view.frame("Cancel")).maxY, try XCTUnwrap(view.frame("Editing Competition")).minY)
    }

    func testAStackWithoutATitleHasItsEmptyBarAndAHiddenBarNone() {
        let plain = laidOut(SwiftUI.Text("a")).frame("a")
        let stack = laidOut(SwiftUI.NavigationStack { SwiftUI.Text("a") })
        XCTAssertEqual(stack.texts, ["a"])
        XCTAssertEqual(stack.frame("a")?.midY ?? 0, (47 + 44 + 810) / 2, accuracy: 1e-9, "under the 44-point bar")
        for hidden in [
            laidOut(
                SwiftUI.NavigationStack {
                    SwiftUI.Text("a").navigationBarTitle("T", displayMode: .inline).navigationBarHidden(true)
                }),
            laidOut(
                SwiftUI.NavigationStack { SwiftUI.Text("a").navigationTitle("T").toolbar(.hidden, for: .navigationBar) }
            ),
        ] {
            XCTAssertEqual(hidden.texts, ["a"])
            XCTAssertEqual(hidden.frame("a"), plain)
        }
    }

    func testToolbarItemsAtEveryPlacement() throws {
        let view = laidOut(
            SwiftUI.NavigationStack {
                SwiftUI.Text("a")
                    .navigationTitle("Inbox")
                    .toolbar {
                        SwiftUI.ToolbarItem(placement: .topBarLeading) { SwiftUI.Button("Edit") {} }
                        SwiftUI.ToolbarItemGroup(placement: .topBarTrailing) {
                            SwiftUI.Button("One") {}
                            SwiftUI.Button("Two") {}
                        }
                        SwiftUI.ToolbarItem(placement: .principal) { SwiftUI.Text("Middle") }
                        SwiftUI.ToolbarItem(placement: .bottomBar) { SwiftUI.Button("Archive") {} }
                        SwiftUI.ToolbarItem(placement: .keyboard) { SwiftUI.Button("Hidden") {} }
                    }
            })
        XCTAssertFalse(view.texts.contains("Hidden"), "a keyboard item shows only over a keyboard")
        let edit = try XCTUnwrap(view.frame("Edit"))
        XCTAssertEqual(edit.minX, 16, accuracy: 1e-9)
        XCTAssertEqual(edit.midY, 69, accuracy: 1e-9)
        let one = try XCTUnwrap(view.frame("One"))
        let two = try XCTUnwrap(view.frame("Two"))
        XCTAssertEqual(two.maxX, 374, accuracy: 1e-9, "16 points from the trailing edge")
        XCTAssertEqual(two.minX - one.maxX, 16, accuracy: 1e-9, "in the order written, 16 points apart")
        XCTAssertEqual(two.midY, 69, accuracy: 1e-9)
        XCTAssertEqual(view.color(ofText: "Edit"), SwiftUI.Color.accentColor.resolved, "buttons in the accent colour")
        let middle = try XCTUnwrap(view.frame("Middle"))
        XCTAssertEqual(middle.midX, 195, accuracy: 1e-9)
        XCTAssertEqual(middle.midY, 69, accuracy: 1e-9)
        assertLargeTitle(view, "Inbox")
        // The bottom bar: 44 points above the home indicator, over the bar colour.
        let archive = try XCTUnwrap(view.frame("Archive"))
        XCTAssertEqual(archive.minX, 16, accuracy: 1e-9)
        XCTAssertEqual(archive.midY, 810 - 22, accuracy: 1e-9)
        let bar = SwiftUI.Color(red: 247.0 / 255, green: 247.0 / 255, blue: 247.0 / 255)
        XCTAssertEqual(view.frame(filledWith: bar), Rect(x: 0, y: 766, width: 390, height: 78))
        // The content between the two bars.
        XCTAssertEqual(try XCTUnwrap(view.frame("a")).midY, (143 + 766) / 2, accuracy: 1e-9)
    }

    func testActionPlacementsOnIOS() throws {
        let view = laidOut(
            SwiftUI.NavigationStack {
                SwiftUI.Text("a")
                    .toolbar {
                        SwiftUI.ToolbarItem(placement: .cancellationAction) { SwiftUI.Button("Cancel") {} }
                        SwiftUI.ToolbarItem(placement: .confirmationAction) { SwiftUI.Button("Done") {} }
                        SwiftUI.ToolbarItem(placement: .navigationBarLeading) { SwiftUI.Text("L") }
                        SwiftUI.ToolbarItem(placement: .primaryAction) { SwiftUI.Text("P") }
                        SwiftUI.ToolbarItem { SwiftUI.Text("Auto") }
                    }
            })
        XCTAssertEqual(
            try XCTUnwrap(view.frame("Cancel")).minX, 16, accuracy: 1e-9, "a cancellation at the leading end")
        XCTAssertLessThan(try XCTUnwrap(view.frame("L")).minX, 195)
        for trailing in ["Done", "P", "Auto"] {
            XCTAssertGreaterThan(try XCTUnwrap(view.frame(trailing)).minX, 195, trailing)
        }
        XCTAssertEqual(try XCTUnwrap(view.frame("Auto")).maxX, 374, accuracy: 1e-9, "the last written is last")
        XCTAssertEqual(
            view.frame("Done")?.size, size("Done", .system(size: 17, weight: .semibold)), "a confirmation is semibold")
    }

    func testNavigationBarItemsOfOldAndTheirLeadingAndTrailingEnds() throws {
        let view = laidOut(
            SwiftUI.NavigationView {
                SwiftUI.Text("a").navigationBarItems(leading: SwiftUI.Text("Left"), trailing: SwiftUI.Text("Right"))
            })
        XCTAssertEqual(try XCTUnwrap(view.frame("Left")).minX, 16, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(view.frame("Right")).maxX, 374, accuracy: 1e-9)
        let trailingOnly = laidOut(
            SwiftUI.NavigationView { SwiftUI.Text("a").navigationBarItems(trailing: SwiftUI.Text("R")) })
        XCTAssertEqual(try XCTUnwrap(trailingOnly.frame("R")).maxX, 374, accuracy: 1e-9)
    }

    func testTheBarIsTransparentAtTheScrollEdgeAndTheContentRunsUnderIt() {
        let view = laidOut(
            SwiftUI.NavigationStack {
                SwiftUI.ZStack {
                    SwiftUI.Color.red.ignoresSafeArea()
                    SwiftUI.Text("a")
                }
                .navigationTitle("Red")
            })
        XCTAssertEqual(view.frame(filledWith: .red), Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(
            view.frames(filledWith: SwiftUI.Color(red: 247.0 / 255, green: 247.0 / 255, blue: 247.0 / 255)), [])
    }

    func testAVisibleToolbarBackgroundRunsUnderTheStatusBar() {
        let shown = laidOut(
            SwiftUI.NavigationStack {
                SwiftUI.Text("a").navigationTitle("T")
                    .toolbarBackground(SwiftUI.Color.red, for: .navigationBar)
                    .toolbarBackground(.visible, for: .navigationBar)
            })
        XCTAssertEqual(shown.frame(filledWith: .red), Rect(x: 0, y: 0, width: 390, height: 143))
        // iOS shows it only once content scrolls under the bar unless it is made visible.
        let automatic = laidOut(
            SwiftUI.NavigationStack {
                SwiftUI.Text("a").navigationTitle("T").toolbarBackground(SwiftUI.Color.red, for: .navigationBar)
            })
        XCTAssertNil(automatic.frame(filledWith: .red))
    }

    func testTheTitleInTheBarsColourSchemeAndInDarkMode() {
        let light = laidOut(SwiftUI.NavigationStack { SwiftUI.Text("a").navigationTitle("T") })
        XCTAssertEqual(light.color(ofText: "T"), RGBAColor.black)
        let darkBar = laidOut(
            SwiftUI.NavigationStack {
                SwiftUI.Text("a").navigationTitle("T").toolbarColorScheme(.dark, for: .navigationBar)
            })
        XCTAssertEqual(darkBar.color(ofText: "T"), RGBAColor.white)
        let dark = laidOut(
            SwiftUI.NavigationStack { SwiftUI.Text("a").navigationTitle("T") }.preferredColorScheme(.dark))
        XCTAssertEqual(dark.color(ofText: "T"), RGBAColor.white)
    }

    func testASplitViewOnAnIPhoneShowsItsSidebarAsAStack() throws {
        let view = laidOut(
            SwiftUI.NavigationSplitView {
                SwiftUI.Text("side").navigationTitle("Folders")
            } detail: {
                SwiftUI.Text("detail")
            })
        XCTAssertEqual(view.texts, ["side", "Folders"])
        assertLargeTitle(view, "Folders")
        let three = laidOut(
            SwiftUI.NavigationSplitView {
                SwiftUI.Text("side")
            } content: {
                SwiftUI.Text("content")
            } detail: {
                SwiftUI.Text("detail")
            })
        XCTAssertEqual(three.texts, ["side"])
        let detail = laidOut(
            SwiftUI.NavigationSplitView(
                columnVisibility: .constant(.all), preferredCompactColumn: .constant(.detail)
            ) {
                SwiftUI.Text("side")
            } detail: {
                SwiftUI.Text("detail")
            })
        XCTAssertEqual(detail.texts, ["detail"])
    }

    func testABarsMaterialIsDrawnOpaqueWithAWarningAtItsLine() throws {
        let located = try locatedWarnings {
            SwiftUI.NavigationStack {
                SwiftUI.Text("a")
                    .toolbar(line: 4, column: 2) {
                        SwiftUI.ToolbarItem(placement: .bottomBar) { SwiftUI.Text("b") }
                    }
                    .toolbarBackground(.visible, for: .navigationBar, line: 9, column: 6)
            }
        }
        let message =
            "the bar's material background is drawn as an opaque colour, without the blur of what is behind it"
        XCTAssertEqual(located.map(\.message), [message, message])
        XCTAssertEqual(
            Set(located.compactMap(\.location)),
            [SourceLocation(line: 4, column: 2), SourceLocation(line: 9, column: 6)])
        // A colour given is drawn as it is, without a warning.
        XCTAssertEqual(
            try warnings {
                SwiftUI.NavigationStack {
                    SwiftUI.Text("a").toolbarBackground(SwiftUI.Color.red, for: .navigationBar)
                        .toolbarBackground(.visible, for: .navigationBar)
                }
            }, [])
    }
}
