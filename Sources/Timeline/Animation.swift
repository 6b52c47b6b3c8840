/// A timed change from 0 to 1: a curve, a duration, a delay, a speed and repeats, as SwiftUI's
/// `Animation` values describe it.
public struct Animation: Hashable, Sendable {
    public var curve: TimingCurve
    /// Seconds for one pass of the curve, before `speed` is applied.
    public var duration: Double
    public var delay: Double
    public var speed: Double
    /// Total passes, or nil to repeat forever.
    public var repeatCount: Int?
    public var autoreverses: Bool

    public init(
        curve: TimingCurve, duration: Double = Animation.defaultDuration, delay: Double = 0,
        speed: Double = 1, repeatCount: Int? = 1, autoreverses: Bool = false
    ) {
        self.curve = curve
        self.duration = max(0, duration)
        self.delay = max(0, delay)
        self.speed = speed > 0 ? speed : 1
        self.repeatCount = repeatCount.map { max(1, $0) }
        self.autoreverses = autoreverses
    }

    /// SwiftUI's default duration, 0.35 s.
    public static let defaultDuration = 0.35

    public static func linear(duration: Double = defaultDuration) -> Animation {
        Animation(curve: .linear, duration: duration)
    }
    public static func easeIn(duration: Double = defaultDuration) -> Animation {
        Animation(curve: .easeIn, duration: duration)
    }
    public static func easeOut(duration: Double = defaultDuration) -> Animation {
        Animation(curve: .easeOut, duration: duration)
    }
    public static func easeInOut(duration: Double = defaultDuration) -> Animation {
        Animation(curve: .easeInOut, duration: duration)
    }
    /// `withAnimation` without an argument: easeInOut, 0.35 s.
    public static let `default` = easeInOut()

    public func delay(_ d: Double) -> Animation {
        var a = self
        a.delay = max(0, d)
        return a
    }

    public func speed(_ s: Double) -> Animation {
        var a = self
        a.speed = s > 0 ? s : 1
        return a
    }

    public func repeatCount(_ n: Int, autoreverses: Bool = true) -> Animation {
        var a = self
        a.repeatCount = max(1, n)
        a.autoreverses = autoreverses
        return a
    }

    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var a = self
        a.repeatCount = nil
        a.autoreverses = autoreverses
        return a
    }

    /// Seconds from the transaction to the end of the animation (delay included), or nil when
    /// it repeats forever.
    public var totalDuration: Double? {
        guard let n = repeatCount else { return nil }
        return delay + Double(n) * duration / speed
    }

    /// Progress of the value (0 = old, 1 = new) `elapsed` seconds after the transaction.
    public func progress(elapsed: Double) -> Double {
        if elapsed <= delay { return elapsed < 0 ? 0 : (duration == 0 && delay == 0 ? 1 : 0) }
        let pass = duration / speed
        if pass <= 0 { return 1 }
        let local = (elapsed - delay) / pass
        if let n = repeatCount, local >= Double(n) { return 1 }
        let index = local.rounded(.down)
        var fraction = local - index
        if autoreverses && Int(index) % 2 == 1 { fraction = 1 - fraction }
        return curve.value(at: fraction)
    }
}
