/// A timed change from 0 (the old value) to 1 (the new value), as SwiftUI's `Animation`
/// values describe it: a timing (Bézier curve or spring) wrapped in the modifiers `delay`,
/// `speed`, `repeatCount` and `repeatForever`, applied in the order they are written.
public struct AnimationTiming: Hashable, Sendable {
    /// How one unmodified pass moves.
    public enum Timing: Hashable, Sendable {
        /// A unit cubic Bézier played over `duration` seconds.
        case bezier(TimingCurve, duration: Double)
        /// SwiftUI's persistent spring (`spring`, `smooth`, `snappy`, `bouncy`,
        /// `interactiveSpring`). Started while another persistent spring animates the same
        /// value, it takes over that motion and its velocity; its response is blended from the
        /// previous spring's over `blendDuration` seconds.
        case spring(SpringModel, blendDuration: Double)
        /// SwiftUI's interpolating spring: it adds to other animations of the same value and
        /// starts with `initialVelocity` (fraction of the change per second).
        case interpolatingSpring(SpringModel, initialVelocity: Double)
        /// A custom animation (SwiftUI's `CustomAnimation`), by its progress over time. Like a
        /// Bézier curve it adds to other animations of the same value.
        case sampled(SampledMotion)
    }

    /// A modifier wrapping everything applied before it.
    enum Modifier: Hashable, Sendable {
        case delay(Double)
        case speed(Double)
        case repeating(count: Int?, autoreverses: Bool)
    }

    /// The unmodified motion.
    public let timing: Timing
    /// Seconds of one unmodified pass: the curve's duration or the spring's settling time
    /// (infinity for an undamped spring).
    public let duration: Double
    /// Modifiers, innermost (first applied) first.
    private(set) var modifiers: [Modifier] = []

    /// SwiftUI's default duration, 0.35 s.
    public static let defaultDuration = 0.35

    /// An animation along `curve` over `duration` seconds (negative durations become 0).
    public init(curve: TimingCurve, duration: Double = AnimationTiming.defaultDuration) {
        self.init(timing: .bezier(curve, duration: duration > 0 ? duration : 0))
    }

    init(timing: Timing) {
        self.timing = timing
        switch timing {
        case .bezier(_, let duration): self.duration = duration
        case .spring(let spring, _): self.duration = spring.settlingDuration
        case .interpolatingSpring(let spring, let velocity):
            self.duration = spring.settlingTime(initialVelocity: velocity)
        case .sampled(let motion): self.duration = motion.duration
        }
    }

    /// A custom animation moving as `motion`.
    public init(sampled motion: SampledMotion) { self.init(timing: .sampled(motion)) }

    /// `linear(duration:)`: constant speed.
    public static func linear(duration: Double = defaultDuration) -> AnimationTiming {
        AnimationTiming(curve: .linear, duration: duration)
    }
    /// `easeIn(duration:)`: Bézier (0.42, 0, 1, 1).
    public static func easeIn(duration: Double = defaultDuration) -> AnimationTiming {
        AnimationTiming(curve: .easeIn, duration: duration)
    }
    /// `easeOut(duration:)`: Bézier (0, 0, 0.58, 1).
    public static func easeOut(duration: Double = defaultDuration) -> AnimationTiming {
        AnimationTiming(curve: .easeOut, duration: duration)
    }
    /// `easeInOut(duration:)`: Bézier (0.42, 0, 0.58, 1).
    public static func easeInOut(duration: Double = defaultDuration) -> AnimationTiming {
        AnimationTiming(curve: .easeInOut, duration: duration)
    }
    /// `timingCurve(c0x, c0y, c1x, c1y, duration:)`: a custom Bézier (x coordinates clamped to
    /// 0…1).
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = defaultDuration
    ) -> AnimationTiming {
        AnimationTiming(curve: TimingCurve(c0x, c0y, c1x, c1y), duration: duration)
    }
    /// `withAnimation` without an argument since iOS 17: a spring without bounce, response
    /// 0.55 s and damping fraction 1 (before iOS 17 it was easeInOut, 0.35 s). Apple documents
    /// these numbers at https://developer.apple.com/documentation/swiftui/animation/default
    public static let `default` = spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)

    /// Holds the start value for `seconds` (negative: 0) before what it wraps begins. Inside a
    /// repeat the delay is part of every pass.
    public func delay(_ seconds: Double) -> AnimationTiming {
        adding(.delay(seconds > 0 && seconds.isFinite ? seconds : 0))
    }

    /// Plays what it wraps `factor` times faster, delays included (non-positive: 1).
    public func speed(_ factor: Double) -> AnimationTiming {
        adding(.speed(factor > 0 && factor.isFinite ? factor : 1))
    }

    /// Plays what it wraps `count` times in all (at least once); with `autoreverses` every
    /// second pass runs backwards. After the last pass the value snaps to its final value.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> AnimationTiming {
        adding(.repeating(count: max(1, count), autoreverses: autoreverses))
    }

    /// Repeats what it wraps for ever; with `autoreverses` every second pass runs backwards.
    public func repeatForever(autoreverses: Bool = true) -> AnimationTiming {
        adding(.repeating(count: nil, autoreverses: autoreverses))
    }

    private func adding(_ modifier: Modifier) -> AnimationTiming {
        var a = self
        a.modifiers.append(modifier)
        return a
    }
}
