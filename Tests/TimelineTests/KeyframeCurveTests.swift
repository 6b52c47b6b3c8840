import XCTest

@testable import Timeline

final class KeyframeCurveTests: XCTestCase {
    private func scalar(_ track: KeyframeCurve, _ t: Double) -> Double { track.value(at: t)[0] }
    private func speed(_ track: KeyframeCurve, _ t: Double) -> Double { track.velocity(at: t)[0] }

    func testCubicKeyframesPassThroughTheirValues() {
        let values = [10.0, -5, 20, 0, 7]
        let durations = [0.5, 0.25, 1, 0.5, 0.3]
        let track = KeyframeCurve(
            initialValue: [0],
            keyframes: zip(values, durations).map { Keyframe.cubic([$0], duration: $1) })
        var time = 0.0
        XCTAssertEqual(scalar(track, 0), 0)
        for (value, duration) in zip(values, durations) {
            time += duration
            XCTAssertEqual(scalar(track, time - 1e-12), value, accuracy: 1e-9, "end of segment at \(time)")
            XCTAssertEqual(scalar(track, time), value, accuracy: 1e-12, "start of next at \(time)")
        }
        XCTAssertEqual(track.duration, durations.reduce(0, +), accuracy: 1e-12)
        XCTAssertEqual(scalar(track, 100), 7)
    }

    func testUniformCubicKeyframesAreTheClassicCatmullRomSpline() {
        // Equal durations: the interior segment P1 → P2 must be the textbook uniform
        // Catmull-Rom polynomial through P0…P3.
        let p = [0.0, 4, -2, 6, 1]
        let track = KeyframeCurve(initialValue: [p[0]], keyframes: p.dropFirst().map { .cubic([$0], duration: 0.5) })
        for s in stride(from: 0.0, through: 1, by: 0.125) {
            let (p0, p1, p2, p3) = (p[0], p[1], p[2], p[3])
            let classic =
                0.5
                * (2 * p1 + (-p0 + p2) * s + (2 * p0 - 5 * p1 + 4 * p2 - p3) * s * s
                    + (-p0 + 3 * p1 - 3 * p2 + p3) * s * s * s)
            XCTAssertEqual(scalar(track, 0.5 + 0.5 * s), classic, accuracy: 1e-12, "s = \(s)")
        }
    }

    func testVelocityIsContinuousAcrossKeyframes() {
        let track = KeyframeCurve(
            initialValue: [0],
            keyframes: [
                .cubic([10], duration: 0.5), .cubic([4], duration: 0.3),
                .linear([8], duration: 0.4, timingCurve: .easeInOut),
                .cubic([-3], duration: 0.6), .linear([0], duration: 0.2), .cubic([5], duration: 0.5),
                .spring([12], spring: .bouncy), .cubic([0], duration: 0.4),
            ])
        var time = 0.0
        for segment in track.segments.dropLast() {
            time += segment.duration
            // A spring left to settle stops when its velocity is within the settling threshold,
            // 0.1 % of its change per 1/ω seconds; everywhere else the velocity is continuous.
            var tolerance = 1e-5
            if case .spring(let oscillator) = segment.shape {
                tolerance = SpringModel.settlingEpsilon * oscillator.omega * abs(segment.to[0] - segment.from[0])
            }
            XCTAssertEqual(speed(track, time - 1e-9), speed(track, time), accuracy: tolerance, "velocity at \(time)")
        }
        // The track starts and ends at rest.
        XCTAssertEqual(speed(track, 0), 0, accuracy: 1e-12)
        XCTAssertEqual(speed(track, track.duration - 1e-12), 0, accuracy: 1e-6)
    }

    func testVelocityMatchesTheValuesDerivative() {
        let track = KeyframeCurve(
            initialValue: [0],
            keyframes: [
                .cubic([10], duration: 0.5), .spring([3], duration: 0.4, spring: .snappy), .cubic([6], duration: 0.5),
            ])
        let h = 1e-6
        for t in stride(from: 0.01, to: track.duration, by: 0.037) {
            let quotient = (scalar(track, t + h) - scalar(track, t - h)) / (2 * h)
            XCTAssertEqual(speed(track, t), quotient, accuracy: 1e-4, "t = \(t)")
        }
    }

    func testExplicitVelocitiesAreUsed() {
        let track = KeyframeCurve(
            initialValue: [0], keyframes: [.cubic([1], duration: 1, startVelocity: [3], endVelocity: [-2])])
        XCTAssertEqual(speed(track, 0), 3, accuracy: 1e-12)
        XCTAssertEqual(speed(track, 1 - 1e-12), -2, accuracy: 1e-9)
        // Hermite with those tangents: h00·0 + h10·3 + h01·1 + h11·(−2) at s = 0.5.
        XCTAssertEqual(scalar(track, 0.5), 0.125 * 3 + 0.5 - 0.125 * -2, accuracy: 1e-12)
    }

    func testLinearKeyframeFollowsItsCurve() {
        let track = KeyframeCurve(initialValue: [2], keyframes: [.linear([10], duration: 2, timingCurve: .easeIn)])
        XCTAssertEqual(scalar(track, 0.6), 2 + 8 * TimingCurve.easeIn.value(at: 0.3), accuracy: 1e-12)
        XCTAssertEqual(scalar(track, 2), 10)
    }

    func testSpringKeyframeIsASpringFromTheCurrentValueAndVelocity() {
        // A linear segment ends moving at 20/s; the spring starts from there with that velocity.
        let spring = SpringModel(duration: 0.6, bounce: 0.2)
        let track = KeyframeCurve(
            initialValue: [0], keyframes: [.linear([10], duration: 0.5), .spring([-4], spring: spring)])
        let path = Reference.integrate(
            x0: 10, v0: 20, until: spring.settlingDuration, step: 1e-4,
            Reference.spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, target: -4))
        for sample in path.dropLast() where Int((sample.t * 1e4).rounded()) % 50 == 0 {
            XCTAssertEqual(scalar(track, 0.5 + sample.t), sample.x, accuracy: 1e-7, "t = \(sample.t)")
        }
        // Left to settle, it lasts its settling duration and arrives exactly.
        XCTAssertEqual(track.duration, 0.5 + spring.settlingDuration, accuracy: 1e-12)
        XCTAssertEqual(scalar(track, track.duration), -4)
    }

    func testSpringKeyframeCutShortHandsItsStateToTheNextSegment() {
        let track = KeyframeCurve(
            initialValue: [0], keyframes: [.spring([10], duration: 0.1, spring: .bouncy), .linear([0], duration: 1)])
        let cut = SpringModel.bouncy.oscillator.state(after: 0.1, x0: -10, v0: 0)
        XCTAssertEqual(scalar(track, 0.1), 10 + cut.x, accuracy: 1e-12)
        XCTAssertEqual(scalar(track, 0.1 - 1e-12), 10 + cut.x, accuracy: 1e-9)
        XCTAssertLessThan(scalar(track, 0.1), 9)
    }

    func testMoveKeyframeJumps() {
        let track = KeyframeCurve(
            initialValue: [0], keyframes: [.linear([4], duration: 1), .move([50]), .linear([60], duration: 1)])
        XCTAssertEqual(scalar(track, 1 - 1e-9), 4, accuracy: 1e-6)
        XCTAssertEqual(scalar(track, 1), 50)
        XCTAssertEqual(scalar(track, 1.5), 55, accuracy: 1e-12)
        let first = KeyframeCurve(initialValue: [0], keyframes: [.move([3]), .linear([5], duration: 1)])
        XCTAssertEqual(scalar(first, 0), 3)
        XCTAssertEqual(scalar(first, -1), 0)
    }

    func testVectorsArePaddedWithThePreviousValue() {
        let track = KeyframeCurve(
            initialValue: [0, 100], keyframes: [.linear([10], duration: 1), .linear([20, 0, 99], duration: 1)])
        XCTAssertEqual(track.value(at: 0.5), [5, 100])
        XCTAssertEqual(track.value(at: 1.5), [15, 50])
        XCTAssertEqual(track.value(at: 3), [20, 0])
    }

    func testTimelineRunsItsTracksTogetherAndRepeats() {
        let short = KeyframeCurve(initialValue: [0], keyframes: [.linear([1], duration: 1)])
        let long = KeyframeCurve(initialValue: [0], keyframes: [.linear([10], duration: 2)])
        let timeline = KeyframeCurveGroup(tracks: [short, long])
        XCTAssertEqual(timeline.duration, 2)
        XCTAssertEqual(timeline.values(at: 1.5), [[1], [7.5]])
        XCTAssertEqual(timeline.values(at: 2.5, repeating: true), [[0.5], [2.5]])
        XCTAssertEqual(timeline.values(at: 2.5), [[1], [10]])
        XCTAssertEqual(KeyframeCurveGroup(tracks: []).duration, 0)
    }
}
