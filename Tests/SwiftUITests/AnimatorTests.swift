import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

final class AnimatorTests: XCTestCase {
    struct Values {
        var scale = 1.0
        var offset = CGPoint.zero
        var angle = SwiftUI.Angle.zero
    }

    struct Bounce: SwiftUI.View {
        @SwiftUI.State var taps = 0
        var body: some SwiftUI.View {
            KeyframeAnimator(initialValue: Values(), trigger: taps) { value in
                SwiftUI.Text("x")
                    .offset(x: value.offset.x, y: value.offset.y)
                    .frame(width: value.scale * 10, height: value.angle.degrees)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.5, duration: 0.2)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.offset) {
                    CubicKeyframe(CGPoint(x: 10, y: 0), duration: 0.3, startVelocity: CGPoint(x: 1, y: 2))
                    MoveKeyframe(CGPoint(x: 0, y: 5))
                }
                KeyframeTrack(\.angle) {
                    LinearKeyframe(SwiftUI.Angle(degrees: 90), duration: 1, timingCurve: .easeIn)
                }
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { taps += 1 }
            }
        }
    }

    func animator(_ view: SceneGraph.View) -> KeyframeAnimatorView? {
        guard case .keyframeAnimator(let animator) = view else {
            XCTFail("not a keyframe animator: \(view)")
            return nil
        }
        return animator
    }

    /// Each track becomes an engine track of its part's numbers, each named after the part and
    /// the number's property ("offset.x"); the trigger changes with the watched value.
    func testKeyframeAnimatorTracksAndTrigger() throws {
        let scene = try evaluate { Bounce() }
        XCTAssertEqual(scene.timeline.transactions, [Timeline::Transaction(time: 1, animation: nil)])
        guard scene.snapshots.count == 2, let first = animator(scene.snapshots[0]),
            let second = animator(scene.snapshots[1])
        else { return XCTFail("snapshots \(scene.snapshots)") }
        let expected = KeyframeTimeline(tracks: [
            Timeline::KeyframeTrack(
                initialValue: [1], keyframes: [.linear([1.5], duration: 0.2), .spring([1], spring: .bouncy)]),
            Timeline::KeyframeTrack(
                initialValue: [0, 0],
                keyframes: [.cubic([10, 0], duration: 0.3, startVelocity: [1, 2]), .move([0, 5])]),
            Timeline::KeyframeTrack(
                initialValue: [0], keyframes: [.linear([Double.pi / 2], duration: 1, timingCurve: .easeIn)]),
        ])
        XCTAssertEqual(first.timeline, expected)
        XCTAssertEqual(first.trackNames, [["scale"], ["offset.x", "offset.y"], ["angle.radians"]])
        XCTAssertEqual(first.repeating, false)
        XCTAssertEqual(first.trigger, AnimationTrigger("Int #0: 0"))
        XCTAssertEqual(second.trigger, AnimationTrigger("Int #1: 1"))
        // The same content at the same place keeps its identifier.
        XCTAssertEqual(first.id, second.id)
        XCTAssertEqual(
            try first.content([[2], [3, 4], [Double.pi]]),
            .modified(.modified(text("x"), .offset(x: 3, y: 4)), .frame(width: 20, height: 180, alignment: .center)))
    }

    /// The modifier form: the content closure gets the modified view; a keyframe written
    /// alone is a track of the whole value.
    func testKeyframeAnimatorModifierWithPlaceholder() throws {
        let view = lowered(
            SwiftUI.Text("p").keyframeAnimator(initialValue: 0.0) { content, value in
                content.offset(y: value)
            } keyframes: { _ in
                LinearKeyframe(10.0, duration: 1)
                KeyframeTrack { CubicKeyframe(4.0, duration: 0.5) }
            })
        guard let animator = animator(view) else { return }
        XCTAssertEqual(
            animator.timeline,
            KeyframeTimeline(tracks: [
                Timeline::KeyframeTrack(initialValue: [0], keyframes: [.linear([10], duration: 1)]),
                Timeline::KeyframeTrack(initialValue: [0], keyframes: [.cubic([4], duration: 0.5)]),
            ]))
        XCTAssertEqual(animator.trackNames, [["value"], ["value"]])
        XCTAssertNil(animator.trigger)
        XCTAssertTrue(animator.repeating)
        XCTAssertEqual(try animator.content([[6], [4]]), .modified(text("p"), .offset(x: 0, y: 4)))
    }

    /// Keyframes built with `if` and `for`, and a repeating animator that does not repeat.
    func testKeyframeBuildersPickAndRepeat() {
        let bouncy = true
        let view = lowered(
            KeyframeAnimator(initialValue: CGSize(width: 1, height: 2), repeating: false) { size in
                SwiftUI.Text("s").frame(width: size.width, height: size.height)
            } keyframes: { _ in
                KeyframeTrack(\.width) {
                    for i in 1...2 { LinearKeyframe(CGFloat(i), duration: 0.1) }
                    if bouncy { SpringKeyframe(5, duration: 0.4, startVelocity: 2) } else { MoveKeyframe(0) }
                }
            })
        guard let animator = animator(view) else { return }
        XCTAssertEqual(
            animator.timeline.tracks,
            [
                Timeline::KeyframeTrack(
                    initialValue: [1],
                    keyframes: [
                        .linear([1], duration: 0.1), .linear([2], duration: 0.1),
                        .spring([5], duration: 0.4, spring: Timeline::Spring(), startVelocity: [2]),
                    ])
            ])
        XCTAssertEqual(animator.trackNames, [["width"]])
        XCTAssertFalse(animator.repeating)
        XCTAssertEqual(
            try animator.content([[7]]), .modified(text("s"), .frame(width: 7, height: 2, alignment: .center)))
    }

    /// Content that reads state which changes is other content: its identifier changes, so
    /// the snapshots differ; and each snapshot's content is built with its own state.
    func testKeyframeContentThatChangesGetsANewIdentifier() throws {
        struct Label: SwiftUI.View {
            @SwiftUI.State var label = "a"
            var body: some SwiftUI.View {
                KeyframeAnimator(initialValue: 0.0) { y in
                    SwiftUI.Text(label).offset(y: y)
                } keyframes: { _ in
                    KeyframeTrack { LinearKeyframe(5.0, duration: 1) }
                }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { label = "b" } }
            }
        }
        let scene = try evaluate { Label() }
        guard scene.snapshots.count == 2, let first = animator(scene.snapshots[0]),
            let second = animator(scene.snapshots[1])
        else { return XCTFail("snapshots \(scene.snapshots)") }
        XCTAssertNotEqual(first.id, second.id)
        XCTAssertEqual(first.timeline, second.timeline)
        // Frames render after the last change: each snapshot's content still reads its own state.
        XCTAssertEqual(try first.content([[2]]), .modified(text("a"), .offset(x: 0, y: 2)))
        XCTAssertEqual(try second.content([[3]]), .modified(text("b"), .offset(x: 0, y: 3)))
        XCTAssertEqual(try first.content([[4]]), .modified(text("a"), .offset(x: 0, y: 4)))
    }

    func testKeyframeTimelineReadsValuesAtTimes() {
        let timeline = SwiftUI.KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) { LinearKeyframe(3.0, duration: 2) }
            KeyframeTrack(\.offset) { LinearKeyframe(CGPoint(x: 10, y: -10), duration: 1) }
        }
        XCTAssertEqual(timeline.duration, 2)
        let half = timeline.value(time: 0.5)
        XCTAssertEqual(half.scale, 1.5, accuracy: 1e-9)
        XCTAssertEqual(half.offset.x, 5, accuracy: 1e-9)
        XCTAssertEqual(half.offset.y, -5, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(progress: 1).scale, 3, accuracy: 1e-9)
    }

    func testPhaseAnimatorCyclesThroughItsPhases() {
        let view = lowered(
            PhaseAnimator([0.0, 1.0, 2.0]) { phase in
                SwiftUI.Text("p").offset(x: phase * 10)
            } animation: { phase in
                phase == 2 ? nil : .linear(duration: phase + 1)
            })
        XCTAssertEqual(
            view,
            .phaseAnimator(
                PhaseAnimatorView(
                    phases: [0, 10, 20].map { .modified(text("p"), .offset(x: $0, y: 0)) },
                    animation: PhaseAnimation(
                        animations: [.linear(duration: 1), .linear(duration: 2), nil], repeats: true),
                    trigger: nil)))
    }

    /// The modifier form with a trigger: one pass per change; without an animation closure
    /// every move is `.default`.
    func testPhaseAnimatorModifierWithTrigger() {
        let view = lowered(
            SwiftUI.Text("q").phaseAnimator([false, true], trigger: 5) { content, up in
                content.offset(y: up ? -8 : 0)
            })
        XCTAssertEqual(
            view,
            .phaseAnimator(
                PhaseAnimatorView(
                    phases: [.modified(text("q"), .offset(x: 0, y: 0)), .modified(text("q"), .offset(x: 0, y: -8))],
                    animation: PhaseAnimation(animations: [.default, .default], repeats: false),
                    trigger: AnimationTrigger("Int #0: 5"))))
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
}
