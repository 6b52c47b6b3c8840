import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// `CustomAnimation` and `Animation(_:)`: a 10-point red square moved from x = 0 to x = 80 at
/// 0 s with a custom animation, its left edge read on the scene clock.
final class CustomAnimationTests: XCTestCase {
    private struct Move: SwiftUI.View {
        var animation: SwiftUI.Animation
        @SwiftUI.State var moved = false
        var body: some SwiftUI.View {
            SwiftUI.Color.red.frame(width: 10, height: 10)
                .position(x: moved ? 85 : 5, y: 50)
                .onAppear { withAnimation(animation) { moved = true } }
        }
    }

    private func left(_ animation: SwiftUI.Animation, _ times: [Double]) throws -> [Double] {
        let scene = try AnimatedView(Move(animation: animation), canvas: Size(width: 100, height: 100))
        return times.map { scene.layout(at: $0).frame(filledWith: .red)?.minX ?? -1 }
    }

    private func assertClose(
        _ a: [Double], _ b: [Double], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(a.count, b.count, file: file, line: line)
        for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: 1e-6, "\(a) ≠ \(b)", file: file, line: line) }
    }

    /// Constant speed over `duration` seconds, then finished.
    private struct Linear: CustomAnimation {
        var duration: Double
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time >= duration ? nil : value.scaled(by: time / duration)
        }
    }

    func testALinearCustomAnimationMovesAtConstantSpeedUntilItReturnsNil() throws {
        let times = [0, 0.1, 0.25, 0.5, 0.77, 0.99, 1, 1.5]
        let lefts = try left(SwiftUI.Animation(Linear(duration: 1)), times)
        for (t, x) in zip(times, lefts) { XCTAssertEqual(x, 80 * min(t, 1), accuracy: 1e-6, "at \(t) s") }
    }

    /// A spring integrated step by step, its velocity kept in the animation's state between
    /// calls, finished once it is still: it overshoots and settles as the same integration does.
    private struct Bouncy: CustomAnimation {
        struct Velocity<V: VectorArithmetic>: AnimationStateKey {
            static var defaultValue: (position: V, velocity: V, time: Double) { (.zero, .zero, 0) }
        }
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            var (position, velocity, last) = context.state[Velocity<V>.self]
            let dt = time - last
            // x'' = 120·(value − x) − 8·x'
            velocity = velocity + ((value - position).scaled(by: 120) - velocity.scaled(by: 8)).scaled(by: dt)
            position = position + velocity.scaled(by: dt)
            context.state[Velocity<V>.self] = (position, velocity, time)
            if time > 0.2, (value - position).magnitudeSquared < 1e-8, velocity.magnitudeSquared < 1e-8 { return nil }
            return position
        }
    }

    func testASpringLikeCustomAnimationKeepsItsStateAndOvershoots() throws {
        // The same integration, every 1/240 s, for a change of 80.
        var reference: [Double] = []
        var (x, v) = (0.0, 0.0)
        for k in 0..<720 {
            let dt = k == 0 ? 0 : 1.0 / 240
            v += (120 * (80 - x) - 8 * v) * dt
            x += v * dt
            reference.append(x)
        }
        let ks = [24, 60, 96, 180, 300]
        let lefts = try left(SwiftUI.Animation(Bouncy()), ks.map { Double($0) / 240 })
        for (k, left) in zip(ks, lefts) { XCTAssertEqual(left, reference[k], accuracy: 1e-6, "at \(k)/240 s") }
        XCTAssertGreaterThan(reference.max() ?? 0, 85, "the reference overshoots")
        XCTAssertGreaterThan(try left(SwiftUI.Animation(Bouncy()), [0.4])[0], 85, "so does the scene")
        XCTAssertEqual(try left(SwiftUI.Animation(Bouncy()), [6])[0], 80, accuracy: 1e-9, "settled")
    }

    /// Returns nil halfway: the value jumps to the new one there, as on iOS.
    private struct Interrupted: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time >= 0.5 ? nil : value.scaled(by: time / 2)
        }
    }

    func testACustomAnimationThatEndsEarlyJumpsToTheNewValue() throws {
        let lefts = try left(SwiftUI.Animation(Interrupted()), [0.25, 0.45, 0.5, 0.6])
        XCTAssertEqual(lefts[0], 10, accuracy: 1e-6)
        XCTAssertEqual(lefts[1], 18, accuracy: 1e-6)
        XCTAssertEqual(lefts[2], 80, accuracy: 1e-9)
        XCTAssertEqual(lefts[3], 80, accuracy: 1e-9)
    }

    func testDelaySpeedAndRepeatWrapACustomAnimation() throws {
        let linear = SwiftUI.Animation(Linear(duration: 1))
        try assertClose(left(linear.delay(0.5), [0.25, 0.75]), [0, 20])
        try assertClose(left(linear.speed(2), [0.25, 0.5]), [40, 80])
        let repeated = try left(linear.repeatCount(2, autoreverses: true), [0.5, 1.25, 2.5])
        XCTAssertEqual(repeated[0], 40, accuracy: 1e-6)
        XCTAssertEqual(repeated[1], 60, accuracy: 1e-6, "on the way back")
        XCTAssertEqual(repeated[2], 80, accuracy: 1e-9)
    }

    /// A custom animation built on a built-in one through `Animation.animate`: twice as fast.
    private struct Twice: CustomAnimation {
        var base: SwiftUI.Animation
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            base.animate(value: value, time: time * 2, context: &context)
        }
    }

    func testBuiltInAnimationsAnimateAndReportVelocity() throws {
        var context = AnimationContext<Double>()
        let linear = SwiftUI.Animation.linear(duration: 2)
        XCTAssertEqual(try XCTUnwrap(linear.animate(value: 10.0, time: 0.5, context: &context)), 2.5, accuracy: 1e-12)
        XCTAssertNil(linear.animate(value: 10.0, time: 2, context: &context))
        XCTAssertEqual(try XCTUnwrap(linear.velocity(value: 10.0, time: 1, context: context)), 5, accuracy: 1e-6)
        let eased = try XCTUnwrap(
            SwiftUI.Animation.easeIn(duration: 1).animate(value: 1.0, time: 0.5, context: &context))
        XCTAssertEqual(eased, TimingCurve.easeIn.value(at: 0.5), accuracy: 1e-12)
        try assertClose(left(SwiftUI.Animation(Twice(base: .linear(duration: 1))), [0.25, 0.5]), [40, 80])
        XCTAssertFalse(linear.shouldMerge(previous: linear, value: 1.0, time: 0, context: &context))
        XCTAssertTrue(SwiftUI.Animation.smooth.shouldMerge(previous: linear, value: 1.0, time: 0, context: &context))
    }

    /// An animation whose value is not proportional to the change: Zoetrope's fraction of the
    /// change differs from iOS for it, and says so at its declaration.
    func testAnAnimationNotLinearInItsValueWarns() throws {
        struct Squared: CustomAnimation {
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                time >= 1 ? nil : value.scaled(by: time * value.magnitudeSquared)
            }
        }
        let squared = try warnings { Move(animation: SwiftUI.Animation(Squared())) }
        XCTAssertTrue(squared.contains { $0.hasPrefix("'Squared' is not linear in its value") }, "\(squared)")
        XCTAssertEqual(try warnings { Move(animation: SwiftUI.Animation(Linear(duration: 1))) }, [])
    }

    /// `Spring(settlingDuration:dampingRatio:epsilon:)`: a spring that comes to rest in about
    /// that time; a critically damped one is within 0.1 % of its change exactly then.
    func testSpringFromItsSettlingDuration() {
        let critical = SwiftUI.Spring(settlingDuration: 1, dampingRatio: 1)
        XCTAssertEqual(critical.dampingRatio, 1, accuracy: 1e-9)
        XCTAssertEqual(critical.settlingDuration, 1, accuracy: 1e-3)
        let bouncy = SwiftUI.Spring(settlingDuration: 0.8, dampingRatio: 0.5)
        XCTAssertEqual(bouncy.dampingRatio, 0.5, accuracy: 1e-9)
        // Its envelope is at 0.1 % at 0.8 s; Zoetrope's settling time also waits for the
        // velocity, whose envelope is 1/ζ times larger.
        XCTAssertEqual(bouncy.settlingDuration, 0.8, accuracy: 0.1)
        XCTAssertEqual(
            SwiftUI.Spring(settlingDuration: 2, dampingRatio: 1).response, 2 * critical.response, accuracy: 1e-9,
            "twice the time, half the frequency")
        XCTAssertEqual(SwiftUI.Spring(settlingDuration: 1, dampingRatio: 3).dampingRatio, 1, accuracy: 1e-9)
    }

    /// The circular curves, as Apple documents them, drive an animation.
    func testCircularCurves() throws {
        XCTAssertEqual(UnitCurve.circularEaseIn.value(at: 0.5), 1 - 0.75.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(UnitCurve.circularEaseOut.value(at: 0.5), 0.75.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(UnitCurve.circularEaseInOut.value(at: 0.25), 0.5 * (1 - 0.75.squareRoot()), accuracy: 1e-12)
        XCTAssertEqual(UnitCurve.circularEaseInOut.value(at: 0.75), 0.5 * (1 + 0.75.squareRoot()), accuracy: 1e-12)
        XCTAssertEqual(UnitCurve.circularEaseInOut.value(at: 0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(UnitCurve.circularEaseIn.velocity(at: 0.6), 0.6 / 0.8, accuracy: 1e-9)
        XCTAssertEqual(UnitCurve.easeInEaseOut.value(at: 0.3), UnitCurve.easeInOut.value(at: 0.3))
        let lefts = try left(.timingCurve(.circularEaseIn, duration: 1), [0.5, 1])
        XCTAssertEqual(lefts[0], 80 * (1 - 0.75.squareRoot()), accuracy: 1e-6)
        XCTAssertEqual(lefts[1], 80, accuracy: 1e-9)
    }
}
