/// How progress through an animation maps to progress of the value: a unit cubic Bézier from
/// (0,0) to (1,1) with two control points, as in CSS `cubic-bezier` and SwiftUI's
/// `timingCurve`, or one of SwiftUI's circular curves (`UnitCurve.circularEaseIn` …).
public struct TimingCurve: Hashable, Sendable {
    /// The curve's form: a Bézier through the control points, or an arc of a circle.
    public enum Shape: Hashable, Sendable {
        case bezier
        /// 1 − √(1 − x²): a quarter circle, slow at first.
        case circularEaseIn
        /// √(1 − (1 − x)²): a quarter circle, slow at the end.
        case circularEaseOut
        /// `circularEaseIn` over the first half, `circularEaseOut` over the second, each scaled
        /// to half the time and half the progress.
        case circularEaseInOut
    }

    /// The control points (c0x, c0y) and (c1x, c1y) (of a Bézier; (0, 0, 1, 1) for a circular
    /// curve).
    public let c0x: Double, c0y: Double, c1x: Double, c1y: Double
    /// Bézier or circular.
    public let shape: Shape

    /// Control points (c0x, c0y) and (c1x, c1y); x coordinates are clamped to 0…1 so that the
    /// curve stays a function of time.
    public init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        self.c0x = c0x.isNaN ? 0 : min(1, max(0, c0x))
        self.c0y = c0y.isFinite ? c0y : 0
        self.c1x = c1x.isNaN ? 1 : min(1, max(0, c1x))
        self.c1y = c1y.isFinite ? c1y : 1
        shape = .bezier
    }

    private init(circular shape: Shape) {
        (c0x, c0y, c1x, c1y) = (0, 0, 1, 1)
        self.shape = shape
    }

    /// Constant speed: (0, 0, 1, 1).
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    /// 1 − √(1 − x²), as Apple documents `UnitCurve.circularEaseIn`.
    public static let circularEaseIn = TimingCurve(circular: .circularEaseIn)
    /// √(1 − (1 − x)²), as Apple documents `UnitCurve.circularEaseOut`.
    public static let circularEaseOut = TimingCurve(circular: .circularEaseOut)
    /// The circular ease-in over the first half of the time, the ease-out over the second.
    public static let circularEaseInOut = TimingCurve(circular: .circularEaseInOut)

    /// The eased value at time fraction `x` (clamped to 0…1), within 1e-12 of the exact
    /// curve for control points of moderate size.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        switch shape {
        case .bezier: break
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5
                ? 0.5 * (1 - (1 - 4 * x * x).squareRoot())
                : 0.5 * (1 + ((3 - 2 * x) * (2 * x - 1)).squareRoot())
        }
        if self == .linear { return x }
        return Self.bezier(parameter(forX: x), c0y, c1y)
    }

    /// d(value)/dx at time fraction `x` (clamped to 0…1).
    public func slope(at x: Double) -> Double {
        let x = min(1, max(0, x))
        guard shape == .bezier else { return circularSlope(at: x) }
        let t = x <= 0 ? 0 : x >= 1 ? 1 : parameter(forX: x)
        let dx = Self.derivative(t, c0x, c1x)
        if dx > 1e-6 { return Self.derivative(t, c0y, c1y) / dx }
        // The curve's x speed vanishes (a control point on the end's vertical): use a secant
        // over a short span instead of dividing by ~0.
        let h = 1e-5
        let a = x >= 1 ? 1 - h : x
        return (value(at: a + h) - value(at: a)) / h
    }

    /// A circular curve's slope; infinite where the arc is vertical (the end of `circularEaseIn`,
    /// the start of `circularEaseOut`, the middle of `circularEaseInOut`), capped at 1e6.
    private func circularSlope(at x: Double) -> Double {
        let cap = 1e6
        func quarter(_ u: Double) -> Double {
            // d/du (1 − √(1 − u²)) = u/√(1 − u²).
            let root = (1 - u * u).squareRoot()
            return root > u / cap ? u / root : cap
        }
        switch shape {
        case .bezier: return 1
        case .circularEaseIn: return quarter(x)
        case .circularEaseOut: return quarter(1 - x)
        case .circularEaseInOut: return x < 0.5 ? quarter(2 * x) : quarter(2 - 2 * x)
        }
    }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// Solves x(t) = x for t ∈ [0, 1]. x(t) is non-decreasing when both x control points lie in
    /// 0…1, so a bracket always holds the root: Newton steps that stay inside it, bisection
    /// otherwise, until the bracket or the step is below 1e-15. Bisection alone guarantees the
    /// result even where x'(t) = 0 (e.g. easeIn at its end), where Newton alone converges slowly.
    private func parameter(forX x: Double) -> Double {
        var lo = 0.0
        var hi = 1.0
        var t = x
        for _ in 0..<100 {
            let err = Self.bezier(t, c0x, c1x) - x
            if err == 0 { return t }
            if err < 0 { lo = t } else { hi = t }
            if hi - lo < 1e-15 { break }
            let d = Self.derivative(t, c0x, c1x)
            var next = d > 0 ? t - err / d : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if abs(next - t) < 1e-15 { return next }
            t = next
        }
        return t
    }
}
