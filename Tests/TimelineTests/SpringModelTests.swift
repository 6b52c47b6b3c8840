import XCTest

@testable import Timeline

final class SpringModelTests: XCTestCase {
    /// RK4 with a 0.1 ms step has a global error near (ω·h)⁴ ≈ 1e-10 for these springs; the
    /// closed forms must agree with it to this.
    private let integrationTolerance = 1e-7
    private let step = 1e-4
    private let epsilon = 0.001

    func testParameterConversionsMatchSwiftUIDocumentation() {
        // SwiftUI's Spring documentation: (duration 0.5, bounce 0.3) ↔ (1.0, 157.9, 17.6) and
        // (mass 1, stiffness 100, damping 10) ↔ (duration 0.63, bounce 0.5).
        let a = SpringModel(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(a.mass, 1)
        XCTAssertEqual(a.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(a.damping, 17.6, accuracy: 0.05)
        let b = SpringModel(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(b.response, 0.63, accuracy: 0.005)
        XCTAssertEqual(b.bounce, 0.5, accuracy: 1e-12)
    }

    func testDesignFormulas() {
        // DESIGN.md §4: k = (2π/response)², c = 4π·ζ/response, mass 1.
        let s = SpringModel(response: 0.55, dampingRatio: 0.825)
        XCTAssertEqual(s.stiffness, pow(2 * .pi / 0.55, 2), accuracy: 1e-9)
        XCTAssertEqual(s.damping, 4 * .pi * 0.825 / 0.55, accuracy: 1e-9)
        XCTAssertEqual(s.response, 0.55, accuracy: 1e-12)
        XCTAssertEqual(s.dampingRatio, 0.825, accuracy: 1e-12)
        // bounce ≥ 0: ζ = 1 − bounce; below: ζ = 1/(1 + bounce).
        XCTAssertEqual(SpringModel(duration: 1, bounce: 0.25).dampingRatio, 0.75, accuracy: 1e-12)
        XCTAssertEqual(SpringModel(duration: 1, bounce: -0.5).dampingRatio, 2, accuracy: 1e-12)
        XCTAssertEqual(SpringModel(duration: 1, bounce: -0.5).bounce, -0.5, accuracy: 1e-12)
        XCTAssertEqual(SpringModel(duration: 0.8, bounce: 0).response, 0.8, accuracy: 1e-12)
    }

    func testPresets() {
        XCTAssertEqual(SpringModel.smooth, SpringModel(duration: 0.5, bounce: 0))
        XCTAssertEqual(SpringModel.snappy, SpringModel(duration: 0.5, bounce: 0.15))
        XCTAssertEqual(SpringModel.bouncy, SpringModel(duration: 0.5, bounce: 0.3))
        XCTAssertEqual(SpringModel.bouncy(duration: 1, extraBounce: 0.1), SpringModel(duration: 1, bounce: 0.4))
        XCTAssertEqual(AnimationTiming.smooth.timing, .spring(.smooth, blendDuration: 0))
        XCTAssertEqual(AnimationTiming.snappy(duration: 0.7).timing, .spring(.snappy(duration: 0.7), blendDuration: 0))
        XCTAssertEqual(
            AnimationTiming.spring.timing, .spring(SpringModel(response: 0.55, dampingRatio: 0.825), blendDuration: 0))
        XCTAssertEqual(AnimationTiming.spring(), AnimationTiming.spring)
        XCTAssertEqual(
            AnimationTiming.spring(duration: 0.4, bounce: 0.2).timing,
            .spring(SpringModel(duration: 0.4, bounce: 0.2), blendDuration: 0))
        XCTAssertEqual(
            AnimationTiming.interactiveSpring.timing,
            .spring(SpringModel(response: 0.15, dampingRatio: 0.86), blendDuration: 0.25))
        XCTAssertEqual(
            AnimationTiming.interpolatingSpring.timing,
            .interpolatingSpring(SpringModel(duration: 0.5, bounce: 0), initialVelocity: 0))
    }

    func testOutOfRangeInputIsClamped() {
        XCTAssertEqual(SpringModel(response: 0, dampingRatio: 1).stiffness, SpringModel.maximumStiffness)
        XCTAssertEqual(SpringModel(mass: -1, stiffness: 100, damping: 10).mass, 1)
        XCTAssertEqual(SpringModel(mass: 1, stiffness: .nan, damping: -3).damping, 0)
        XCTAssertEqual(SpringModel(duration: 1, bounce: -5).dampingRatio, 1000, accuracy: 1e-9)
        XCTAssertEqual(SpringModel(duration: 1, bounce: 7).dampingRatio, 0)
        XCTAssertTrue(SpringModel(duration: 0.3, bounce: .nan).settlingDuration.isFinite)
    }

    /// (mass, stiffness, damping, initial velocity): under-, critically and overdamped.
    private let cases: [(String, Double, Double, Double, Double)] = [
        ("underdamped", 1, 157.9, 17.6, 0),
        ("bouncy with velocity", 1, 100, 4, 3),
        ("critical", 1, 100, 20, 0),
        ("critical, negative velocity", 1, 100, 20, -5),
        ("nearly critical", 1, 100, 20 * (1 + 1e-10), 0),
        ("overdamped", 1, 100, 60, 0),
        ("overdamped with velocity", 1, 50, 40, 8),
        ("heavy", 2.5, 300, 20, 1),
    ]

    func testClosedFormsMatchNumericalIntegration() {
        for (name, m, k, c, v0) in cases {
            let animation = AnimationTiming.interpolatingSpring(mass: m, stiffness: k, damping: c, initialVelocity: v0)
            let oscillator = SpringModel(mass: m, stiffness: k, damping: c).oscillator
            let end = animation.duration
            let path = Reference.integrate(
                x0: 0, v0: v0, until: end, step: step,
                Reference.spring(mass: m, stiffness: k, damping: c, target: 1))
            var worst = 0.0
            for sample in path where sample.t < end {
                worst = max(worst, abs(animation.progress(elapsed: sample.t) - sample.x))
                let state = oscillator.state(after: sample.t, x0: -1, v0: v0)
                worst = max(worst, abs(state.v - sample.v) / (k / m).squareRoot())
            }
            XCTAssertLessThan(worst, integrationTolerance, name)
        }
    }

    func testSettlingDurationIsTheFirstTimeAfterWhichTheSpringStaysSettled() {
        for (name, m, k, c, v0) in cases {
            let spring = SpringModel(mass: m, stiffness: k, damping: c)
            let settle = spring.settlingTime(initialVelocity: v0)
            let omega = (k / m).squareRoot()
            let path = Reference.integrate(
                x0: 0, v0: v0, until: settle + 2, step: step,
                Reference.spring(mass: m, stiffness: k, damping: c, target: 1))
            let tolerance = epsilon * (1 + 1e-6)
            let unsettled = path.filter { abs($0.x - 1) > tolerance || abs($0.v) / omega > tolerance }
            let lastUnsettled = unsettled.last?.t ?? 0
            // Settled from `settle` on, and not settled a step before it.
            XCTAssertLessThanOrEqual(lastUnsettled, settle, name)
            XCTAssertGreaterThan(lastUnsettled, settle - 2 * step, name)
        }
    }

    func testKnownSettlingDurations() {
        // Critically damped from rest: x = (1 + ωt)e^(−ωt); the velocity ω²t·e^(−ωt)/ω falls
        // below 0.001 before the position does, so (1 + u)e^(−u) = 0.001 with u = ωt.
        var u = 9.0
        for _ in 0..<60 { u -= ((1 + u) * exp(-u) - 0.001) / (-u * exp(-u)) }
        let smooth = SpringModel(duration: 0.5, bounce: 0)
        XCTAssertEqual(smooth.settlingDuration, u / (2 * .pi / 0.5), accuracy: 1e-9)
        XCTAssertEqual(SpringModel(duration: 1, bounce: 1).settlingDuration, .infinity)
    }

    func testSpringProgressOvershootsThenSnapsWhenSettled() {
        let a = AnimationTiming.bouncy
        let samples = stride(from: 0.0, to: a.duration, by: 1e-4).map { a.progress(elapsed: $0) }
        // Peak overshoot of a damped oscillator: e^(−πζ/√(1 − ζ²)), ζ = 0.7 for bounce 0.3.
        let zeta = 0.7
        XCTAssertEqual((samples.max() ?? 0) - 1, exp(-.pi * zeta / (1 - zeta * zeta).squareRoot()), accuracy: 1e-6)
        XCTAssertEqual(a.progress(elapsed: 0), 0)
        XCTAssertEqual(a.progress(elapsed: a.duration), 1)
        XCTAssertEqual(a.totalDuration, a.duration)
        XCTAssertLessThanOrEqual(abs(a.progress(elapsed: a.duration - 1e-9) - 1), epsilon * (1 + 1e-6))
    }
}
