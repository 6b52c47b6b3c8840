import XCTest

@testable import Timeline

final class PhaseAnimationTests: XCTestCase {
    /// Phase values: 0 → 10 → 30, back to 0.
    private let values: [[Double]] = [[0], [10], [30]]

    func testCyclesThroughThePhases() {
        // Into phase 1: easeIn 1 s; into 2: linear 0.5 s after a 0.5 s delay; back into 0: a spring.
        let spring = AnimationTiming.snappy
        let phases = PhaseAnimation(animations: [spring, .easeIn(duration: 1), .linear(duration: 0.5).delay(0.5)])
        let cycle = 2 + spring.duration
        XCTAssertEqual(phases.cycleDuration ?? 0, cycle, accuracy: 1e-12)
        XCTAssertEqual(phases.blend(values, at: 0.5)[0], 10 * TimingCurve.easeIn.value(at: 0.5), accuracy: 1e-12)
        XCTAssertEqual(phases.phase(at: 0.5), 1)
        XCTAssertEqual(phases.blend(values, at: 1.25)[0], 10, accuracy: 1e-12)  // delayed move to phase 2
        XCTAssertEqual(phases.blend(values, at: 1.75)[0], 20, accuracy: 1e-12)
        XCTAssertEqual(phases.phase(at: 1.75), 2)
        XCTAssertEqual(phases.blend(values, at: 2.1)[0], 30 - 30 * spring.progress(elapsed: 0.1), accuracy: 1e-12)
        XCTAssertEqual(phases.phase(at: 2.1), 0)
        // The next cycle starts once the spring has settled.
        XCTAssertEqual(phases.blend(values, at: cycle + 0.5)[0], 10 * TimingCurve.easeIn.value(at: 0.5), accuracy: 1e-9)
    }

    func testTriggerFormMakesOnePass() {
        let phases = PhaseAnimation(
            animations: [.linear(duration: 1), .linear(duration: 1), .linear(duration: 1)], repeats: false)
        XCTAssertEqual(phases.blend(values, at: 2.5)[0], 15, accuracy: 1e-12)
        XCTAssertEqual(phases.blend(values, at: 3.5)[0], 0)
        XCTAssertEqual(phases.phase(at: 3.5), 0)
    }

    func testEndlessMoveIsTheLast() {
        let phases = PhaseAnimation(animations: [nil, .linear(duration: 1).repeatForever(autoreverses: true), nil])
        XCTAssertNil(phases.cycleDuration)
        XCTAssertEqual(phases.blend(values, at: 10.25)[0], 2.5, accuracy: 1e-9)
        XCTAssertEqual(phases.phase(at: 100), 1)
    }

    func testImmediateCycleStaysInTheFirstPhase() {
        let phases = PhaseAnimation(animations: [nil, nil, nil])
        XCTAssertEqual(phases.cycleDuration, 0)
        XCTAssertEqual(phases.blend(values, at: 1), [0])
        XCTAssertEqual(PhaseAnimation(animations: []).blend([], at: 1), [])
    }
}
