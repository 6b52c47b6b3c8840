import TestSupport
import XCTest

@testable import Timeline

final class TimingCurveTests: XCTestCase {
    /// The accuracy the solver promises (issue 5: 1e-6); it actually reaches ~1e-13.
    private let solverTolerance = 1e-6

    func testStandardCurvesMatchReference() {
        for (name, c) in [("easeIn", TimingCurve.easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut)] {
            for i in 0...1000 {
                let x = Double(i) / 1000
                let expected = Reference.bezier(c.c0x, c.c0y, c.c1x, c.c1y, at: x)
                XCTAssertEqual(c.value(at: x), expected, accuracy: solverTolerance, "\(name) at \(x)")
            }
        }
    }

    func testCustomCurvesMatchReference() {
        // Overshooting y, x control points on the ends (x'(t) = 0 there), cusps and S shapes.
        let curves: [[Double]] = [
            [0.1, 0.75, 0.85, 0.35], [0.68, -0.6, 0.32, 1.6], [0.5, 0, 1, 0.5], [0, 1, 0, 1], [1, 0, 0, 1],
            [1, 0, 1, 0], [0, 0, 0, 0], [0.25, 0.1, 0.25, 1], [0.9, 1.8, 0.1, -0.8], [0.001, 0.3, 0.999, 0.7],
        ]
        var generator = SplitMix64(seed: 5)
        var random: [[Double]] = []
        for _ in 0..<40 {
            random.append([
                Double.random(in: 0...1, using: &generator), Double.random(in: -1...2, using: &generator),
                Double.random(in: 0...1, using: &generator), Double.random(in: -1...2, using: &generator),
            ])
        }
        for p in curves + random {
            let curve = TimingCurve(p[0], p[1], p[2], p[3])
            var worst = 0.0
            for i in 0...400 {
                let x = Double(i) / 400
                worst = max(worst, abs(curve.value(at: x) - Reference.bezier(p[0], p[1], p[2], p[3], at: x)))
            }
            XCTAssertLessThan(worst, solverTolerance, "timingCurve\(p)")
        }
    }

    func testKnownValues() {
        XCTAssertEqual(TimingCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(TimingCurve.linear.value(at: 0.3), 0.3)
        // CSS ease-in (same control points) is 0.3153 at half time (published tables).
        XCTAssertEqual(TimingCurve.easeIn.value(at: 0.5), 0.3153, accuracy: 1e-4)
        XCTAssertEqual(TimingCurve.easeOut.value(at: 0.5), 1 - 0.3153, accuracy: 1e-4)
    }

    func testEndsAndClamping() {
        XCTAssertEqual(TimingCurve.easeIn.value(at: -1), 0)
        XCTAssertEqual(TimingCurve.easeIn.value(at: 0), 0)
        XCTAssertEqual(TimingCurve.easeIn.value(at: 1), 1)
        XCTAssertEqual(TimingCurve.easeIn.value(at: 7), 1)
        let clamped = TimingCurve(-2, 0.5, 3, 0.5)
        XCTAssertEqual(clamped, TimingCurve(0, 0.5, 1, 0.5))
        XCTAssertEqual(TimingCurve(.nan, .infinity, .nan, .nan), TimingCurve(0, 0, 1, 1))
    }

    func testSlopeMatchesDifferenceQuotient() {
        let h = 1e-6
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut, TimingCurve(0.1, 0.75, 0.85, 0.35)] {
            for x in stride(from: 0.05, through: 0.95, by: 0.05) {
                let quotient = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
                XCTAssertEqual(curve.slope(at: x), quotient, accuracy: 1e-5, "\(curve) at \(x)")
            }
        }
        // Analytic end slopes: c0y/c0x at the start, (1 − c1y)/(1 − c1x) at the end.
        XCTAssertEqual(TimingCurve(0.25, 0.1, 0.25, 1).slope(at: 0), 0.4, accuracy: 1e-9)
        XCTAssertEqual(TimingCurve.easeOut.slope(at: 1), 0, accuracy: 1e-9)
        XCTAssertEqual(TimingCurve.linear.slope(at: 0.5), 1, accuracy: 1e-12)
    }
}
