import XCTest

@testable import Timeline

/// Change ends, the scene-length rule over them, substituted animations and tracks that
/// continue a motion.
final class TimelineEndsTests: XCTestCase {
    func testEndsOfEachKindOfChange() {
        let t = Timeline(transactions: [
            StateChange(time: 1, animation: nil),
            StateChange(time: 2, animation: .easeIn(duration: 0.5).delay(0.25)),
            StateChange(time: 3, animation: .linear(duration: 1).repeatForever(autoreverses: true)),
        ])
        XCTAssertEqual(t.end(ofTransaction: 0), .finite(1))
        XCTAssertEqual(t.end(ofTransaction: 1), .finite(2.75))
        XCTAssertEqual(t.end(ofTransaction: 2), .endless(cycleEnd: 5))
    }

    func testSpringEndCoversATakeOver() {
        let spring = AnimationTiming.spring(response: 0.5, dampingFraction: 0.8)
        let t = Timeline(transactions: [
            StateChange(time: 0, animation: spring), StateChange(time: 0.1, animation: spring),
        ])
        guard case .finite(let end) = t.end(ofTransaction: 1) else { return XCTFail() }
        XCTAssertEqual(end, 0.1 + SpringModel(response: 0.5, dampingRatio: 0.8).settlingDuration, accuracy: 1e-12)
    }

    /// Steps of an endless cycle (a cycling phase animator's moves) end as their animations do,
    /// but count for the scene's length as one cycle, however many cycles were recorded.
    func testStepsOfAnEndlessCycleCountAsOneCycle() {
        let step = AnimationTiming.linear(duration: 1)
        let t = Timeline(
            transactions: (0..<5).map { StateChange(time: Double($0), animation: step, cycleEnd: 2) })
        XCTAssertEqual(t.end(ofTransaction: 4), .finite(5), "the move itself ends")
        XCTAssertEqual(t.lengthEnd(ofTransaction: 4), .endless(cycleEnd: 2))
        XCTAssertEqual(t.inferredDuration, 2)
        XCTAssertTrue(t.hasEndlessAnimation)
        XCTAssertEqual(
            t.replacingAnimations([0: AnimationTiming?.none]).lengthEnd(ofTransaction: 0), .endless(cycleEnd: 2))
        let plain = Timeline(transactions: (0..<5).map { StateChange(time: Double($0), animation: step) })
        XCTAssertEqual(plain.inferredDuration, 5 + Timeline.hold)
    }

    func testSceneDuration() {
        XCTAssertEqual(Timeline.sceneDuration([.finite(1), .finite(2.5)]), 2.5 + Timeline.hold)
        // A finite animation ending after the endless cycle keeps its hold (issue 23: it was lost).
        XCTAssertEqual(Timeline.sceneDuration([.finite(3), .endless(cycleEnd: 2)]), 3 + Timeline.hold)
        XCTAssertEqual(Timeline.sceneDuration([.finite(0), .endless(cycleEnd: 0.5)]), 0.5, "nothing finite moved")
        XCTAssertEqual(Timeline.sceneDuration([.finite(1), .endless(cycleEnd: 2)]), 2)
        XCTAssertEqual(Timeline.sceneDuration([]), Timeline.hold)
    }

    func testReplacingAnimationsKeepsTimesAndOrder() {
        let t = Timeline(transactions: [
            StateChange(time: 1, animation: .linear(duration: 1)), StateChange(time: 1, animation: nil),
            StateChange(time: 2, animation: .easeIn(duration: 1)),
        ])
        let replaced = t.replacingAnimations([
            1: AnimationTiming?.some(.easeOut(duration: 3)), 2: AnimationTiming?.none,
        ])
        XCTAssertEqual(
            replaced.transactions,
            [
                StateChange(time: 1, animation: .linear(duration: 1)),
                StateChange(time: 1, animation: .easeOut(duration: 3)),
                StateChange(time: 2, animation: nil),
            ])
        XCTAssertEqual(
            replaced.blend([0, 10, 20, 40], at: 2.5), 10 + 10 * TimingCurve.easeOut.value(at: 0.5) + 20, accuracy: 1e-12
        )
    }

    func testTrackContinuesAnInitialVelocity() {
        let track = KeyframeCurve(initialValue: [0], initialVelocity: [4], keyframes: [.cubic([1], duration: 1)])
        XCTAssertEqual(track.velocity(at: 0)[0], 4, accuracy: 1e-12)
        let h = 1e-6
        XCTAssertEqual((track.value(at: h)[0] - track.value(at: 0)[0]) / h, 4, accuracy: 1e-4)
        XCTAssertEqual(track.value(at: 1)[0], 1, accuracy: 1e-12)
        let atRest = KeyframeCurve(initialValue: [0], keyframes: [.cubic([1], duration: 1)])
        XCTAssertEqual(atRest.velocity(at: 0)[0], 0)
        XCTAssertNotEqual(track, atRest)
        XCTAssertEqual(track.keyframeTimes, [1])
    }
}
