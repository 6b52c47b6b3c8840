import Geometry
import Raster
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// Lowering: modifiers, builder blocks, identity slots and branches, state on the scene clock.
final class LoweringTests: XCTestCase {
    /// Modifiers apply in the order written: the bold text, moved 4 down.
    func testModifiersApplyInTheOrderWritten() throws {
        let bold = try XCTUnwrap(DrawnView(SwiftUI.Text("a").bold()).inkBounds())
        let moved = try XCTUnwrap(DrawnView(SwiftUI.Text("a").bold().offset(y: 4)).inkBounds())
        XCTAssertEqual(moved, Rect(x: bold.minX, y: bold.minY + 4, width: bold.width, height: bold.height))
        assertDifferentDrawing(SwiftUI.Text("a").bold(), SwiftUI.Text("a"))
    }

    /// A builder block's views are the stack's children; several views at the root stack
    /// vertically.
    func testBuilderBlocksBecomeStackChildrenAndTheRootStacksVertically() throws {
        let row = LaidOutView(
            SwiftUI.HStack(spacing: 3) {
                SwiftUI.Text("a")
                SwiftUI.Text("b")
            })
        XCTAssertEqual(row.texts, ["a", "b"])
        XCTAssertEqual(try XCTUnwrap(row.frame("b")).minX, try XCTUnwrap(row.frame("a")).maxX + 3)
        let root = LaidOutView(
            SwiftUI.Group {
                SwiftUI.Text("a")
                SwiftUI.Text("b")
            })
        XCTAssertGreaterThan(try XCTUnwrap(root.frame("b")).minY, try XCTUnwrap(root.frame("a")).maxY)
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
        let v = ViewNode.stack
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
        assertSameDrawing(SwiftUI.Text("a").modifier(Lift()), SwiftUI.Text("a").offset(y: -2))
        assertDifferentDrawing(SwiftUI.Text("a").modifier(Lift()), SwiftUI.Text("a"))
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
                StateChange(time: 0.5, animation: .easeIn(duration: 2)),
                StateChange(time: 0.5, animation: nil),
            ])
        XCTAssertEqual(try scene.texts, [["0"], ["0"], ["1"]])
        // Drawn 10 points to the right at the end.
        let end = try XCTUnwrap(try AnimatedView(Mover()).drawing(at: 3).inkBounds())
        let still = try XCTUnwrap(DrawnView(SwiftUI.Text("1"), canvas: Size(width: 390, height: 844)).inkBounds())
        XCTAssertEqual(end.minX, still.minX + 10)
    }

    func testCanvasIsTheScreen() throws {
        struct Screen: SwiftUI.View {
            var body: some SwiftUI.View { SwiftUI.Text("\(Int(UIScreen.main.bounds.width))") }
        }
        let scene = try evaluate({ Screen() }, canvas: Size(width: 200, height: 100))
        XCTAssertEqual(try scene.texts, [["200"]])
    }

    /// A view of the scene's own without a body (`Body == Never`) that is not a representable is
    /// left out with a warning naming it; the views beside it are drawn.
    func testAViewWithoutABodyIsLeftOutWithAWarning() throws {
        struct Bodiless: SwiftUI.View {
            var body: Never { fatalError("never asked for") }
        }
        let root = {
            SwiftUI.VStack {
                SwiftUI.Text("a")
                Bodiless()
            }
        }
        XCTAssertEqual(
            try warnings(root), ["'Bodiless' has no body and is not a view Zoetrope draws; it is left out"])
        XCTAssertEqual(LaidOutView(root()).texts, ["a"])
    }
}
