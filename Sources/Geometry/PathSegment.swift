import Foundation

/// One piece of a path between two on-curve points, with its start point made explicit.
///
/// Paths store elements relative to a current point; measuring, trimming and flattening are
/// easier on self-contained segments.
enum PathSegment: Equatable {
    case line(Point, Point)
    case quad(Point, Point, Point)
    case cubic(Point, Point, Point, Point)

    var start: Point {
        switch self {
        case .line(let p0, _), .quad(let p0, _, _), .cubic(let p0, _, _, _): return p0
        }
    }

    var end: Point {
        switch self {
        case .line(_, let p1): return p1
        case .quad(_, _, let p2): return p2
        case .cubic(_, _, _, let p3): return p3
        }
    }

    /// The point at parameter `t` in 0...1.
    func point(at t: Double) -> Point {
        switch self {
        case .line(let p0, let p1):
            return p0.lerp(to: p1, t)
        case .quad(let p0, let p1, let p2):
            let u = 1 - t
            return p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t)
        case .cubic(let p0, let p1, let p2, let p3):
            let u = 1 - t
            return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
        }
    }

    /// The first derivative with respect to the parameter at `t`.
    func derivative(at t: Double) -> Point {
        switch self {
        case .line(let p0, let p1):
            return p1 - p0
        case .quad(let p0, let p1, let p2):
            return (p1 - p0) * (2 * (1 - t)) + (p2 - p1) * (2 * t)
        case .cubic(let p0, let p1, let p2, let p3):
            let u = 1 - t
            return (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)
        }
    }

    /// The part of the segment between parameters `t0` and `t1`, as a segment of the same kind.
    func subsegment(from t0: Double, to t1: Double) -> PathSegment {
        // Blossoming: the control points of the piece over [t0, t1] are the blossom of the curve
        // evaluated at (t0, …, t0), (t0, …, t1), …, (t1, …, t1).
        switch self {
        case .line(let p0, let p1):
            return .line(p0.lerp(to: p1, t0), p0.lerp(to: p1, t1))
        case .quad(let p0, let p1, let p2):
            func blossom(_ u: Double, _ v: Double) -> Point {
                p0.lerp(to: p1, u).lerp(to: p1.lerp(to: p2, u), v)
            }
            return .quad(blossom(t0, t0), blossom(t0, t1), blossom(t1, t1))
        case .cubic(let p0, let p1, let p2, let p3):
            func blossom(_ u: Double, _ v: Double, _ w: Double) -> Point {
                let a = p0.lerp(to: p1, u)
                let b = p1.lerp(to: p2, u)
                let c = p2.lerp(to: p3, u)
                return a.lerp(to: b, v).lerp(to: b.lerp(to: c, v), w)
            }
            return .cubic(
                blossom(t0, t0, t0), blossom(t0, t0, t1), blossom(t0, t1, t1), blossom(t1, t1, t1))
        }
    }

    /// Appends the segment to `path`, whose current point must be `start`.
    func append(to path: inout Path) {
        switch self {
        case .line(_, let p1): path.addLine(to: p1)
        case .quad(_, let p1, let p2): path.addQuadCurve(to: p2, control: p1)
        case .cubic(_, let p1, let p2, let p3): path.addCurve(to: p3, control1: p1, control2: p2)
        }
    }

    // MARK: Arc length

    /// The arc length of the whole segment.
    var length: Double { length(from: 0, to: 1) }

    /// The arc length between parameters `t0` and `t1` (t0 ≤ t1).
    func length(from t0: Double, to t1: Double) -> Double {
        switch self {
        case .line(let p0, let p1):
            return p0.distance(to: p1) * (t1 - t0)
        case .quad, .cubic:
            return adaptiveLength(t0, t1, whole: gaussLength(t0, t1), depth: 0)
        }
    }

    /// Five-point Gauss–Legendre quadrature of the speed over [t0, t1].
    private func gaussLength(_ t0: Double, _ t1: Double) -> Double {
        let half = (t1 - t0) / 2
        let mid = (t0 + t1) / 2
        var sum = 0.0
        for (x, w) in PathSegment.gaussNodes {
            sum += w * derivative(at: mid + half * x).length
        }
        return sum * half
    }

    /// Splits the interval until halving no longer changes the estimate; this keeps the
    /// quadrature accurate near cusps, where the speed is not smooth.
    private func adaptiveLength(_ t0: Double, _ t1: Double, whole: Double, depth: Int) -> Double {
        let mid = (t0 + t1) / 2
        let left = gaussLength(t0, mid)
        let right = gaussLength(mid, t1)
        let halves = left + right
        guard depth < 12, abs(halves - whole) > 1e-10 * (1 + halves) else { return halves }
        return adaptiveLength(t0, mid, whole: left, depth: depth + 1)
            + adaptiveLength(mid, t1, whole: right, depth: depth + 1)
    }

    /// The parameter at which the arc length from the start equals `distance`
    /// (clamped to the segment).
    func parameter(atLength distance: Double) -> Double {
        let total = length
        guard total > 0, distance > 0 else { return 0 }
        guard distance < total else { return 1 }
        if case .line = self { return distance / total }
        // Newton's method on s(t) − distance, safeguarded by bisection.
        var lo = 0.0
        var hi = 1.0
        var t = distance / total
        for _ in 0..<40 {
            let error = length(from: 0, to: t) - distance
            if abs(error) <= 1e-10 * (1 + total) { break }
            if error > 0 { hi = t } else { lo = t }
            let speed = derivative(at: t).length
            var next = speed > 0 ? t - error / speed : .nan
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            t = next
        }
        return t
    }

    private static let gaussNodes: [(Double, Double)] = [
        (0, 0.5688888888888889),
        (-0.5384693101056831, 0.4786286704993665),
        (0.5384693101056831, 0.4786286704993665),
        (-0.9061798459386640, 0.2369268850561891),
        (0.9061798459386640, 0.2369268850561891),
    ]

    // MARK: Flattening

    /// Appends points approximating the segment (excluding `start`, including `end`) so that
    /// no point of the chords lies farther than `tolerance` from the curve and vice versa.
    ///
    /// Wang's bound fixes how many uniform steps a piece needs; long cubics are halved first so
    /// the step adapts to where the curve actually bends.
    func flatten(tolerance: Double, into points: inout [Point]) {
        switch self {
        case .line(_, let p1):
            points.append(p1)
        case .quad(let p0, let p1, let p2):
            // The chord of a parabola over a parameter step h deviates by |P''|·h²/8.
            let dd = (p0 - p1 * 2 + p2).length
            let n = PathSegment.stepCount((dd / (4 * tolerance)).squareRoot())
            for i in 1..<n { points.append(point(at: Double(i) / Double(n))) }
            points.append(p2)
        case .cubic:
            flattenCubic(tolerance: tolerance, depth: 0, into: &points)
        }
    }

    private func flattenCubic(tolerance: Double, depth: Int, into points: inout [Point]) {
        guard case .cubic(let p0, let p1, let p2, let p3) = self else { return }
        let dd = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        let n = PathSegment.stepCount((3 * dd / (4 * tolerance)).squareRoot())
        if n > 8 && depth < 6 {
            subsegment(from: 0, to: 0.5).flattenCubic(tolerance: tolerance, depth: depth + 1, into: &points)
            subsegment(from: 0.5, to: 1).flattenCubic(tolerance: tolerance, depth: depth + 1, into: &points)
            return
        }
        for i in 1..<n { points.append(point(at: Double(i) / Double(n))) }
        points.append(p3)
    }

    /// A step count from a real estimate, at least 1 and bounded so absurd input cannot
    /// exhaust memory.
    private static func stepCount(_ estimate: Double) -> Int {
        guard estimate.isFinite, estimate > 1 else { return 1 }
        return Int(min(estimate.rounded(.up), 1024))
    }
}
