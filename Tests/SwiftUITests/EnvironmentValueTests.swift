import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

final class EnvironmentValueTests: XCTestCase {
    struct Scheme: SwiftUI.View {
        @SwiftUI.Environment(\.colorScheme) var scheme
        var body: some SwiftUI.View { SwiftUI.Text(scheme == .dark ? "dark" : "light") }
    }

    func testEnvironmentSetsAValueForTheViewsInside() {
        XCTAssertEqual(lowered(Scheme()), text("light"))
        XCTAssertEqual(lowered(Scheme().environment(\.colorScheme, .dark)), text("dark"))
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
