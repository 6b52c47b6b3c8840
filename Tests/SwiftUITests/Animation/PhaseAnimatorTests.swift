import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// `PhaseAnimator` and `.phaseAnimator`: a view moved through its phases, each move with the
/// animation the closure gives for the phase it moves to — seen as a red square's place.
final class PhaseAnimatorTests: XCTestCase {
    private let canvas = Size(width: 100, height: 100)

    private func centre(_ scene: AnimatedView, at t: Double) -> Double {
        scene.layout(at: t).frame(filledWith: .red)?.midX ?? -1
    }

    /// Phases 0, 1, 2 at x 50, 60, 70: to 1 over 2 s, to 2 at once, back to 0 over 1 s, for ever.
    func testPhaseAnimatorCyclesThroughItsPhases() throws {
        let scene = try AnimatedView(
            PhaseAnimator([0.0, 1.0, 2.0]) { phase in
                SwiftUI.Color.red.frame(width: 10, height: 10).position(x: 50 + phase * 10, y: 50)
            } animation: { phase in
                phase == 2 ? nil : .linear(duration: phase + 1)
            }, canvas: canvas)
        XCTAssertEqual(centre(scene, at: 0), 50)
        XCTAssertEqual(centre(scene, at: 1), 55, accuracy: 1e-9)
        XCTAssertEqual(centre(scene, at: 2), 70, accuracy: 1e-9)
        XCTAssertEqual(centre(scene, at: 2.5), 60, accuracy: 1e-9)
        XCTAssertEqual(centre(scene, at: 3), 50, accuracy: 1e-9)
        XCTAssertEqual(centre(scene, at: 4), 55, accuracy: 1e-9, "round again")
    }

    /// The modifier form with a trigger: one pass per change; without an animation closure
    /// every move is `.default`.
    func testPhaseAnimatorModifierWithTrigger() throws {
        struct Hop: SwiftUI.View {
            @SwiftUI.State var hops = 0
            var body: some SwiftUI.View {
                SwiftUI.Color.red.frame(width: 10, height: 10)
                    .phaseAnimator([false, true], trigger: hops) { content, up in
                        content.position(x: up ? 42 : 50, y: 50)
                    }
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { hops += 1 } }
            }
        }
        let scene = try AnimatedView(Hop(), canvas: canvas)
        XCTAssertEqual(centre(scene, at: 0.9), 50, "at rest before the trigger")
        let moving = centre(scene, at: 1.1)
        XCTAssertLessThan(moving, 50)
        XCTAssertGreaterThan(moving, 42, "animated, not a jump")
        XCTAssertEqual(centre(scene, at: 5), 50, accuracy: 0.01, "one pass: back to the first phase")
    }

    func testPhaseAnimatorWithoutPhasesIsASceneError() {
        struct Empty: SwiftUI.View {
            var body: some SwiftUI.View {
                PhaseAnimator([Int]()) { _ in SwiftUI.Text("never") }
            }
        }
        XCTAssertThrowsError(try evaluate { Empty() }) { error in
            XCTAssertTrue("\(error)".contains("a PhaseAnimator needs at least one phase"), "\(error)")
        }
    }

    /// A phase animator around a view leaves the view's own animations alone: a move made
    /// with `withAnimation` inside its content animates (it jumped to its end before).
    func testPhaseAnimatorLeavesOtherAnimationsAlone() throws {
        struct Fading: SwiftUI.View {
            @SwiftUI.State var moved = false
            var body: some SwiftUI.View {
                SwiftUI.Color.red.frame(width: 10, height: 10)
                    .position(x: moved ? 85 : 5, y: 50)
                    .phaseAnimator([1.0, 0.8]) { content, opacity in
                        content.opacity(opacity)
                    } animation: { _ in
                        .linear(duration: 0.5)
                    }
                    .onAppear { withAnimation(.linear(duration: 2)) { moved = true } }
            }
        }
        let scene = try AnimatedView(Fading(), canvas: canvas)
        XCTAssertEqual(centre(scene, at: 0), 5, accuracy: 1e-9)
        XCTAssertEqual(centre(scene, at: 1), 45, accuracy: 1e-9, "half-way at 1 s")
        XCTAssertEqual(centre(scene, at: 1.5), 65, accuracy: 1e-9)
        XCTAssertEqual(centre(scene, at: 3), 85, accuracy: 1e-9)
    }

    // MARK: Layout per phase (issue 34)

    /// A view whose height is 100 pt in one phase and 200 in the next, above a text in a
    /// top-aligned stack: the text moves down by 100 pt over each move and back, as on iOS (it
    /// stayed where the first phase put it before).
    private struct Growing: SwiftUI.View {
        var animation: SwiftUI.Animation = .linear(duration: 1)
        var body: some SwiftUI.View {
            VStack(spacing: 0) {
                PhaseAnimator([false, true]) { big in
                    SwiftUI.Color.red.frame(width: 100, height: big ? 200 : 100)
                } animation: { _ in
                    animation
                }
                SwiftUI.Text("below")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
    }

    private func top(of text: String, _ scene: AnimatedView, at t: Double) -> Double {
        scene.layout(at: t).frame(text)?.minY ?? -1
    }

    func testViewsBelowAPhaseAnimatorMoveWithTheSizeOfItsPhases() throws {
        let scene = try AnimatedView(Growing(), canvas: Size(width: 300, height: 600))
        XCTAssertEqual(top(of: "below", scene, at: 0), 100, accuracy: 1e-9)
        XCTAssertEqual(top(of: "below", scene, at: 0.25), 125, accuracy: 1e-9)
        XCTAssertEqual(top(of: "below", scene, at: 0.5), 150, accuracy: 1e-9, "half-way through the move")
        XCTAssertEqual(top(of: "below", scene, at: 1), 200, accuracy: 1e-9, "phase 1's layout")
        XCTAssertEqual(top(of: "below", scene, at: 1.5), 150, accuracy: 1e-9, "moving back")
        XCTAssertEqual(top(of: "below", scene, at: 2), 100, accuracy: 1e-9)
        XCTAssertEqual(top(of: "below", scene, at: 3), 200, accuracy: 1e-9, "round again")
        XCTAssertEqual(scene.layout(at: 0.5).frame(filledWith: .red)?.height ?? -1, 150, accuracy: 1e-9)
        XCTAssertEqual(scene.layout(at: 0.5).frame(filledWith: .red)?.minY ?? -1, 0, accuracy: 1e-9)
        XCTAssertEqual(scene.scene.duration, 2, accuracy: 1e-9, "the render covers the first full cycle")
        XCTAssertTrue(scene.scene.hasEndlessAnimation)
    }

    /// The parent's frame follows the phases too: a centred stack's top rises by half the growth.
    func testTheAnimatorsParentAnimatesItsFrame() throws {
        struct Centred: SwiftUI.View {
            var body: some SwiftUI.View {
                VStack(spacing: 0) {
                    PhaseAnimator([false, true]) { big in
                        SwiftUI.Color.red.frame(width: 100, height: big ? 200 : 100)
                    } animation: { _ in
                        .linear(duration: 1)
                    }
                    SwiftUI.Color.blue.frame(width: 10, height: 10)
                }
            }
        }
        let scene = try AnimatedView(Centred(), canvas: Size(width: 300, height: 600))
        // The stack is 110 pt tall, then 210, centred in 600.
        XCTAssertEqual(scene.layout(at: 0).frame(filledWith: .red)?.minY ?? -1, 245, accuracy: 1e-9)
        XCTAssertEqual(scene.layout(at: 0.5).frame(filledWith: .red)?.minY ?? -1, 220, accuracy: 1e-9)
        XCTAssertEqual(scene.layout(at: 1).frame(filledWith: .red)?.minY ?? -1, 195, accuracy: 1e-9)
        XCTAssertEqual(scene.layout(at: 1).frame(filledWith: .blue)?.minY ?? -1, 395, accuracy: 1e-9)
    }

    /// The trigger form: one pass per change of the trigger, its neighbour pushed aside and back.
    func testTriggeredPhasesPushTheirNeighbour() throws {
        struct Widening: SwiftUI.View {
            @SwiftUI.State var taps = 0
            var body: some SwiftUI.View {
                HStack(spacing: 0) {
                    SwiftUI.Color.red.frame(width: 20, height: 20)
                        .phaseAnimator([false, true], trigger: taps) { content, wide in
                            content.frame(width: wide ? 80 : 20)
                        } animation: { _ in
                            .linear(duration: 1)
                        }
                    SwiftUI.Color.blue.frame(width: 20, height: 20)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { taps += 1 } }
            }
        }
        let scene = try AnimatedView(Widening(), canvas: Size(width: 300, height: 100))
        func left(_ t: Double) -> Double { scene.layout(at: t).frame(filledWith: .blue)?.minX ?? -1 }
        XCTAssertEqual(left(0.5), 20, accuracy: 1e-9, "at rest before the trigger changes")
        XCTAssertEqual(left(1.5), 50, accuracy: 1e-9)
        XCTAssertEqual(left(2), 80, accuracy: 1e-9)
        XCTAssertEqual(left(2.5), 50, accuracy: 1e-9, "the pass returns to the first phase")
        XCTAssertEqual(left(4), 20, accuracy: 1e-9, "and stays there")
        XCTAssertEqual(scene.scene.duration, 3 + Timeline.hold, accuracy: 1e-9)
        XCTAssertFalse(scene.scene.hasEndlessAnimation)
    }

    /// `.phaseAnimator` on a text whose font grows: the view below it moves down with the text's
    /// height, animated.
    func testATextsFontChangingInAPhaseMovesTheViewBelow() throws {
        struct Headline: SwiftUI.View {
            var body: some SwiftUI.View {
                VStack(spacing: 0) {
                    SwiftUI.Text("Grow")
                        .phaseAnimator([false, true]) { content, big in
                            content.font(.system(size: big ? 40 : 20))
                        } animation: { _ in
                            .linear(duration: 1)
                        }
                    SwiftUI.Color.red.frame(width: 10, height: 10)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            }
        }
        let scene = try AnimatedView(Headline(), canvas: Size(width: 300, height: 300))
        func top(_ t: Double) -> Double { scene.layout(at: t).frame(filledWith: .red)?.minY ?? -1 }
        let small = top(0)
        let large = top(1)
        XCTAssertGreaterThan(large, small + 15, "a 40-pt line is taller than a 20-pt one")
        XCTAssertEqual(top(0.5), (small + large) / 2, accuracy: 1e-9, "animated, not a jump")
        XCTAssertEqual(top(2), small, accuracy: 1e-9)
    }

    /// Moves with a spring move the layout with the spring: the text overshoots its place in
    /// phase 1 and settles there; the next move starts once the spring has settled.
    func testSpringMovesCarryTheLayout() throws {
        let spring = SwiftUI.Animation.spring(duration: 1, bounce: 0.5)
        let scene = try AnimatedView(Growing(animation: spring), canvas: Size(width: 300, height: 600))
        let settle = try XCTUnwrap(spring.engine.totalDuration)
        let tops = stride(from: 0.0, through: settle, by: 0.02).map { top(of: "below", scene, at: $0) }
        XCTAssertGreaterThan(tops.max() ?? 0, 210, "the spring overshoots phase 1's place")
        XCTAssertEqual(top(of: "below", scene, at: settle), 200, accuracy: 0.5)
        XCTAssertEqual(scene.scene.duration, 2 * settle, accuracy: 1e-6)
    }

    /// A move that never ends is the last one: the view keeps running it, and the render covers
    /// its first cycle.
    func testAMoveThatNeverEndsIsTheLast() throws {
        let forever = SwiftUI.Animation.linear(duration: 1).repeatForever(autoreverses: true)
        let scene = try AnimatedView(Growing(animation: forever), canvas: Size(width: 300, height: 600))
        XCTAssertEqual(top(of: "below", scene, at: 0.5), 150, accuracy: 1e-9)
        XCTAssertEqual(top(of: "below", scene, at: 1), 200, accuracy: 1e-9)
        XCTAssertEqual(top(of: "below", scene, at: 1.5), 150, accuracy: 1e-9, "reversing, not moving to phase 0")
        XCTAssertEqual(top(of: "below", scene, at: 4.5), 150, accuracy: 1e-9)
        XCTAssertEqual(scene.scene.duration, 2, accuracy: 1e-9)
    }

    /// Animators in a `ForEach` each keep their own phase and timing.
    func testAnimatorsInAForEachMoveOnTheirOwn() throws {
        struct Bars: SwiftUI.View {
            var body: some SwiftUI.View {
                HStack(alignment: .top, spacing: 0) {
                    ForEach([1.0, 2.0], id: \.self) { seconds in
                        VStack(spacing: 0) {
                            PhaseAnimator([false, true]) { big in
                                SwiftUI.Color.red.frame(width: 10, height: big ? 60 : 20)
                            } animation: { _ in
                                .linear(duration: seconds)
                            }
                            SwiftUI.Color.blue.frame(width: 10, height: 10)
                        }
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            }
        }
        let scene = try AnimatedView(Bars(), canvas: Size(width: 100, height: 100))
        func tops(_ t: Double) -> [Double] { scene.layout(at: t).frames(filledWith: .blue).map(\.minY) }
        XCTAssertEqual(tops(0), [20, 20])
        XCTAssertEqual(tops(1), [60, 40])
        XCTAssertEqual(tops(2), [20, 60])
        XCTAssertEqual(scene.scene.duration, 4, accuracy: 1e-9, "the longest cycle")
    }

    /// Inside another animator's content (built again at every frame), the phases are laid out
    /// per phase too.
    func testAPhaseAnimatorInsideAKeyframeAnimatorIsLaidOutPerPhase() throws {
        struct Inside: SwiftUI.View {
            var body: some SwiftUI.View {
                KeyframeAnimator(initialValue: 0.0, repeating: true) { x in
                    VStack(spacing: 0) {
                        PhaseAnimator([false, true]) { big in
                            SwiftUI.Color.red.frame(width: 10, height: big ? 60 : 20)
                        } animation: { _ in
                            .linear(duration: 1)
                        }
                        SwiftUI.Color.blue.frame(width: 10, height: 10)
                    }
                    .offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(40.0, duration: 2)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        let scene = try AnimatedView(Inside(), canvas: Size(width: 100, height: 100))
        func blue(_ t: Double) -> Rect? { scene.layout(at: t).frame(filledWith: .blue) }
        XCTAssertEqual(blue(0)?.minY ?? -1, 20, accuracy: 1e-9)
        XCTAssertEqual(blue(0.5)?.minY ?? -1, 40, accuracy: 1e-9)
        XCTAssertEqual(blue(1)?.minY ?? -1, 60, accuracy: 1e-9)
        XCTAssertEqual(blue(1.5)?.minY ?? -1, 40, accuracy: 1e-9)
    }

    /// Many phases: one snapshot per move, for the moves the clock follows (5 s without a
    /// duration), and the same snapshots on every run.
    func testSixtyPhasesMakeOneSnapshotPerMoveAndAreDeterministic() throws {
        struct Sixty: SwiftUI.View {
            var body: some SwiftUI.View {
                VStack(spacing: 0) {
                    PhaseAnimator(Array(0..<60)) { step in
                        SwiftUI.Color.red.frame(width: 10, height: Double(10 + step))
                    } animation: { _ in
                        .linear(duration: 0.1)
                    }
                    SwiftUI.Text("below")
                }
            }
        }
        let first = try evaluate { Sixty() }
        XCTAssertEqual(first.timeline.transactions.count, 51, "moves at 0, 0.1, … 5 s")
        XCTAssertEqual(first.timeline.inferredDuration, 6, accuracy: 1e-9, "one cycle of 60 moves")
        let again = try evaluate { Sixty() }
        XCTAssertEqual(again.timeline, first.timeline)
        XCTAssertEqual(again.snapshots, first.snapshots)
    }
}
