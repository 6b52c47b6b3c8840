/// How progress through an animation maps to progress of the value: a unit cubic Bézier from
/// (0,0) to (1,1) with two control points, or linear.
public struct TimingCurve: Hashable, Sendable {
    public let c0x: Double, c0y: Double, c1x: Double, c1y: Double

    public init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        // x control points outside 0...1 would make the curve non-monotonic in time.
        self.c0x = min(1, max(0, c0x))
        self.c0y = c0y
        self.c1x = min(1, max(0, c1x))
        self.c1y = c1y
    }

    public static let linear = TimingCurve(0, 0, 1, 1)
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// The eased value at time fraction `x` (clamped to 0...1).
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if self == .linear { return x }
        let t = parameter(forX: x)
        return Self.bezier(t, c0y, c1y)
    }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// Solves x(t) = x for t: Newton steps, falling back to bisection (x(t) is monotonic).
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let err = Self.bezier(t, c0x, c1x) - x
            if abs(err) < 1e-12 { return t }
            let d = Self.derivative(t, c0x, c1x)
            if abs(d) < 1e-9 { break }
            t -= err / d
            if t < 0 || t > 1 { break }
        }
        var lo = 0.0
        var hi = 1.0
        t = x
        for _ in 0..<60 {
            let v = Self.bezier(t, c0x, c1x)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }
}
