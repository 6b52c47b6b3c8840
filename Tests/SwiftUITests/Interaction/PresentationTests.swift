import Geometry
import Raster
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// Presentations (`.sheet`, `.fullScreenCover`, `.alert`, `.confirmationDialog`) drawn over the
/// whole screen as an iPhone in portrait shows them at rest: on a 390 × 844 screen with an
/// iPhone 14's safe area (47 points above, 34 below), laid out and drawn in light and dark.
final class PresentationTests: XCTestCase {
    static let canvas = Size(width: 390, height: 844)
    static let safeArea = Insets(top: 47, leading: 0, bottom: 34, trailing: 0)
    /// iOS's red, and the same under the presentations' 20 % black dimming.
    static let red = [255, 59, 48, 255]
    static let dimmedRed = [204, 47, 38, 255]

    /// A presenter filling the screen with red, with the presentation `present` adds.
    struct Presenter<P: SwiftUI.View>: SwiftUI.View {
        var present: (AnyView) -> P
        var body: some SwiftUI.View { present(AnyView(Color.red.ignoresSafeArea())) }
    }

    /// `view`'s scene on the screen: laid out and drawn at time `t`.
    struct Screen {
        let laidOut: LaidOutView
        let drawn: DrawnView
        let warnings: [String]

        init<V: SwiftUI.View>(_ view: @escaping () -> V, scheme: SceneRequest.ColorScheme = .light, at t: Double = 0)
            throws
        {
            let run = SceneRun(rootName: "Root") { view() }
            let loaded = try run.evaluate(
                SceneRequest(
                    canvas: PresentationTests.canvas, safeArea: PresentationTests.safeArea, colorScheme: scheme))
            var engine = LayoutEngine(canvas: PresentationTests.canvas, images: NoImages())
            engine.safeArea = PresentationTests.safeArea
            let scene = AnimatedScene(
                trees: try loaded.snapshots.map { try engine.layout($0) }, timeline: loaded.timeline)
            let tree = scene.tree(at: t)
            laidOut = LaidOutView(root: tree)
            drawn = DrawnView(root: tree, canvas: PresentationTests.canvas)
            warnings = run.warnings.map(\.message)
        }
    }

    func assertPixel(
        _ screen: Screen, _ x: Int, _ y: Int, _ expected: [Int], tolerance: Int = 3, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let actual = screen.drawn.rgba(x, y)
        XCTAssert(
            zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance },
            "\(message): (\(x), \(y)) is \(actual), expected \(expected)", file: file, line: line)
    }

    // MARK: Sheets

    /// A full-height sheet: its card starts 10 points below the safe area's top (57) with the
    /// system background, its content centred in the card above the home indicator; the
    /// presenter is pushed back (inset 16 points at the sides, its top at the safe area's top)
    /// and dimmed, black around it.
    func testASheetIsACardOverThePushedBackPresenter() throws {
        let screen = try Screen {
            Presenter { $0.sheet(isPresented: .constant(true)) { Text("In the sheet") } }
        }
        let text = try XCTUnwrap(screen.laidOut.frame("In the sheet"))
        XCTAssertEqual(text.midX, 195, accuracy: 0.5)
        // The card's content spans y 57…810 (above the 34-point home indicator area).
        XCTAssertEqual(text.midY, (57 + 810) / 2, accuracy: 0.5)
        assertPixel(screen, 195, 300, [255, 255, 255, 255], "the card's white background")
        assertPixel(screen, 195, 840, [255, 255, 255, 255], "the card reaches the screen's bottom")
        assertPixel(screen, 195, 20, [0, 0, 0, 255], "above the pushed-back presenter: black")
        assertPixel(screen, 8, 52, [0, 0, 0, 255], "beside the pushed-back presenter: black")
        assertPixel(screen, 195, 52, Self.dimmedRed, "the presenter's top edge, dimmed, above the card")
        assertPixel(screen, 30, 52, Self.dimmedRed, "inside the presenter's rounded corner")
        assertPixel(screen, 1, 58, [0, 0, 0, 255], "the card's rounded corner shows what is behind")
        XCTAssertEqual(screen.warnings, [], "a drawn sheet gives no warning")
    }

    /// In dark mode the card is the elevated system background, (28, 28, 30).
    func testASheetInDarkModeHasTheElevatedBackground() throws {
        let screen = try Screen(
            { Presenter { $0.sheet(isPresented: .constant(true)) { Text("Dark") } } }, scheme: .dark)
        assertPixel(screen, 195, 300, [28, 28, 30, 255], "the dark card")
        XCTAssertEqual(screen.laidOut.color(ofText: "Dark"), .white)
    }

    /// A sheet's content is at the elevated level: in dark mode its system backgrounds are
    /// UIKit's elevated ones (secondarySystemGroupedBackground 44, 44, 46, where the presenter's
    /// is 28, 28, 30), so a form in a sheet has grey rows on a dark grey ground, not black.
    func testASheetsContentHasTheElevatedBackgroundsInDarkMode() throws {
        let screen = try Screen(
            {
                SwiftUI.Color(uiColor: .secondarySystemGroupedBackground).ignoresSafeArea()
                    .sheet(isPresented: .constant(true)) {
                        SwiftUI.Color(uiColor: .secondarySystemGroupedBackground)
                    }
            }, scheme: .dark)
        assertPixel(screen, 195, 300, [44, 44, 46, 255], "the elevated colour in the sheet")
        assertPixel(screen, 195, 52, [22, 22, 24, 255], "the presenter's own, under 20 % black")
    }

    /// `.presentationDetents([.medium])`: half the largest height (753 / 2 ≈ 377 points, plus the
    /// home indicator area), so its top is at 844 − 34 − 377 = 433; the presenter is dimmed, not
    /// pushed back. With one detent there is no grabber unless `.presentationDragIndicator(.visible)`.
    func testAMediumSheetCoversTheLowerHalfWithoutPushingBack() throws {
        let screen = try Screen {
            Presenter {
                $0.sheet(isPresented: .constant(true)) { Text("Half").presentationDetents([.medium]) }
            }
        }
        assertPixel(screen, 195, 20, Self.dimmedRed, "the presenter in place, dimmed")
        assertPixel(screen, 195, 430, Self.dimmedRed, "just above the card")
        assertPixel(screen, 195, 440, [255, 255, 255, 255], "the card, without a grabber")
        let text = try XCTUnwrap(screen.laidOut.frame("Half"))
        XCTAssertEqual(text.midY, (433 + 810) / 2, accuracy: 0.5)

        let grabbed = try Screen {
            Presenter {
                $0.sheet(isPresented: .constant(true)) {
                    Text("Half").presentationDetents([.medium]).presentationDragIndicator(.visible)
                }
            }
        }
        // The grabber: a 36 × 5 capsule 5 points below the card's top (y 438…443).
        XCTAssertLessThan(grabbed.drawn.rgba(195, 440)[0], 230, "the grabber's grey")
        XCTAssertEqual(grabbed.drawn.rgba(195 + 25, 440), [255, 255, 255, 255], "beside the grabber")
    }

    /// Several detents: drawn at the smallest, with the grabber (`.automatic`); a selection
    /// binding picks the detent drawn.
    func testASheetRestsAtItsSmallestDetentOrItsSelection() throws {
        let two = try Screen {
            Presenter {
                $0.sheet(isPresented: .constant(true)) { Text("Two").presentationDetents([.large, .medium]) }
            }
        }
        XCTAssertLessThan(two.drawn.rgba(195, 440)[0], 230, "the grabber of a sheet at its medium detent")
        let selected = try Screen {
            Presenter {
                $0.sheet(isPresented: .constant(true)) {
                    Text("Two").presentationDetents([.large, .medium], selection: .constant(.large))
                }
            }
        }
        assertPixel(selected, 195, 20, [0, 0, 0, 255], "at the large detent the presenter is pushed back")
        let fixed = try Screen {
            Presenter {
                $0.sheet(isPresented: .constant(true)) { Text("Fixed").presentationDetents([.height(200)]) }
            }
        }
        // 200 points above the home indicator area: the card's top at 844 − 34 − 200 = 610.
        assertPixel(fixed, 195, 605, Self.dimmedRed, "above a 200-point sheet")
        assertPixel(fixed, 195, 615, [255, 255, 255, 255], "the 200-point sheet")
    }

    /// `.presentationBackground` and `.presentationCornerRadius` restyle the card.
    func testPresentationBackgroundAndCornerRadius() throws {
        let screen = try Screen {
            Presenter {
                $0.sheet(isPresented: .constant(true)) {
                    Text("Blue").presentationBackground(Color.blue).presentationCornerRadius(40)
                        .presentationDetents([.medium])
                }
            }
        }
        assertPixel(screen, 195, 600, [0, 122, 255, 255], "the card's own background")
        assertPixel(screen, 3, 436, Self.dimmedRed, "a 40-point corner leaves the presenter showing")
    }

    /// A sheet whose binding is not true draws nothing over the presenter.
    func testASheetNotPresentedDrawsThePresenterOnly() throws {
        let screen = try Screen { Presenter { $0.sheet(isPresented: .constant(false)) { Text("Hidden") } } }
        XCTAssertNil(screen.laidOut.frame("Hidden"))
        assertPixel(screen, 195, 20, Self.red, "the presenter as it is")
        assertPixel(screen, 195, 600, Self.red, "the presenter as it is")
    }

    /// A sheet's item: presented while it is not nil, its content built from it.
    func testASheetForAnItemShowsItsContent() throws {
        struct Item: Identifiable { var id: Int }
        let screen = try Screen {
            Presenter { $0.sheet(item: .constant(Item(id: 7))) { Text("Item \($0.id)") } }
        }
        XCTAssertNotNil(screen.laidOut.frame("Item 7"))
    }

    /// State set in `onAppear` with an animation presents the sheet on the scene clock: it slides
    /// up from below the screen, and rests as a sheet set to true from the start.
    func testASheetPresentedWithAnimationSlidesUp() throws {
        struct Root: SwiftUI.View {
            @State var shown = false
            var body: some SwiftUI.View {
                Color.red.ignoresSafeArea()
                    .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
                    .sheet(isPresented: $shown) { Text("Sliding") }
            }
        }
        let start = try Screen({ Root() }, at: 0)
        let half = try Screen({ Root() }, at: 0.5)
        let rest = try Screen({ Root() }, at: 1.5)
        assertPixel(start, 195, 600, Self.red, "before it moves, the sheet is below the screen")
        // Half-way, the card's top is half-way between the screen's bottom and its rest at 57.
        // The card (787 points tall, resting at 57) is half-way up: its top at 57 + 787 / 2 = 450.5.
        // The dimming is half-way too: 10 % black.
        assertPixel(half, 195, 446, [230, 53, 43, 255], "half-way the card is still below y 446, half dimmed")
        assertPixel(half, 195, 455, [255, 255, 255, 255], "half-way the card's top has passed y 455")
        assertPixel(rest, 195, 300, [255, 255, 255, 255], "at rest, the card")
        assertPixel(rest, 195, 20, [0, 0, 0, 255], "at rest, the presenter pushed back")
    }

    /// A full-screen cover: the content on the system background over the whole screen.
    func testAFullScreenCoverCoversTheScreen() throws {
        let screen = try Screen {
            Presenter { $0.fullScreenCover(isPresented: .constant(true)) { Text("Cover") } }
        }
        assertPixel(screen, 5, 5, [255, 255, 255, 255], "the cover's background over the status bar area")
        assertPixel(screen, 195, 840, [255, 255, 255, 255], "and over the home indicator area")
        let text = try XCTUnwrap(screen.laidOut.frame("Cover"))
        XCTAssertEqual(text.midY, (47 + 810) / 2, accuracy: 0.5, "centred in the safe area, as a root view")
    }

    // MARK: Alerts

    /// An alert: the screen dimmed, the 270-point card centred, the title and message centred,
    /// two buttons side by side with the cancel one leading (semibold) and the destructive one red.
    func testAnAlertIsACentredCardWithItsButtonsSideBySide() throws {
        let screen = try Screen {
            Presenter {
                $0.alert("Delete the file?", isPresented: .constant(true)) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("This cannot be undone.")
                }
            }
        }
        let title = try XCTUnwrap(screen.laidOut.frame("Delete the file?"))
        let message = try XCTUnwrap(screen.laidOut.frame("This cannot be undone."))
        let cancel = try XCTUnwrap(screen.laidOut.frame("Cancel"))
        let delete = try XCTUnwrap(screen.laidOut.frame("Delete"))
        XCTAssertEqual(title.midX, 195, accuracy: 0.5)
        XCTAssertLessThan(title.maxY, message.minY, "the message under the title")
        XCTAssertEqual(cancel.midY, delete.midY, accuracy: 0.5, "two buttons side by side")
        XCTAssertLessThan(cancel.midX, 195, "the cancel button leading")
        XCTAssertGreaterThan(delete.midX, 195)
        // Each button is centred in its half of the 270-point card (x 60…195, 195…330).
        XCTAssertEqual(cancel.midX, (60 + 195) / 2, accuracy: 1)
        XCTAssertEqual(delete.midX, (195 + 330) / 2, accuracy: 1)
        XCTAssertEqual(screen.laidOut.color(ofText: "Delete"), RGBAColor(red8: 255, green8: 59, blue8: 48))
        XCTAssertEqual(screen.laidOut.color(ofText: "Cancel"), RGBAColor(red8: 0, green8: 122, blue8: 255))
        assertPixel(screen, 20, 100, Self.dimmedRed, "the presenter dimmed")
        assertPixel(screen, 50, 422, Self.dimmedRed, "left of the 270-point card")
        XCTAssertNotEqual(screen.drawn.rgba(65, 422), Self.dimmedRed, "the card's material")
        XCTAssertEqual(screen.warnings, [], "a drawn alert gives no warning")
    }

    /// Three buttons are stacked, the cancel one last; an alert without actions shows "OK".
    func testAnAlertStacksThreeButtonsAndDefaultsToOK() throws {
        let stacked = try Screen {
            Presenter {
                $0.alert("Choose", isPresented: .constant(true)) {
                    Button("Cancel", role: .cancel) {}
                    Button("First") {}
                    Button("Second") {}
                }
            }
        }
        let first = try XCTUnwrap(stacked.laidOut.frame("First"))
        let second = try XCTUnwrap(stacked.laidOut.frame("Second"))
        let cancel = try XCTUnwrap(stacked.laidOut.frame("Cancel"))
        XCTAssertEqual(second.midY - first.midY, 44, accuracy: 0.5, "44-point rows")
        XCTAssertEqual(cancel.midY - second.midY, 44, accuracy: 0.5, "the cancel button last")
        XCTAssertEqual(first.midX, 195, accuracy: 0.5)

        let plain = try Screen { Presenter { $0.alert("Saved", isPresented: .constant(true)) {} } }
        XCTAssertNotNil(plain.laidOut.frame("OK"))
    }

    /// The older `Alert` describes the same alert.
    func testTheOlderAlertIsDrawn() throws {
        let screen = try Screen {
            Presenter {
                $0.alert(isPresented: .constant(true)) {
                    Alert(
                        title: Text("Old style"), message: Text("Still drawn"),
                        primaryButton: .destructive(Text("Erase")), secondaryButton: .cancel())
                }
            }
        }
        XCTAssertNotNil(screen.laidOut.frame("Old style"))
        XCTAssertNotNil(screen.laidOut.frame("Still drawn"))
        let erase = try XCTUnwrap(screen.laidOut.frame("Erase"))
        let cancel = try XCTUnwrap(screen.laidOut.frame("Cancel"))
        XCTAssertLessThan(cancel.midX, erase.midX)
        XCTAssertEqual(screen.laidOut.color(ofText: "Erase"), RGBAColor(red8: 255, green8: 59, blue8: 48))
    }

    /// In dark mode the title is white and the dimming deeper (48 % black).
    func testAnAlertInDarkMode() throws {
        let screen = try Screen(
            { Presenter { $0.alert("Dark", isPresented: .constant(true)) { Button("OK") {} } } }, scheme: .dark)
        XCTAssertEqual(screen.laidOut.color(ofText: "Dark"), .white)
        // Dark mode's red (255, 69, 58) at 52 %.
        assertPixel(screen, 20, 100, [133, 36, 30, 255], "the presenter under 48 % black")
    }

    // MARK: Confirmation dialogs

    /// A confirmation dialog is an action sheet at the bottom: the actions in 57-point rows and a
    /// separate Cancel (added when there is none) just above the home indicator area.
    func testAConfirmationDialogIsAnActionSheetAtTheBottom() throws {
        let screen = try Screen {
            Presenter {
                $0.confirmationDialog("Options", isPresented: .constant(true), titleVisibility: .visible) {
                    Button("Duplicate") {}
                    Button("Delete", role: .destructive) {}
                }
            }
        }
        let duplicate = try XCTUnwrap(screen.laidOut.frame("Duplicate"))
        let delete = try XCTUnwrap(screen.laidOut.frame("Delete"))
        let cancel = try XCTUnwrap(screen.laidOut.frame("Cancel"))
        XCTAssertNotNil(screen.laidOut.frame("Options"))
        // Cancel's 57-point card ends at the safe area's bottom (810): centred at 781.5.
        XCTAssertEqual(cancel.midY, 810 - 57 / 2, accuracy: 0.5)
        XCTAssertEqual(delete.midY - duplicate.midY, 57, accuracy: 0.5)
        XCTAssertEqual(cancel.midY - delete.midY, 57 + 8, accuracy: 0.5, "the cancel card 8 points below")
        XCTAssertEqual(screen.laidOut.color(ofText: "Delete"), RGBAColor(red8: 255, green8: 59, blue8: 48))
        assertPixel(screen, 195, 100, Self.dimmedRed, "the presenter dimmed")

        let hidden = try Screen {
            Presenter {
                $0.confirmationDialog("Hidden title", isPresented: .constant(true)) { Button("Go") {} }
            }
        }
        XCTAssertNil(hidden.laidOut.frame("Hidden title"), "an iPhone hides an .automatic title")
        XCTAssertNotNil(hidden.laidOut.frame("Go"))
    }

    /// A presentation inside a GeometryReader's content is drawn: the content is built with the
    /// rest of the views, whether or not it reads the proxy.
    func testAPresentationInsideAGeometryReaderIsDrawn() throws {
        let plain = try Screen {
            GeometryReader { _ in
                Color.red.sheet(isPresented: .constant(true)) { Text("Found") }
            }
        }
        XCTAssertNotNil(plain.laidOut.frame("Found"))
        let sized = try Screen {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2).sheet(isPresented: .constant(true)) { Text("Sized") }
            }
        }
        XCTAssertNotNil(sized.laidOut.frame("Sized"))
        XCTAssertEqual(plain.warnings + sized.warnings, [])
    }
}
