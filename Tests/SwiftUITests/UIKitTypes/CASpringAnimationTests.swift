import Foundation
import Geometry
import XCTest

@testable import SwiftUI

/// `CASpringAnimation`: a layer's value moving as a mass on a damped spring, on the animation's
/// own time.
final class CASpringAnimationTests: XCTestCase {
    let canvas = Size(width: 100, height: 100)

    /// A 10-pt square at x 10…20 sprung to 60…70.
    func sprung(_ spring: CASpringAnimation) throws -> AnimatedView {
        spring.keyPath = "position.x"
        spring.toValue = 65
        return try AnimatedView(
            CALayerTests.animatedSquare(CGRect(x: 10, y: 45, width: 10, height: 10), playing: spring), canvas: canvas)
    }

    /// The square's left edge at `time`.
    func left(_ view: AnimatedView, at time: Double) -> Double {
        view.drawing(at: time).inkBounds(threshold: 128)?.minX ?? -1
    }

    /// Core Animation's defaults (mass 1, stiffness 100, damping 10): ω = 10, ζ = 0.5, so the
    /// square is 34 % of the way at 0.1 s and overshoots by 16.3 % at π/ω√(1 − ζ²) = 0.363 s
    /// (the closed form of a damped oscillator).
    func testTheDefaultSpringOvershootsAndSettles() throws {
        let spring = CASpringAnimation()
        spring.duration = spring.settlingDuration
        XCTAssertGreaterThan(spring.settlingDuration, 1)
        let view = try sprung(spring)
        XCTAssertEqual(left(view, at: 0), 10, accuracy: 1)
        XCTAssertEqual(left(view, at: 0.1), 10 + 0.3405 * 50, accuracy: 1)
        XCTAssertEqual(left(view, at: 0.3628), 10 + 1.163 * 50, accuracy: 1)
        XCTAssertEqual(left(view, at: spring.settlingDuration - 0.01), 60, accuracy: 1)
    }

    /// The duration cuts the motion short: after it the layer's own value shows.
    func testTheDurationCutsTheSpringShort() throws {
        let spring = CASpringAnimation()
        spring.duration = 0.2
        let view = try sprung(spring)
        XCTAssertGreaterThan(left(view, at: 0.15), 20)
        XCTAssertEqual(left(view, at: 0.25), 10, accuracy: 1, "removed: the layer's own position")
    }

    /// iOS 17's perceptual spring: no bounce is critically damped (ω = 2π / 0.5: 82 % of the way
    /// at 0.25 s, never past the end); its play lasts until it settles.
    func testAPerceptualSpringWithoutBounceDoesNotOvershoot() throws {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        XCTAssertEqual(spring.perceptualDuration, 0.5, accuracy: 1e-9)
        XCTAssertEqual(spring.bounce, 0, accuracy: 1e-9)
        XCTAssertEqual(spring.duration, spring.settlingDuration)
        let view = try sprung(spring)
        XCTAssertEqual(left(view, at: 0.25), 10 + 0.821 * 50, accuracy: 1)
        for time in stride(from: 0.0, through: spring.duration, by: 0.1) {
            XCTAssertLessThanOrEqual(left(view, at: time), 60, "at \(time) s")
        }
    }

    /// Without `allowsOverdamping` a damping above critical is critical, as Core Animation's is.
    func testOverdampingIsCappedUnlessAllowed() throws {
        let capped = CASpringAnimation()
        capped.damping = 100
        let critical = CASpringAnimation()
        critical.damping = 20  // 2√(k·m) for k = 100, m = 1
        XCTAssertEqual(capped.settlingDuration, critical.settlingDuration, accuracy: 1e-9)
        let allowed = CASpringAnimation()
        allowed.damping = 100
        allowed.allowsOverdamping = true
        XCTAssertGreaterThan(allowed.settlingDuration, critical.settlingDuration)
    }
}
