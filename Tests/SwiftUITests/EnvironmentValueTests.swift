import Geometry
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

    func testEnvironmentSetsAValueForTheViewsInside() {
        XCTAssertEqual(lowered(Scheme()), text("light"))
        XCTAssertEqual(
            lowered(Scheme().environment(\.colorScheme, .dark)), .modified(text("dark"), .foregroundColor(.white)))
    }

    /// A colour scheme that does not change leaves the view as it is; one that does resolves the
    /// foreground again, inside a button its tint.
    func testAChangeOfColorSchemeResolvesTheForegroundAgain() {
        XCTAssertEqual(lowered(SwiftUI.Text("a").environment(\.colorScheme, .light)), text("a"))
        let light = SystemColor.named("blue", in: .light) ?? .black
        let dark = SystemColor.named("blue", in: .dark) ?? .black
        XCTAssertEqual(
            lowered(SwiftUI.Button(action: {}) { SwiftUI.Text("a").environment(\.colorScheme, .dark) }),
            .modified(.modified(text("a"), .foregroundColor(dark)), .foregroundColor(light)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").foregroundColor(.red).environment(\.colorScheme, .dark)),
            .modified(
                .modified(text("a"), .foregroundColor(SystemColor.named("red", in: .dark) ?? .black)),
                .foregroundColor(.white)))
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
        XCTAssertEqual(lowered(Badge()), text("none 1"))
        XCTAssertEqual(lowered(Badge().environment(\.badgeName, "outer")), text("outer 1"))
        XCTAssertEqual(
            lowered(Badge().environment(\.badgeName, "inner").environment(\.badgeName, "outer")), text("inner 1"))
        XCTAssertEqual(
            lowered(Badge().transformEnvironment(\.badgeCount) { $0 += 2 }.environment(\.badgeCount, 5)),
            text("none 7"))
    }

    /// Built-in values are read with `@Environment` and set by their modifiers.
    func testBuiltInValuesAreReadableAndSetByTheirModifiers() {
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
        XCTAssertEqual(lowered(Reader()), text("false 0 leading true true true large regular false 3"))
        let set = lowered(
            Reader().font(.title).lineLimit(2).multilineTextAlignment(.center).controlSize(.large)
                .redacted(reason: .placeholder))
        guard case .modified(let inner, .redacted(true)) = set else { return XCTFail("\(set)") }
        XCTAssertEqual(
            inner,
            .modified(
                .modified(
                    .modified(text("true 2 center true true true large large true 3"), .font(.title)), .lineLimit(2)),
                .multilineTextAlignment(.center)))
    }

    /// Right to left is laid out mirrored now: no warning, and SceneGraph is told.
    func testRightToLeftReachesTheLayoutWithoutAWarning() throws {
        struct Root: SwiftUI.View {
            var body: some SwiftUI.View { SwiftUI.Text("a").environment(\.layoutDirection, .rightToLeft) }
        }
        guard let program = _zoetropeSceneProgram({ Root() }) as? SceneRun else { return XCTFail("no program") }
        let scene = try program.evaluate(SceneRequest(canvas: Size(width: 10, height: 10)))
        XCTAssertEqual(program.warnings, [])
        XCTAssertEqual(scene.snapshots.first, .modified(text("a"), .layoutDirection(rightToLeft: true)))
    }

    func testUIBezierPathRoundedRectIsTheContinuousRoundedRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let bezier = UIBezierPath(
            roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 5, height: 5))
        XCTAssertEqual(
            SwiftUI.Path(bezier.cgPath), SwiftUI.Path(roundedRect: rect, cornerRadius: 5, style: .continuous))
        let top = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 5, height: 5))
        XCTAssertEqual(
            SwiftUI.Path(top.cgPath),
            UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 5, topTrailing: 5)).path(in: rect))
    }
}
