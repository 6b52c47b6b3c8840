import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// `KeyframeAnimator` and `.keyframeAnimator`: content rebuilt at every frame from values the
/// keyframes give at that time — seen here as the frame of a red square the values size and
/// place, on a 100-point canvas.
final class KeyframeAnimatorTests: XCTestCase {
    struct Values {
        var scale = 1.0
        var offset = CGPoint.zero
        var angle = SwiftUI.Angle.zero
    }

    struct Bounce: SwiftUI.View {
        @SwiftUI.State var taps = 0
        var body: some SwiftUI.View {
            KeyframeAnimator(initialValue: Values(), trigger: taps) { value in
                SwiftUI.Color.red
                    .frame(width: value.scale * 10, height: 10 + value.angle.degrees)
                    .position(x: 50 + value.offset.x, y: 50 + value.offset.y)
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

    private let canvas = Size(width: 100, height: 100)

    /// The red square's frame at `t`.
    private func square(_ scene: AnimatedView, at t: Double) -> Rect {
        scene.layout(at: t).frame(filledWith: .red) ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Each track moves its part of the value; the keyframes play when the trigger changes (at
    /// 1 s), not before, from the value at rest, and the view is not replaced when they start.
    func testKeyframeAnimatorTracksAndTrigger() throws {
        let scene = try AnimatedView(Bounce(), canvas: canvas)
        XCTAssertEqual(square(scene, at: 0.5), Rect(x: 45, y: 45, width: 10, height: 10), "at rest")
        let early = square(scene, at: 1.1)
        XCTAssertEqual(early.width, 12.5, accuracy: 1e-9, "scale 1 → 1.5 over 0.2 s: halfway")
        XCTAssertGreaterThan(early.midX, 50, "moving right")
        XCTAssertLessThan(early.midX, 60)
        let moved = square(scene, at: 1.35)
        XCTAssertEqual([moved.midX, moved.midY], [50, 55], "the move keyframe jumps to (0, 5)")
        let end = square(scene, at: 4)
        XCTAssertEqual(end.width, 10, accuracy: 0.01, "the spring back to 1")
        XCTAssertEqual(end.height, 100, accuracy: 1e-9, "the angle at 90°")
        XCTAssertEqual(scene.drawing(at: 1.05).alpha(50, 50), 255, "the same view: no cross-fade at the trigger")
    }

    /// The modifier form: the content closure gets the modified view; keyframes written
    /// directly in the builder (no `KeyframeTrack`) are one track of the whole value, played in
    /// the order written; without a trigger the keyframes repeat.
    func testKeyframeAnimatorModifierWithPlaceholder() throws {
        let scene = try AnimatedView(
            SwiftUI.Color.red.frame(width: 10, height: 10).keyframeAnimator(initialValue: 0.0) { content, value in
                content.position(x: 50, y: 50 + value)
            } keyframes: { _ in
                LinearKeyframe(10.0, duration: 1)
                LinearKeyframe(4.0, duration: 0.5)
            }, canvas: canvas)
        XCTAssertEqual(square(scene, at: 0.5).midY, 55, accuracy: 1e-9, "the first keyframe, 0 → 10, halfway")
        XCTAssertEqual(square(scene, at: 1.25).midY, 57, accuracy: 1e-9, "then the second, 10 → 4, halfway")
        XCTAssertLessThan(square(scene, at: 1.6).midY, 52, "again from the start after 1.5 s")
    }

    /// Bare keyframes made by a `for` loop play one after another too.
    func testBareKeyframesFromALoopPlayInOrder() throws {
        let scene = try AnimatedView(
            KeyframeAnimator(initialValue: 0.0) { value in
                SwiftUI.Color.red.frame(width: 10, height: 10).position(x: 50, y: 50 + value)
            } keyframes: { _ in
                for y in [10.0, 0.0, 20.0] { LinearKeyframe(y, duration: 1) }
            }, canvas: canvas)
        XCTAssertEqual(square(scene, at: 0.5).midY, 55, accuracy: 1e-9)
        XCTAssertEqual(square(scene, at: 1.5).midY, 55, accuracy: 1e-9)
        XCTAssertEqual(square(scene, at: 2.5).midY, 60, accuracy: 1e-9)
    }

    /// Keyframes built with `if` and `for`; a non-repeating animator without a trigger shows
    /// the value at the start of its keyframes.
    func testKeyframeBuildersPickAndRepeat() throws {
        func animator(repeating: Bool) -> some SwiftUI.View {
            let bouncy = true
            return KeyframeAnimator(initialValue: CGSize(width: 1, height: 2), repeating: repeating) { size in
                SwiftUI.Color.red.frame(width: size.width * 10, height: size.height * 10)
            } keyframes: { _ in
                KeyframeTrack(\.width) {
                    for i in 1...2 { LinearKeyframe(CGFloat(i), duration: 0.1) }
                    if bouncy { SpringKeyframe(5, duration: 0.4, startVelocity: 2) } else { MoveKeyframe(0) }
                }
            }
        }
        let still = try AnimatedView(animator(repeating: false), canvas: canvas)
        XCTAssertEqual(square(still, at: 0.15).size, Size(width: 10, height: 20))
        let playing = try AnimatedView(animator(repeating: true), canvas: canvas)
        XCTAssertEqual(square(playing, at: 0.05).width, 10, accuracy: 1e-9, "the first keyframe, 1 → 1")
        XCTAssertEqual(square(playing, at: 0.15).width, 15, accuracy: 1e-9, "the second, 1 → 2, halfway")
        XCTAssertGreaterThan(square(playing, at: 0.55).width, 40, "the spring the `if` chose, towards 5")
        XCTAssertEqual(square(playing, at: 0.55).height, 20)
    }

    /// Content that reads state which changes is other content; each snapshot's content is
    /// built with its own state, at every frame.
    func testKeyframeContentThatChangesIsRebuiltWithItsState() throws {
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
        let scene = try AnimatedView(Label())
        XCTAssertEqual(scene.layout(at: 0.5).texts, ["a"])
        XCTAssertEqual(scene.layout(at: 0.9).texts, ["a"])
        XCTAssertEqual(scene.layout(at: 1.5).texts, ["b"])
        XCTAssertFalse(scene.drawing(at: 1.2).pixels == scene.drawing(at: 1.7).pixels, "still moving")
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

    /// A keyframe animator around a view leaves the view's own animations alone: a move made
    /// with `withAnimation` inside its content animates while the keyframes play.
    func testKeyframeAnimatorLeavesOtherAnimationsAlone() throws {
        struct Growing: SwiftUI.View {
            @SwiftUI.State var moved = false
            var body: some SwiftUI.View {
                SwiftUI.Color.red.frame(width: 10, height: 10)
                    .position(x: moved ? 85 : 5, y: 50)
                    .keyframeAnimator(initialValue: 1.0) { content, opacity in
                        content.opacity(opacity)
                    } keyframes: { _ in
                        LinearKeyframe(0.8, duration: 0.5)
                        LinearKeyframe(1.0, duration: 0.5)
                    }
                    .onAppear { withAnimation(.linear(duration: 2)) { moved = true } }
            }
        }
        let scene = try AnimatedView(Growing(), canvas: canvas)
        func centre(_ t: Double) -> Double { square(scene, at: t).midX }
        XCTAssertEqual(centre(0), 5, accuracy: 1e-9)
        XCTAssertEqual(centre(1), 45, accuracy: 1e-9, "half-way at 1 s")
        XCTAssertEqual(centre(1.25), 55, accuracy: 1e-9)
        XCTAssertEqual(centre(3), 85, accuracy: 1e-9)
    }
}
