import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

private struct BadgeNameKey: EnvironmentKey { static let defaultValue = "none" }
private struct BadgeCountKey: EnvironmentKey { static var defaultValue: Int { 1 } }

extension EnvironmentValues {
    fileprivate var badgeName: String {
        get { self[BadgeNameKey.self] }
        set { self[BadgeNameKey.self] = newValue }
    }
    fileprivate var badgeCount: Int {
        get { self[BadgeCountKey.self] }
        set { self[BadgeCountKey.self] = newValue }
    }
}

private struct Badge: SwiftUI.View {
    @SwiftUI.Environment(\.badgeName) var name
    @SwiftUI.Environment(\.badgeCount) var count
    var body: some SwiftUI.View { SwiftUI.Text("\(name) \(count)") }
}

final class EnvironmentValueTests: XCTestCase {
    struct Scheme: SwiftUI.View {
        @SwiftUI.Environment(\.colorScheme) var scheme
        var body: some SwiftUI.View { SwiftUI.Text(scheme == .dark ? "dark" : "light") }
    }

    /// The views inside read the value set; in dark mode a text is drawn in dark mode's label
    /// colour, white.
    func testEnvironmentSetsAValueForTheViewsInside() {
        XCTAssertEqual(LaidOutView(Scheme()).texts, ["light"])
        let dark = LaidOutView(Scheme().environment(\.colorScheme, .dark))
        XCTAssertEqual(dark.texts, ["dark"])
        XCTAssertEqual(dark.color(ofText: "dark"), .white)
        XCTAssertEqual(LaidOutView(SwiftUI.Text("a").environment(\.colorScheme, .dark)).color(ofText: "a"), .white)
    }

    /// A colour scheme that does not change leaves the view as it is; one that does resolves the
    /// foreground again, inside a button its tint.
    func testAChangeOfColorSchemeResolvesTheForegroundAgain() throws {
        assertSameDrawing(SwiftUI.Text("a").environment(\.colorScheme, .light), SwiftUI.Text("a"))
        let darkBlue = try XCTUnwrap(SystemColor.named("blue", in: .dark))
        XCTAssertNotEqual(darkBlue, SystemColor.named("blue", in: .light))
        XCTAssertEqual(
            LaidOutView(SwiftUI.Button(action: {}) { SwiftUI.Text("a").environment(\.colorScheme, .dark) })
                .color(ofText: "a"), darkBlue)
        XCTAssertEqual(
            LaidOutView(SwiftUI.Text("a").foregroundColor(.red).environment(\.colorScheme, .dark)).color(ofText: "a"),
            SystemColor.named("red", in: .dark))
    }

    /// `Color.resolve(in:)` gives the colour's components in the environment's scheme.
    func testColorResolvesInTheEnvironmentsScheme() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        XCTAssertEqual(SwiftUI.Color.primary.resolve(in: EnvironmentValues()).red, 0)
        XCTAssertEqual(SwiftUI.Color.primary.resolve(in: dark).red, 1)
        let background = SwiftUI.Color(.secondarySystemBackground).resolve(in: dark)
        XCTAssertEqual(background.red * 255, 28, accuracy: 0.01)
        XCTAssertEqual(background.blue * 255, 30, accuracy: 0.01)
        XCTAssertEqual(SwiftUI.Color(background).resolve(in: EnvironmentValues()), background)
        XCTAssertEqual(SwiftUI.Color.Resolved(red: 0.5, green: 0.5, blue: 0.5).linearRed, 0.214, accuracy: 0.001)
    }

    /// A scene's own key: its default where no ancestor set it, the nearest value set above.
    func testCustomEnvironmentKeyIsReadByAChild() {
        XCTAssertEqual(LaidOutView(Badge()).texts, ["none 1"])
        XCTAssertEqual(LaidOutView(Badge().environment(\.badgeName, "outer")).texts, ["outer 1"])
        XCTAssertEqual(
            LaidOutView(Badge().environment(\.badgeName, "inner").environment(\.badgeName, "outer")).texts,
            ["inner 1"])
        XCTAssertEqual(
            LaidOutView(Badge().transformEnvironment(\.badgeCount) { $0 += 2 }.environment(\.badgeCount, 5)).texts,
            ["none 7"])
    }

    /// Built-in values are read with `@Environment` and set by their modifiers, which also style
    /// the text drawn.
    func testBuiltInValuesAreReadableAndSetByTheirModifiers() throws {
        struct Reader: SwiftUI.View {
            @SwiftUI.Environment(\.font) var font
            @SwiftUI.Environment(\.lineLimit) var lineLimit
            @SwiftUI.Environment(\.multilineTextAlignment) var alignment
            @SwiftUI.Environment(\.horizontalSizeClass) var horizontal
            @SwiftUI.Environment(\.verticalSizeClass) var vertical
            @SwiftUI.Environment(\.scenePhase) var phase
            @SwiftUI.Environment(\.dynamicTypeSize) var typeSize
            @SwiftUI.Environment(\.controlSize) var controlSize
            @SwiftUI.Environment(\.redactionReasons) var redaction
            @SwiftUI.Environment(\.displayScale) var scale
            var body: some SwiftUI.View {
                SwiftUI.Text(
                    "\(font == .title) \(lineLimit ?? 0) \(alignment) \(horizontal == .compact) \(vertical == .regular) \(phase == .active) \(typeSize) \(controlSize) \(redaction == .placeholder) \(Int(scale))"
                )
            }
        }
        let plain = "false 0 leading true true true large regular false 3"
        XCTAssertEqual(LaidOutView(Reader()).texts, [plain])
        let set = "true 2 center true true true large large true 3"
        let view = LaidOutView(
            Reader().font(.title).lineLimit(2).multilineTextAlignment(.center).controlSize(.large)
                .redacted(reason: .placeholder))
        XCTAssertEqual(view.texts, [set])
        // The font set is the text's too: as tall as the string in .title.
        let title = try XCTUnwrap(LaidOutView(SwiftUI.Text(set).font(.title)).frame(set))
        XCTAssertEqual(view.frame(set)?.height, title.height)
    }

    /// Right to left is laid out mirrored, without a warning: the first view of an HStack at
    /// the trailing edge.
    func testRightToLeftMirrorsTheLayoutWithoutAWarning() throws {
        func stack(_ direction: SwiftUI.LayoutDirection) -> some SwiftUI.View {
            SwiftUI.HStack(spacing: 0) {
                SwiftUI.Color.red.frame(width: 10, height: 10)
                SwiftUI.Color.blue.frame(width: 10, height: 10)
            }
            .environment(\.layoutDirection, direction)
        }
        let mirrored = LaidOutView(stack(.rightToLeft))
        XCTAssertEqual(mirrored.frame(filledWith: .red)?.minX, 195)
        XCTAssertEqual(mirrored.frame(filledWith: .blue)?.minX, 185)
        XCTAssertEqual(LaidOutView(stack(.leftToRight)).frame(filledWith: .red)?.minX, 185)
        XCTAssertEqual(try warnings { stack(.rightToLeft) }, [])
    }
}
