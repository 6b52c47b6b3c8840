import Foundation
import Geometry
import XCTest

@testable import SwiftUI

/// Modifiers whose effect shows only once someone interacts (menus opened, searches, focus,
/// submits, file pickers, widget interactions) and gestures and anchors that are not drawn:
/// at rest the view is drawn as it is, as on iOS.
final class SystemModifiersTests: XCTestCase {
    func testAtRestTheViewIsUnchanged() {
        let view = SwiftUI.Color.red.frame(width: 30, height: 30)
        struct Field: SwiftUI.View {
            @SwiftUI.FocusState var focus: Bool
            var body: some SwiftUI.View {
                SwiftUI.Color.red.frame(width: 30, height: 30).defaultFocus($focus, true)
                    .defaultFocus($focus, false, priority: .userInitiated)
            }
        }
        assertSameDrawing(
            view.menuActionDismissBehavior(.disabled).searchPresentationToolbarBehavior(.avoidHidingContent)
                .replaceDisabled().submitScope().invalidatableContent()
                .fileMover(isPresented: .constant(true), file: URL(fileURLWithPath: "/tmp/a")) { _ in }
                .fileMover(isPresented: .constant(false), files: [URL(fileURLWithPath: "/tmp/a")]) { _ in },
            view)
        assertSameDrawing(Field(), view)
        let gesture = AnyGesture(TapGesture().map { "tapped" })
        assertSameDrawing(view.gesture(gesture), view)
    }

    func testAPopoversAnchorAndArrowDoNotChangeItsSheet() {
        let canvas = Size(width: 390, height: 844)
        assertSameDrawing(
            SwiftUI.Color.blue.popover(
                isPresented: .constant(true), attachmentAnchor: .point(.top), arrowEdge: .bottom
            ) { SwiftUI.Text("Tip") },
            SwiftUI.Color.blue.popover(isPresented: .constant(true)) { SwiftUI.Text("Tip") }, canvas: canvas)
        assertSameDrawing(
            SwiftUI.Color.blue.popover(
                isPresented: .constant(true), attachmentAnchor: .rect(.bounds), arrowEdge: .top
            ) { SwiftUI.Text("Tip") },
            SwiftUI.Color.blue.sheet(isPresented: .constant(true)) { SwiftUI.Text("Tip") }, canvas: canvas)
    }

    /// A scroll target behaviour of a scene's own compiles; a render never asks it for a target.
    func testACustomScrollTargetBehaviour() {
        struct Snap: ScrollTargetBehavior {
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                target.rect.origin.y = (target.rect.minY / 100).rounded() * 100
            }
        }
        var target = ScrollTarget(rect: CGRect(x: 0, y: 130, width: 10, height: 10))
        XCTAssertNil(target.anchor)
        target.anchor = .top
        let view = SwiftUI.ScrollView { SwiftUI.Color.red.frame(width: 30, height: 30) }
        assertSameDrawing(view.scrollTargetBehavior(Snap()), view)
    }
}
