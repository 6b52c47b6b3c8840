import XCTest

@testable import Timeline

final class TimingCurveTests: XCTestCase {
    /// Reference: sample the Bézier densely by its parameter and interpolate y at x.
    private func reference(_ c: TimingCurve, _ x: Double) -> Double {
        func bez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        let n = 200_000
        var previous = (x: 0.0, y: 0.0)
        for i in 1...n {
            let t = Double(i) / Double(n)
            let point = (x: bez(t, c.c0x, c.c1x), y: bez(t, c.c0y, c.c1y))
            if point.x >= x {
                let f = point.x == previous.x ? 0 : (x - previous.x) / (point.x - previous.x)
                return previous.y + f * (point.y - previous.y)
            }
            previous = point
        }
        return 1
    }

    func testStandardCurvesMatchReferenceSampling() {
        for (name, curve) in [("easeIn", TimingCurve.easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut)] {
            for x in stride(from: 0.05, to: 1, by: 0.05) {
                XCTAssertEqual(curve.value(at: x), reference(curve, x), accuracy: 1e-5, "\(name) at \(x)")
            }
        }
    }

    func testKnownValues() {
        XCTAssertEqual(TimingCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(TimingCurve.linear.value(at: 0.3), 0.3)
        // CSS ease-in (same control points) is 0.3153 at half time.
        XCTAssertEqual(TimingCurve.easeIn.value(at: 0.5), 0.3153, accuracy: 1e-4)
        XCTAssertEqual(TimingCurve.easeOut.value(at: 0.5), 1 - 0.3153, accuracy: 1e-4)
    }

    func testEndsAndClamping() {
        XCTAssertEqual(TimingCurve.easeIn.value(at: -1), 0)
        XCTAssertEqual(TimingCurve.easeIn.value(at: 0), 0)
        XCTAssertEqual(TimingCurve.easeIn.value(at: 1), 1)
        XCTAssertEqual(TimingCurve.easeIn.value(at: 7), 1)
    }
}
