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
}
