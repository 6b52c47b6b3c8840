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

    /// The views of an `if` (or `ForEach`) share its slot in the builder; the stack identifies
    /// each child by its slot, so "d" stays the third view (slot 2) whether or not the `if`
    /// inserts its two views. A child whose slot is its position carries no `identity`.
    func testChildrenAreIdentifiedByTheirSlotInTheBuilder() {
        struct Inserting: SwiftUI.View {
            var show: Bool
            var body: some SwiftUI.View {
                SwiftUI.VStack {
                    SwiftUI.Text("a")
                    if show {
                        SwiftUI.Text("b")
                        SwiftUI.Text("c")
                    }
                    SwiftUI.Text("d")
                    SwiftUI.ForEach(0..<2) { SwiftUI.Text("e\($0)") }
                }
            }
        }
        let v = SceneGraph.View.stack
        XCTAssertEqual(
            lowered(Inserting(show: true)),
            v(
                .v(alignment: .center, spacing: nil),
                [
                    text("a"),
                    .modified(.modified(text("b"), .branch(0)), .identity(2_000_000_000)),
                    .modified(.modified(text("c"), .branch(0)), .identity(2_000_000_001)),
                    .modified(text("d"), .identity(2)),
                    .modified(text("e0"), .identity(4_000_000_000)),
                    .modified(text("e1"), .identity(4_000_000_001)),
                ]))
        XCTAssertEqual(
            lowered(Inserting(show: false)),
            v(
                .v(alignment: .center, spacing: nil),
                [
                    text("a"), .empty, text("d"),
                    .modified(text("e0"), .identity(4_000_000_000)),
                    .modified(text("e1"), .identity(4_000_000_001)),
                ]))
        XCTAssertEqual(SceneGraph.NodeID([0, 2_000_000_001, 2]).description, "/0/1.1/2")
        XCTAssertEqual(SceneGraph.NodeID.index(slot: [5]), 5)
        XCTAssertGreaterThanOrEqual(SceneGraph.NodeID.index(slot: [1, 2, 3]), 1 << 62)
        XCTAssertEqual(SceneGraph.NodeID.index(slot: [1, 2, 3]), SceneGraph.NodeID.index(slot: [1, 2, 3]))
        XCTAssertNotEqual(SceneGraph.NodeID.index(slot: [1, 2, 3]), SceneGraph.NodeID.index(slot: [1, 3, 2]))
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
