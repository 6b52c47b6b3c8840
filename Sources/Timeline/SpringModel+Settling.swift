import Foundation

extension SpringModel {
    /// SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`: a unit-mass spring whose
    /// motion's envelope falls to `epsilon` of the change after `settlingDuration` seconds.
    /// As SwiftUI does, the duration is clamped to 0.01…10 s and the damping ratio to at most 1
    /// (critical); the envelope is ζ/√(1 − ζ²)·e^(−ζωt) below critical damping and
    /// (1 + ωt)·e^(−ωt) at it, solved for the natural frequency ω.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double) {
        let duration = settlingDuration.isNaN ? 0.01 : min(max(settlingDuration, 0.01), 10)
        let zeta = dampingRatio.isNaN ? 1 : min(max(dampingRatio, .ulpOfOne), 1)
        let epsilon = epsilon > 0 && epsilon < 1 ? epsilon : SpringModel.settlingEpsilon
        var omega: Double
        if zeta < 1 {
            omega = log(zeta / ((1 - zeta * zeta).squareRoot() * epsilon)) / (zeta * duration)
            // A ratio this small starts below epsilon: use the bare decay e^(−ζωt) instead.
            if !(omega > 0) || !omega.isFinite { omega = log(1 / epsilon) / (zeta * duration) }
        } else {
            omega = Self.criticalRate(epsilon: epsilon) / duration
        }
        if !omega.isFinite || omega <= 0 { omega = SpringModel.maximumStiffness.squareRoot() }
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    }

    /// The u > 1 at which (1 + u)·e^(−u) = `epsilon` (0 < epsilon < 1), by bisection: the
    /// function falls monotonically for u > 0.
    private static func criticalRate(epsilon: Double) -> Double {
        var lo = 0.0
        var hi = 1.0
        while (1 + hi) * exp(-hi) > epsilon { hi *= 2 }
        for _ in 0..<200 where hi - lo > 1e-13 * hi {
            let mid = (lo + hi) / 2
            if (1 + mid) * exp(-mid) > epsilon { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
