import Foundation

/// The free motion of a damped harmonic oscillator, x'' + 2ζω·x' + ω²·x = 0, in closed form.
///
/// `x` is the displacement from the rest position (for an animation: the part of the change that
/// has not arrived yet) and `v` its rate of change per second.
struct DampedOscillator: Hashable, Sendable {
    /// Undamped angular frequency ω = √(k/m), in radians per second.
    let omega: Double
    /// Damping ratio ζ = c / (2√(k·m)); 1 is critical damping.
    let zeta: Double

    /// Within this distance of ζ = 1 the critically damped formula is used: the under- and
    /// overdamped formulas divide by √|1 − ζ²|, which loses precision there.
    private static let criticalBand = 1e-9

    init(omega: Double, zeta: Double) {
        self.omega = omega
        self.zeta = zeta
    }

    /// Position and velocity `time` seconds after starting at `x0` with velocity `v0`.
    func state(after time: Double, x0: Double, v0: Double) -> (x: Double, v: Double) {
        let x = motion(x0: x0, v0: v0)
        let v = x.derivative
        return (x.value(at: time), v.value(at: time))
    }

    /// The state-transition matrix after `time`: column 0 is the state reached from (1, 0),
    /// column 1 the state reached from (0, 1).
    func transition(after time: Double) -> Transition {
        let a = state(after: time, x0: 1, v0: 0)
        let b = state(after: time, x0: 0, v0: 1)
        return Transition(xx: a.x, xv: b.x, vx: a.v, vv: b.v)
    }

    /// Displacement as a function of time for the given start.
    func motion(x0: Double, v0: Double) -> DampedMotion {
        let w = omega
        if abs(zeta - 1) <= Self.criticalBand {
            return .critical(rate: w, a: x0, b: v0 + w * x0)
        }
        if zeta < 1 {
            let alpha = zeta * w
            let beta = w * (1 - zeta * zeta).squareRoot()
            return .oscillating(rate: alpha, frequency: beta, a: x0, b: (v0 + alpha * x0) / beta)
        }
        // Overdamped: two real roots. ζ − √(ζ²−1) is computed as 1/(ζ + √(ζ²−1)) to avoid
        // cancellation for large ζ.
        let root = (zeta * zeta - 1).squareRoot()
        let slow = -w / (zeta + root)
        let fast = -w * (zeta + root)
        let a = (v0 - fast * x0) / (slow - fast)
        return .exponentials(slow: slow, fast: fast, a: a, b: x0 - a)
    }

    /// The first time after which |x| ≤ `epsilon` and |v|/ω ≤ `epsilon` hold for ever, starting
    /// from (`x0`, `v0`); infinity when the oscillator is undamped and not at rest.
    func settlingTime(x0: Double, v0: Double, epsilon: Double) -> Double {
        let x = motion(x0: x0, v0: v0)
        let v = x.derivative.scaled(by: 1 / omega)
        return max(x.lastTime(above: epsilon), v.lastTime(above: epsilon))
    }
}

/// A 2×2 state-transition matrix mapping (x, v) at one time to (x, v) at a later one.
struct Transition: Hashable, Sendable {
    var xx: Double, xv: Double, vx: Double, vv: Double

    static let identity = Transition(xx: 1, xv: 0, vx: 0, vv: 1)

    func apply(_ x: Double, _ v: Double) -> (x: Double, v: Double) {
        (xx * x + xv * v, vx * x + vv * v)
    }

    /// `self` after `first`: the transition of doing `first`, then `self`.
    func after(_ first: Transition) -> Transition {
        Transition(
            xx: xx * first.xx + xv * first.vx, xv: xx * first.xv + xv * first.vv,
            vx: vx * first.xx + vv * first.vx, vv: vx * first.xv + vv * first.vv)
    }
}

/// One of the three shapes the free motion of a damped oscillator takes.
enum DampedMotion: Hashable, Sendable {
    /// e^(−rate·t)·(a·cos(frequency·t) + b·sin(frequency·t)).
    case oscillating(rate: Double, frequency: Double, a: Double, b: Double)
    /// (a + b·t)·e^(−rate·t).
    case critical(rate: Double, a: Double, b: Double)
    /// a·e^(slow·t) + b·e^(fast·t), with fast < slow ≤ 0.
    case exponentials(slow: Double, fast: Double, a: Double, b: Double)

    func value(at t: Double) -> Double {
        switch self {
        case .oscillating(let rate, let frequency, let a, let b):
            return exp(-rate * t) * (a * cos(frequency * t) + b * sin(frequency * t))
        case .critical(let rate, let a, let b):
            return (a + b * t) * exp(-rate * t)
        case .exponentials(let slow, let fast, let a, let b):
            return a * exp(slow * t) + b * exp(fast * t)
        }
    }

    /// The time derivative, which has the same shape.
    var derivative: DampedMotion {
        switch self {
        case .oscillating(let rate, let frequency, let a, let b):
            return .oscillating(
                rate: rate, frequency: frequency, a: frequency * b - rate * a, b: -frequency * a - rate * b)
        case .critical(let rate, let a, let b):
            return .critical(rate: rate, a: b - rate * a, b: -rate * b)
        case .exponentials(let slow, let fast, let a, let b):
            return .exponentials(slow: slow, fast: fast, a: slow * a, b: fast * b)
        }
    }

    func scaled(by s: Double) -> DampedMotion {
        switch self {
        case .oscillating(let rate, let frequency, let a, let b):
            return .oscillating(rate: rate, frequency: frequency, a: s * a, b: s * b)
        case .critical(let rate, let a, let b):
            return .critical(rate: rate, a: s * a, b: s * b)
        case .exponentials(let slow, let fast, let a, let b):
            return .exponentials(slow: slow, fast: fast, a: s * a, b: s * b)
        }
    }

    /// Times t > 0 where the derivative vanishes, ascending; between two consecutive ones (and
    /// after the last) the motion is monotonic. For the oscillating shape: the first one only.
    private var firstTurningPoints: [Double] {
        switch derivative {
        case .oscillating(_, let frequency, let a, let b):
            // a·cos(ft) + b·sin(ft) = R·cos(ft − φ) vanishes at ft = φ + π/2 + nπ.
            guard a != 0 || b != 0 else { return [] }
            let phi = atan2(b, a)
            var n = ((-phi - Double.pi / 2) / Double.pi).rounded(.up)
            while (phi + Double.pi / 2 + n * Double.pi) / frequency <= 0 { n += 1 }
            return [(phi + Double.pi / 2 + n * Double.pi) / frequency]
        case .critical(_, let a, let b):
            guard b != 0 else { return [] }
            let t = -a / b
            return t > 0 ? [t] : []
        case .exponentials(let slow, let fast, let a, let b):
            // a·e^(slow·t) + b·e^(fast·t) = 0  ⇔  e^((slow − fast)·t) = −b/a.
            guard a != 0, b != 0, -b / a > 0 else { return [] }
            let t = log(-b / a) / (slow - fast)
            return t > 0 ? [t] : []
        }
    }

    /// The last time t ≥ 0 at which |value| > `epsilon` (0 when it never is), found exactly up to
    /// bisection precision; infinity for an undamped oscillation.
    func lastTime(above epsilon: Double) -> Double {
        if case .oscillating(let rate, let frequency, _, _) = self {
            guard let first = firstTurningPoints.first else { return 0 }
            // Turning points are half a period apart and the extreme values shrink by
            // e^(−rate·π/frequency) from one to the next.
            let step = Double.pi / frequency
            let m0 = abs(value(at: first))
            if m0 <= epsilon { return crossing(from: 0, to: first, epsilon: epsilon) }
            // Beyond 10⁹ s (also an undamped spring) the phase of cos(frequency·t) is no longer
            // accurate in Double: such a spring counts as never settling.
            var n = (log(m0 / epsilon) / (rate * step)).rounded(.down)
            guard first + n * step < 1e9 else { return .infinity }
            while n > 0 && abs(value(at: first + n * step)) <= epsilon { n -= 1 }
            while abs(value(at: first + (n + 1) * step)) > epsilon { n += 1 }
            return crossing(from: first + n * step, to: first + (n + 1) * step, epsilon: epsilon)
        }
        let turns = firstTurningPoints
        let start = turns.last ?? 0
        if abs(value(at: start)) > epsilon {
            // Monotonic decay towards 0 after the last turning point: bracket, then bisect.
            var end = start + 1e-3
            while abs(value(at: end)) > epsilon && end < 1e12 { end = start + 2 * (end - start) }
            return crossing(from: start, to: end, epsilon: epsilon)
        }
        if let turn = turns.last { return crossing(from: 0, to: turn, epsilon: epsilon) }
        return 0
    }

    /// On [lo, hi], where the motion is monotonic and |value(hi)| ≤ epsilon: the time at which
    /// |value| last exceeds epsilon (lo's side), or lo when |value(lo)| ≤ epsilon.
    private func crossing(from lo: Double, to hi: Double, epsilon: Double) -> Double {
        let start = value(at: lo)
        guard abs(start) > epsilon else { return lo }
        let target = start > 0 ? epsilon : -epsilon
        var lo = lo
        var hi = hi
        for _ in 0..<200 where hi - lo > 1e-13 * max(1, hi) {
            let mid = (lo + hi) / 2
            // Still beyond the threshold on the start's side: the crossing is later.
            if (value(at: mid) - target) * (start - target) > 0 { lo = mid } else { hi = mid }
        }
        return hi
    }
}
