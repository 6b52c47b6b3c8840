import XCTest

@testable import Timeline

final class AnimationTimingTests: XCTestCase {
    func testDurationAndDelay() {
        let a = AnimationTiming.linear(duration: 2).delay(0.5)
        XCTAssertEqual(a.totalDuration, 2.5)
        XCTAssertEqual(a.progress(elapsed: 0.25), 0)
        XCTAssertEqual(a.progress(elapsed: 1.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(a.progress(elapsed: 3), 1)
        XCTAssertEqual(a.progress(elapsed: -1), 0)
    }

    func testSpeedScalesTimeAndTheDelaysItWraps() {
        let a = AnimationTiming.linear(duration: 1).speed(2)
        XCTAssertEqual(a.totalDuration, 0.5)
        XCTAssertEqual(a.progress(elapsed: 0.25), 0.5, accuracy: 1e-12)
        // SwiftUI applies modifiers outside-in: a speed outside a delay shortens it too.
        XCTAssertEqual(AnimationTiming.linear(duration: 1).delay(1).speed(2).totalDuration, 1)
        XCTAssertEqual(AnimationTiming.linear(duration: 1).speed(2).delay(1).totalDuration, 1.5)
    }

    func testRepeatAutoreversesThenSnapsToEnd() {
        // Two passes: there, back to the start, then the value snaps to the new one.
        let a = AnimationTiming.linear(duration: 1).repeatCount(2, autoreverses: true)
        XCTAssertEqual(a.totalDuration, 2)
        XCTAssertEqual(a.progress(elapsed: 0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(a.progress(elapsed: 1.25), 0.75, accuracy: 1e-12)
        XCTAssertEqual(a.progress(elapsed: 1.999), 0.001, accuracy: 1e-9)
        XCTAssertEqual(a.progress(elapsed: 2), 1)
        XCTAssertEqual(a.progress(elapsed: 2.5), 1)
        // Three passes end where they are going: at the new value, no jump.
        let b = AnimationTiming.linear(duration: 1).repeatCount(3, autoreverses: true)
        XCTAssertEqual(b.progress(elapsed: 2.999), 0.999, accuracy: 1e-9)
    }

    func testRepeatWithoutAutoreverseRestartsEachPass() {
        let a = AnimationTiming.linear(duration: 1).repeatCount(3, autoreverses: false)
        XCTAssertEqual(a.progress(elapsed: 0.999), 0.999, accuracy: 1e-9)
        XCTAssertEqual(a.progress(elapsed: 1.25), 0.25, accuracy: 1e-12)
        XCTAssertEqual(a.progress(elapsed: 3), 1)
    }

    func testReversedPassRunsTheCurveFromTheEnd() {
        // SwiftUI reverses by value (1 − curve), not by time: easeIn leaves the end slowly.
        let a = AnimationTiming.easeIn(duration: 1).repeatCount(2, autoreverses: true)
        XCTAssertEqual(a.progress(elapsed: 1.3), 1 - TimingCurve.easeIn.value(at: 0.3), accuracy: 1e-12)
    }

    func testDelayInsideARepeatIsPartOfEveryPass() {
        let inner = AnimationTiming.linear(duration: 1).delay(0.5).repeatCount(2, autoreverses: true)
        XCTAssertEqual(inner.totalDuration, 3)
        XCTAssertEqual(inner.progress(elapsed: 1.6), 1, accuracy: 1e-12)  // reversed pass, still delayed
        XCTAssertEqual(inner.progress(elapsed: 2.5), 0.5, accuracy: 1e-12)
        let outer = AnimationTiming.linear(duration: 1).repeatCount(2, autoreverses: true).delay(0.5)
        XCTAssertEqual(outer.totalDuration, 2.5)
        XCTAssertEqual(outer.progress(elapsed: 1.6), 0.9, accuracy: 1e-12)
    }

    func testRepeatForever() {
        let a = AnimationTiming.easeInOut(duration: 1).repeatForever(autoreverses: false)
        XCTAssertNil(a.totalDuration)
        XCTAssertEqual(a.cycleDuration, 1)
        XCTAssertEqual(a.progress(elapsed: 10.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(AnimationTiming.linear(duration: 1).repeatForever().cycleDuration, 2)
        XCTAssertEqual(AnimationTiming.linear(duration: 1).repeatForever().delay(0.5).cycleDuration, 2.5)
        XCTAssertEqual(AnimationTiming.linear(duration: 1).delay(0.5).repeatForever().cycleDuration, 3)
        XCTAssertNil(AnimationTiming.linear(duration: 1).cycleDuration)
    }

    func testSpringsRepeatWithTheirSettlingTimeAsPass() {
        let spring = AnimationTiming.bouncy
        let a = spring.repeatCount(2, autoreverses: true)
        let pass = spring.duration
        XCTAssertEqual(a.totalDuration ?? 0, 2 * pass, accuracy: 1e-12)
        XCTAssertEqual(a.progress(elapsed: pass + 0.1), 1 - spring.progress(elapsed: 0.1), accuracy: 1e-12)
        XCTAssertEqual(a.progress(elapsed: 2 * pass), 1)
        let slow = spring.speed(0.5).delay(1)
        XCTAssertEqual(slow.progress(elapsed: 1.2), spring.progress(elapsed: 0.1), accuracy: 1e-12)
    }

    /// Since iOS 17 the default is a spring without bounce (Apple: response 0.55, damping
    /// fraction 1); curves without a duration still take 0.35 s.
    func testDefaultIsACriticallyDampedSpring() {
        XCTAssertEqual(
            AnimationTiming.default.timing, .spring(SpringModel(response: 0.55, dampingRatio: 1), blendDuration: 0))
        XCTAssertEqual(
            AnimationTiming.timingCurve(0.1, 0.2, 0.3, 0.4).timing,
            .bezier(TimingCurve(0.1, 0.2, 0.3, 0.4), duration: 0.35))
    }

    func testInvalidModifierArgumentsAreNeutral() {
        XCTAssertEqual(AnimationTiming.linear(duration: -1).totalDuration, 0)
        XCTAssertEqual(AnimationTiming.linear(duration: 1).delay(-2).totalDuration, 1)
        XCTAssertEqual(AnimationTiming.linear(duration: 1).speed(0).totalDuration, 1)
        XCTAssertEqual(AnimationTiming.linear(duration: 1).repeatCount(0).totalDuration, 1)
        XCTAssertEqual(AnimationTiming.linear(duration: 0).repeatForever().totalDuration, 0)
    }

    func testDescriptionReadsAsSwiftUI() {
        XCTAssertEqual(
            AnimationTiming.easeInOut(duration: 1).delay(0.5).description, "easeInOut(duration: 1).delay(0.5)")
        XCTAssertEqual(
            AnimationTiming.timingCurve(0.1, 0.75, 0.85, 0.35, duration: 2).repeatForever(autoreverses: false)
                .description,
            "timingCurve(0.1, 0.75, 0.85, 0.35, duration: 2).repeatForever(autoreverses: false)")
        XCTAssertEqual(AnimationTiming.spring.description, "spring(response: 0.55, dampingFraction: 0.825)")
        XCTAssertEqual(
            AnimationTiming.interactiveSpring.speed(2).repeatCount(3).description,
            "spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25).speed(2).repeatCount(3, autoreverses: true)"
        )
        XCTAssertEqual(
            AnimationTiming.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 2).description,
            "interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2)")
    }
}
