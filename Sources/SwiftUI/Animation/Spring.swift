internal import Timeline

/// A spring's parameters: SwiftUI's `Spring`, for `Animation.spring(_:)`,
/// `interpolatingSpring(_:)` and `SpringKeyframe`.
public struct Spring: Hashable, Sendable {
    let engine: SpringModel

    init(_ engine: SpringModel) { self.engine = engine }

    /// A spring from its perceptual duration and bounce (0: no bounce, negative: overdamped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        engine = SpringModel(duration: duration, bounce: bounce)
    }

    /// A unit-mass spring from its response (undamped period) and damping ratio.
    public init(response: Double, dampingRatio: Double) {
        engine = SpringModel(response: response, dampingRatio: dampingRatio)
    }

    /// A spring from its physical coefficients. Without `allowOverDamping` a damping above
    /// critical is treated as critical, as SwiftUI documents.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        var damping = damping
        if !allowOverDamping, mass > 0, stiffness > 0 {
            damping = min(damping, 2 * (stiffness * mass).squareRoot())
        }
        engine = SpringModel(mass: mass, stiffness: stiffness, damping: damping)
    }

    /// A spring that comes to rest in about `settlingDuration` seconds: its motion's envelope
    /// falls to `epsilon` of the change by then. As SwiftUI does, the duration is taken within
    /// 0.01…10 s and the damping ratio at most 1.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        engine = SpringModel(settlingDuration: settlingDuration, dampingRatio: dampingRatio, epsilon: epsilon)
    }

    public var mass: Double { engine.mass }
    public var stiffness: Double { engine.stiffness }
    public var damping: Double { engine.damping }
    public var response: Double { engine.response }
    public var dampingRatio: Double { engine.dampingRatio }
    /// The perceptual duration (the response).
    public var duration: TimeInterval { engine.response }
    public var bounce: Double { engine.bounce }
    /// Seconds until a change from rest settles.
    public var settlingDuration: TimeInterval { engine.settlingDuration }

    /// A spring with no bounce.
    public static var smooth: Spring { Spring(.smooth) }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(.smooth(duration: duration, extraBounce: extraBounce))
    }
    /// A spring with a little bounce (0.15).
    public static var snappy: Spring { Spring(.snappy) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(.snappy(duration: duration, extraBounce: extraBounce))
    }
    /// A spring with more bounce (0.3).
    public static var bouncy: Spring { Spring(.bouncy) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }
}
