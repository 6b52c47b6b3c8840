import XCTest

@testable import Timeline

final class DurationInferenceTests: XCTestCase {
    func testSpringsEndWhenSettled() {
        let t = Timeline(transactions: [StateChange(time: 1, animation: .bouncy)])
        XCTAssertEqual(t.inferredDuration, 1 + SpringModel.bouncy.settlingDuration + Timeline.hold, accuracy: 1e-12)
        XCTAssertFalse(t.hasEndlessAnimation)
    }

    func testRepeatForeverRendersOneCycle() {
        let t = Timeline(transactions: [
            StateChange(time: 0, animation: .easeIn(duration: 3)),
            StateChange(time: 0.5, animation: .linear(duration: 1).repeatForever()),
        ])
        // There and back (2 s) from 0.5 s; the finite animation ends later, at 3 s, and keeps its
        // hold (it used to be dropped beside an endless animation, issue 23).
        XCTAssertTrue(t.hasEndlessAnimation)
        XCTAssertEqual(t.inferredDuration, 3 + Timeline.hold, accuracy: 1e-12)
        let short = Timeline(transactions: [StateChange(time: 0.5, animation: .linear(duration: 1).repeatForever())])
        XCTAssertEqual(short.inferredDuration, 2.5, accuracy: 1e-12)
    }

    func testUndampedSpringRendersOnePeriod() {
        let t = Timeline(transactions: [StateChange(time: 0, animation: .interpolatingSpring(duration: 0.8, bounce: 1))]
        )
        XCTAssertTrue(t.hasEndlessAnimation)
        XCTAssertEqual(t.inferredDuration, 0.8, accuracy: 1e-12)
    }

    func testEmptyTimelineHolds() {
        XCTAssertEqual(Timeline(transactions: []).inferredDuration, Timeline.hold)
    }
}
