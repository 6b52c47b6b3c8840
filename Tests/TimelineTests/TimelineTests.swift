import XCTest

@testable import Timeline

final class TimelineTests: XCTestCase {
    /// The launch page's four transactions (seed 002).
    private let launch = Timeline(transactions: [
        StateChange(time: 0.5, animation: .easeInOut(duration: 1.0)),
        StateChange(time: 1.5, animation: .easeInOut(duration: 1.5)),
        StateChange(time: 3.0, animation: .easeIn(duration: 0.8)),
        StateChange(time: 3.6, animation: .easeIn(duration: 0.8)),
    ])

    func testInferredDurationIsLastEndPlusHold() {
        XCTAssertEqual(launch.inferredDuration, 5.0, accuracy: 1e-12)
    }

    func testModelIndex() {
        XCTAssertEqual(launch.modelIndex(at: 0), -1)
        XCTAssertEqual(launch.modelIndex(at: 0.5), 0)
        XCTAssertEqual(launch.modelIndex(at: 3.59), 2)
        XCTAssertEqual(launch.modelIndex(at: 100), 3)
    }

    func testBlendFollowsEachTransactionsCurve() {
        // The green circle's offset: 0 until 0.5 s, then easeInOut over 1 s to -100.
        let values: [Double] = [0, -100, -100, -100, -100]
        XCTAssertEqual(launch.blend(values, at: 0.4), 0)
        XCTAssertEqual(launch.blend(values, at: 1.0), -50, accuracy: 1e-9)
        XCTAssertEqual(launch.blend(values, at: 0.75), -100 * TimingCurve.easeInOut.value(at: 0.25), accuracy: 1e-9)
        XCTAssertEqual(launch.blend(values, at: 2), -100)
    }

    func testOverlappingAnimationsAddUp() {
        // 0 → 10 at t=0 (linear 1 s), then 10 → 30 at t=0.5 (linear 1 s).
        let t = Timeline(transactions: [
            StateChange(time: 0, animation: .linear(duration: 1)),
            StateChange(time: 0.5, animation: .linear(duration: 1)),
        ])
        // At 0.75: first contributes 0.75·10, second 0.25·20.
        XCTAssertEqual(t.blend([0, 10, 30], at: 0.75), 7.5 + 5, accuracy: 1e-12)
        let vector = Timeline.blend([[0, 1], [10, 1], [30, 3]], progresses: t.progresses(at: 0.75))
        XCTAssertEqual(vector[0], 12.5, accuracy: 1e-12)
        XCTAssertEqual(vector[1], 1.5, accuracy: 1e-12)
    }

    func testImmediateTransactionSnaps() {
        let t = Timeline(transactions: [StateChange(time: 1, animation: nil)])
        XCTAssertEqual(t.blend([0, 5], at: 0.99), 0)
        XCTAssertEqual(t.blend([0, 5], at: 1), 5)
        XCTAssertEqual(t.inferredDuration, 1.6, accuracy: 1e-12)
    }

    func testSortsStablyByTime() {
        let t = Timeline(transactions: [
            StateChange(time: 2, animation: nil), StateChange(time: 1, animation: .linear()),
            StateChange(time: 1, animation: nil),
        ])
        XCTAssertEqual(t.transactions.map(\.time), [1, 1, 2])
        XCTAssertEqual(t.transactions[0].animation, .linear())
        XCTAssertNil(t.transactions[1].animation)
    }
}
