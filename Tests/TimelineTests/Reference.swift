import Foundation

/// Slow, independent references the fast closed forms are checked against.
enum Reference {
    /// Classic fourth-order Runge–Kutta for x'' = f(t, x, x'), sampling (x, x') after every step.
    static func integrate(
        x0: Double, v0: Double, until end: Double, step h: Double,
        _ acceleration: (_ t: Double, _ x: Double, _ v: Double) -> Double
    ) -> [(t: Double, x: Double, v: Double)] {
        var samples = [(t: 0.0, x: x0, v: v0)]
        var (t, x, v) = (0.0, x0, v0)
        let steps = Int((end / h).rounded())
        for _ in 0..<steps {
            let k1x = v
            let k1v = acceleration(t, x, v)
            let k2x = v + h / 2 * k1v
            let k2v = acceleration(t + h / 2, x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v
            let k3v = acceleration(t + h / 2, x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v
            let k4v = acceleration(t + h, x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
            samples.append((t, x, v))
        }
        return samples
    }

    /// A spring pulled towards `target`: x'' = (−k·(x − target) − c·x') / m.
    static func spring(mass: Double, stiffness: Double, damping: Double, target: Double)
        -> (Double, Double, Double) -> Double
    {
        { _, x, v in (-stiffness * (x - target) - damping * v) / mass }
    }

    /// y of the unit Bézier at time fraction x, by bisection on x(t) in 80-bit floating point
    /// with the power-basis polynomial (the library uses Newton on the Bernstein form in Double).
    static func bezier(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, at x: Double) -> Double {
        func poly(_ t: Float80, _ p1: Double, _ p2: Double) -> Float80 {
            let a = 1 + 3 * Float80(p1) - 3 * Float80(p2)
            let b = 3 * Float80(p2) - 6 * Float80(p1)
            let c = 3 * Float80(p1)
            return ((a * t + b) * t + c) * t
        }
        var lo: Float80 = 0
        var hi: Float80 = 1
        for _ in 0..<90 {
            let mid = (lo + hi) / 2
            if poly(mid, c0x, c1x) < Float80(x) { lo = mid } else { hi = mid }
        }
        return Double(poly((lo + hi) / 2, c0y, c1y))
    }
}
