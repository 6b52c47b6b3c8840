import XCTest

@testable import Timeline

/// Persistent springs hand their motion and velocity over (DESIGN.md §4), checked against a
/// direct simulation of one spring object that is re-targeted at each change.
final class SpringHandOffTests: XCTestCase {
    /// RK4 with a 10 µs step: its error is far below this, in value units of changes of ~100.
    private let simulationTolerance = 1e-5
    private let step = 1e-5

    /// A change seen by the simulated spring object: from `start` on it is pulled towards
    /// `target` by `spring` running `speed` times faster, its response blended from
    /// `blendFrom` over `blend` seconds along a smoothstep.
    private struct Change {
        var start: Double
        var target: Double
        var spring: SpringModel
        var speed = 1.0
        var blendFrom: Double? = nil
        var blend = 0.0
    }

    private func simulate(_ changes: [Change], until end: Double) -> [(t: Double, x: Double, v: Double)] {
        var samples: [(t: Double, x: Double, v: Double)] = []
        var (x, v) = (0.0, 0.0)
        for (i, change) in changes.enumerated() {
            let stop = i + 1 < changes.count ? changes[i + 1].start : end
            let zeta = change.spring.dampingRatio
            let path = Reference.integrate(x0: x, v0: v, until: stop - change.start, step: step) { u, x, v in
                var response = change.spring.response
                if let from = change.blendFrom {
                    let p = min(1, max(0, u * change.speed / change.blend))
                    response += (from - response) * (1 - p * p * (3 - 2 * p))
                }
                let omega = change.speed * 2 * .pi / response
                return -omega * omega * (x - change.target) - 2 * zeta * omega * v
            }
            samples += path.dropLast().map { (change.start + $0.t, $0.x, $0.v) }
            (x, v) = (path.last?.x ?? x, path.last?.v ?? v)
        }
        return samples
    }

    private func assertMatches(
        _ timeline: Timeline, _ values: [Double], _ reference: [(t: Double, x: Double, v: Double)],
        from start: Double = 0, file: StaticString = #filePath, line: UInt = #line
    ) {
        var worst = (error: 0.0, t: 0.0)
        for (i, sample) in reference.enumerated() where i % 10 == 0 && sample.t >= start {
            let error = abs(timeline.blend(values, at: sample.t) - sample.x)
            if error > worst.error { worst = (error, sample.t) }
        }
        XCTAssertLessThan(worst.error, simulationTolerance, "worst at t = \(worst.t)", file: file, line: line)
    }

    func testReplacingSpringKeepsPositionAndVelocity() {
        let a = SpringModel(response: 0.5, dampingRatio: 0.5)
        let b = SpringModel(response: 0.3, dampingRatio: 0.9)
        let timeline = Timeline(transactions: [
            StateChange(time: 0, animation: .spring(response: 0.5, dampingFraction: 0.5)),
            StateChange(time: 0.2, animation: .spring(response: 0.3, dampingFraction: 0.9)),
        ])
        let values = [0.0, 100, -50]
        let end = 0.2 + b.settlingDuration
        assertMatches(
            timeline, values,
            simulate(
                [Change(start: 0, target: 100, spring: a), Change(start: 0.2, target: -50, spring: b)], until: end))

        // Continuity at the hand-off: value, and one-sided difference quotients of the first
        // derivative, which differ by at most h·max|x''| ≈ 1e-3 here.
        let h = 1e-6
        let before = timeline.blend(values, at: 0.2 - h)
        let at = timeline.blend(values, at: 0.2)
        let after = timeline.blend(values, at: 0.2 + h)
        XCTAssertEqual(before, at, accuracy: 1e-3)
        XCTAssertEqual((at - before) / h, (after - at) / h, accuracy: 0.05)
        // …and the velocity is A's, not zero: A is still moving fast at 0.2 s.
        XCTAssertGreaterThan((at - before) / h, 100)
    }

    func testChainOfThreeSprings() {
        let springs = [
            SpringModel(response: 0.6, dampingRatio: 0.4), SpringModel(response: 0.4, dampingRatio: 1),
            SpringModel(response: 0.5, dampingRatio: 1.6),
        ]
        let timeline = Timeline(transactions: [
            StateChange(time: 0, animation: .spring(springs[0])),
            StateChange(time: 0.15, animation: .spring(springs[1])),
            StateChange(time: 0.35, animation: .spring(springs[2])),
        ])
        let reference = simulate(
            [
                Change(start: 0, target: 80, spring: springs[0]), Change(start: 0.15, target: 20, spring: springs[1]),
                Change(start: 0.35, target: 60, spring: springs[2]),
            ],
            until: 0.35 + springs[2].settlingDuration)
        assertMatches(timeline, [0, 80, 20, 60], reference)
    }

    func testBlendDurationBlendsTheResponse() {
        let classic = SpringModel(response: 0.55, dampingRatio: 0.825)
        let interactive = SpringModel(response: 0.15, dampingRatio: 0.86)
        let timeline = Timeline(transactions: [
            StateChange(time: 0, animation: .spring), StateChange(time: 0.1, animation: .interactiveSpring),
        ])
        let reference = simulate(
            [
                Change(start: 0, target: 100, spring: classic),
                Change(start: 0.1, target: 0, spring: interactive, blendFrom: 0.55, blend: 0.25),
            ],
            until: 0.1 + 0.25 + interactive.settlingDuration)
        assertMatches(timeline, [0, 100, 0], reference)
        // The blend window lengthens the possible end of the second spring; the first still
        // ends on its own for values the second does not change.
        let ends = [classic.settlingDuration, 0.1 + 0.25 + interactive.settlingDuration]
        XCTAssertEqual(timeline.inferredDuration, max(ends[0], ends[1]) + Timeline.hold, accuracy: 1e-9)
        let later = Timeline(transactions: [
            StateChange(time: 0, animation: .spring), StateChange(time: 0.7, animation: .interactiveSpring),
        ])
        XCTAssertEqual(
            later.inferredDuration, 0.7 + 0.25 + interactive.settlingDuration + Timeline.hold, accuracy: 1e-9)
    }

    func testDelayedAndFasterReplacementTakesOverWhenItStarts() {
        let a = SpringModel(response: 0.5, dampingRatio: 0.6)
        let b = SpringModel(response: 0.4, dampingRatio: 0.8)
        // delay(0.1) inside speed(2): B starts moving 0.05 s after its transaction.
        let timeline = Timeline(transactions: [
            StateChange(time: 0, animation: .spring(a)),
            StateChange(time: 0.1, animation: .spring(b).delay(0.1).speed(2)),
        ])
        let reference = simulate(
            [Change(start: 0, target: 50, spring: a), Change(start: 0.15, target: 10, spring: b, speed: 2)],
            until: 0.15 + b.settlingDuration / 2)
        assertMatches(timeline, [0, 50, 10], reference)
    }

    func testOnlyComponentsBothSpringsChangeAreHandedOver() {
        let timeline = Timeline(transactions: [
            StateChange(time: 0, animation: .spring(response: 0.5, dampingFraction: 0.5)),
            StateChange(time: 0.2, animation: .spring(response: 0.3, dampingFraction: 0.9)),
        ])
        // Component 0: only the first changes it; component 1: only the second; component 2: both.
        let values: [[Double]] = [[0, 0, 0], [10, 0, 10], [10, 5, 30]]
        let sample = timeline.sample(at: 0.3)
        let blended = sample.blend(values)
        XCTAssertEqual(blended[0], 10 * sample.progresses[0], accuracy: 1e-12)
        XCTAssertEqual(blended[1], 5 * sample.progresses[1], accuracy: 1e-12)
        XCTAssertEqual(blended[2], timeline.blend([0, 10, 30], at: 0.3), accuracy: 1e-12)
        XCTAssertNotEqual(blended[2], 10 * sample.progresses[0] + 20 * sample.progresses[1], accuracy: 1e-3)
    }

    func testOtherAnimationsStayAdditive() {
        // Timing curves and interpolating springs add up with a running spring.
        for second in [AnimationTiming.easeInOut(duration: 0.5), .interpolatingSpring(stiffness: 200, damping: 20)] {
            let timeline = Timeline(transactions: [
                StateChange(time: 0, animation: .spring), StateChange(time: 0.2, animation: second),
            ])
            for t in stride(from: 0.0, through: 1.5, by: 0.05) {
                let p = timeline.progresses(at: t)
                XCTAssertEqual(
                    timeline.blend([0, 10, 30], at: t), 10 * p[0] + 20 * p[1], accuracy: 1e-12, "\(second) at \(t)")
            }
        }
        // A spring that starts after the previous one settled starts from rest.
        let late = Timeline(transactions: [
            StateChange(time: 0, animation: .spring), StateChange(time: 5, animation: .spring),
        ])
        XCTAssertEqual(
            late.blend([0, 10, 30], at: 5.2), 10 + 20 * AnimationTiming.spring.progress(elapsed: 0.2), accuracy: 1e-12)
    }

    func testEverythingArrivesAtTheEnd() {
        let timeline = Timeline(transactions: [
            StateChange(time: 0, animation: .bouncy), StateChange(time: 0.1, animation: .snappy),
            StateChange(time: 0.2, animation: .smooth.speed(0.5)),
        ])
        let end = timeline.inferredDuration - Timeline.hold
        XCTAssertEqual(timeline.blend([0, 1, -1, 7], at: end), 7)
        // Just before, within the settling threshold of the changes involved.
        XCTAssertEqual(timeline.blend([0, 1, -1, 7], at: end - 1e-6), 7, accuracy: 0.01)
    }
}
