import Foundation

/// A damped spring's physical parameters, convertible between SwiftUI's three descriptions:
/// mass/stiffness/damping, response/damping ratio and duration/bounce (DESIGN.md §4).
///
/// Out-of-range input never traps: a non-positive or non-finite mass becomes 1; such a
/// stiffness or response gives ``maximumStiffness`` (an infinitely stiff spring, as SwiftUI
/// treats a zero response); negative or non-finite damping becomes 0, a negative damping ratio
/// 0 and a non-finite one 1; bounce is clamped to −0.999…1 (NaN: 0).
public struct SpringModel: Hashable, Sendable {
    /// The mass on the spring, in arbitrary units (default 1).
    public let mass: Double
    /// The spring constant k.
    public let stiffness: Double
    /// The damping coefficient c.
    public let damping: Double

    /// The stiffness used for a zero or negative response: SwiftUI's own cap.
    public static let maximumStiffness = 45_000.0

    /// A spring from its physical coefficients.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass > 0 && mass.isFinite ? mass : 1
        self.stiffness = stiffness > 0 && stiffness.isFinite ? stiffness : SpringModel.maximumStiffness
        self.damping = damping > 0 && damping.isFinite ? damping : 0
    }

    /// A unit-mass spring whose undamped period is `response` seconds: k = (2π/response)²,
    /// c = 4π·dampingRatio/response.
    public init(response: Double, dampingRatio: Double) {
        let k = response > 0 && response.isFinite ? pow(2 * Double.pi / response, 2) : SpringModel.maximumStiffness
        let zeta = dampingRatio.isFinite ? max(0, dampingRatio) : 1
        self.init(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot())
    }

    /// SwiftUI's perceptual form: response = `duration`; damping ratio 1 − bounce for
    /// bounce ≥ 0 and 1/(1 + bounce) below (overdamped).
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: SpringModel.dampingRatio(bounce: bounce))
    }

    /// The undamped period 2π·√(m/k), in seconds (SwiftUI's `response` and `duration`).
    public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// c / (2√(k·m)): 0 undamped, 1 critically damped, above 1 overdamped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when overdamped.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// Seconds until a change from rest settles: the first time after which the value stays
    /// within 0.1 % of the change of its target and its velocity within 0.1 % of the change per
    /// 1/ω seconds (ω = √(k/m)); infinity for an undamped spring.
    public var settlingDuration: Double { settlingTime(initialVelocity: 0) }

    /// A spring with no bounce: `duration` 0.5, bounce 0 plus `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> SpringModel {
        SpringModel(duration: duration, bounce: extraBounce)
    }
    /// A spring with a little bounce: bounce 0.15 plus `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> SpringModel {
        SpringModel(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A spring with more bounce: bounce 0.3 plus `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> SpringModel {
        SpringModel(duration: duration, bounce: 0.3 + extraBounce)
    }
    /// ``smooth(duration:extraBounce:)`` with its defaults.
    public static let smooth = SpringModel(duration: 0.5, bounce: 0)
    /// ``snappy(duration:extraBounce:)`` with its defaults.
    public static let snappy = SpringModel(duration: 0.5, bounce: 0.15)
    /// ``bouncy(duration:extraBounce:)`` with its defaults.
    public static let bouncy = SpringModel(duration: 0.5, bounce: 0.3)
}

extension SpringModel {
    /// The settling threshold, as a fraction of the change (DESIGN.md §4: 0.1 %).
    static let settlingEpsilon = 0.001

    static func dampingRatio(bounce: Double) -> Double {
        // −1 would be infinitely overdamped; stop at a damping ratio of 1000.
        let b = bounce.isNaN ? 0 : min(1, max(-0.999, bounce))
        return b < 0 ? 1 / (1 + b) : 1 - b
    }

    var oscillator: DampedOscillator {
        DampedOscillator(omega: (stiffness / mass).squareRoot(), zeta: dampingRatio)
    }

    /// Settling time of a change starting with `initialVelocity` (fraction of the change per
    /// second, towards the target when positive).
    func settlingTime(initialVelocity: Double) -> Double {
        oscillator.settlingTime(x0: 1, v0: -initialVelocity, epsilon: SpringModel.settlingEpsilon)
    }
}
