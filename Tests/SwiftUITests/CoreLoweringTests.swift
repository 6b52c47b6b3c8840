import Geometry
import Raster
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

final class CoreLoweringTests: XCTestCase {
    func testModifiersWrapTheirContentInnermostFirst() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").bold().offset(y: 4)),
            .modified(.modified(text("a"), .fontWeight(.bold)), .offset(x: 0, y: 4)))
    }

    func testBuilderBlocksBecomeStackChildrenAndTheRootStacksVertically() {
        let view = lowered(
            SwiftUI.HStack(spacing: 3) {
                SwiftUI.Text("a")
                SwiftUI.Text("b")
            })
        XCTAssertEqual(view, .stack(.h(alignment: .center, spacing: 3), [text("a"), text("b")]))
        let root = lowered(
            SwiftUI.Group {
                SwiftUI.Text("a")
                SwiftUI.Text("b")
            })
        XCTAssertEqual(root, SceneGraph.View.stack(.v(alignment: .center, spacing: nil), [text("a"), text("b")]))
    }

    func testBranchesOfAnIfAreDifferentViews() {
        struct Choice: SwiftUI.View {
            var flag: Bool
            var body: some SwiftUI.View {
                if flag { SwiftUI.Text("yes") } else { SwiftUI.Text("no") }
            }
        }
        XCTAssertEqual(lowered(Choice(flag: true)), .modified(text("yes"), .branch(0)))
        XCTAssertEqual(lowered(Choice(flag: false)), .modified(text("no"), .branch(1)))
    }

    func testCustomViewModifierWrapsItsContent() {
        struct Lift: ViewModifier {
            func body(content: Content) -> some SwiftUI.View { content.offset(y: -2) }
        }
        XCTAssertEqual(lowered(SwiftUI.Text("a").modifier(Lift())), .modified(text("a"), .offset(x: 0, y: -2)))
    }

    /// `asyncAfter` in `onAppear` schedules transactions on the scene clock; changes inside
    /// `withAnimation` carry its animation, state keeps its value across evaluations.
    func testStateChangesOnTheSceneClockBecomeTransactions() throws {
        struct Mover: SwiftUI.View {
            @SwiftUI.State var moved = false
            @SwiftUI.State var count = 0
            var body: some SwiftUI.View {
                SwiftUI.Text("\(count)")
                    .offset(x: moved ? 10 : 0)
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                            withAnimation(.easeIn(duration: 2)) { moved = true }
                            count += 1
                        }
                    }
            }
        }
        let scene = try evaluate { Mover() }
        XCTAssertEqual(scene.viewName, "Mover")
        XCTAssertEqual(
            scene.timeline.transactions,
            [
                Timeline::Transaction(time: 0.5, animation: .easeIn(duration: 2)),
                Timeline::Transaction(time: 0.5, animation: nil),
            ])
        XCTAssertEqual(
            scene.snapshots,
            [
                .modified(text("0"), .offset(x: 0, y: 0)), .modified(text("0"), .offset(x: 10, y: 0)),
                .modified(text("1"), .offset(x: 10, y: 0)),
            ])
    }

    func testCanvasIsTheScreen() throws {
        struct Screen: SwiftUI.View {
            var body: some SwiftUI.View { SwiftUI.Text("\(Int(UIScreen.main.bounds.width))") }
        }
        let scene = try evaluate({ Screen() }, canvas: Size(width: 200, height: 100))
        XCTAssertEqual(scene.snapshots, [text("200")])
    }
}
