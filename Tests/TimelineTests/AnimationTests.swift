import XCTest

@testable import Timeline

final class AnimationTests: XCTestCase {
    func testDurationAndDelay() {
        let a = Animation.linear(duration: 2).delay(0.5)
        XCTAssertEqual(a.totalDuration, 2.5)
        XCTAssertEqual(a.progress(elapsed: 0.25), 0)
        XCTAssertEqual(a.progress(elapsed: 1.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(a.progress(elapsed: 3), 1)
    }

    func testSpeedScalesTime() {
        let a = Animation.linear(duration: 1).speed(2)
        XCTAssertEqual(a.totalDuration, 0.5)
        XCTAssertEqual(a.progress(elapsed: 0.25), 0.5, accuracy: 1e-12)
    }

    func testRepeatAutoreversesThenSnapsToEnd() {
        let a = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        XCTAssertEqual(a.totalDuration, 2)
        XCTAssertEqual(a.progress(elapsed: 0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(a.progress(elapsed: 1.25), 0.75, accuracy: 1e-12)
        XCTAssertEqual(a.progress(elapsed: 2.5), 1)
    }

    func testRepeatForeverHasNoEnd() {
        let a = Animation.easeInOut(duration: 1).repeatForever(autoreverses: false)
        XCTAssertNil(a.totalDuration)
        XCTAssertEqual(a.progress(elapsed: 10.5), 0.5, accuracy: 1e-9)
    }

    func testDefaultIsEaseInOutPoint35() {
        XCTAssertEqual(Animation.default.curve, .easeInOut)
        XCTAssertEqual(Animation.default.duration, 0.35)
    }
}
