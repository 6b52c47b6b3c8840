extension AnimationTiming {
    /// A persistent spring with `spring`'s parameters (see ``Timing/spring(_:blendDuration:)``).
    public static func spring(_ spring: SpringModel, blendDuration: Double = 0) -> AnimationTiming {
        AnimationTiming(
            timing: .spring(spring, blendDuration: blendDuration > 0 && blendDuration.isFinite ? blendDuration : 0))
    }

    /// A persistent spring: mass 1, stiffness (2π/response)², damping 4π·dampingFraction/response.
    /// Defaults are classic SwiftUI's (0.55 s, 0.825).
    public static func spring(
        response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> AnimationTiming {
        spring(SpringModel(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// A persistent spring from SwiftUI's perceptual parameters: response `duration`, damping
    /// ratio 1 − bounce (bounce ≥ 0) or 1/(1 + bounce).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> AnimationTiming
    {
        spring(SpringModel(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// ``spring(response:dampingFraction:blendDuration:)`` with its defaults.
    public static let spring = spring(response: 0.55, dampingFraction: 0.825, blendDuration: 0)

    /// A persistent spring without bounce: `duration` 0.5, bounce 0 plus `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> AnimationTiming {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }
    /// A persistent spring with a little bounce: bounce 0.15 plus `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> AnimationTiming {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }
    /// A persistent spring with more bounce: bounce 0.3 plus `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> AnimationTiming {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }
    /// ``smooth(duration:extraBounce:)`` with its defaults.
    public static let smooth = spring(SpringModel.smooth)
    /// ``snappy(duration:extraBounce:)`` with its defaults.
    public static let snappy = spring(SpringModel.snappy)
    /// ``bouncy(duration:extraBounce:)`` with its defaults.
    public static let bouncy = spring(SpringModel.bouncy)

    /// A stiff persistent spring for interactive changes; by default it blends from the
    /// previous spring's response over 0.25 s.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> AnimationTiming {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    /// ``interactiveSpring(response:dampingFraction:blendDuration:)`` with its defaults.
    public static let interactiveSpring = interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)

    /// An additive spring (see ``Timing/interpolatingSpring(_:initialVelocity:)``).
    public static func interpolatingSpring(_ spring: SpringModel, initialVelocity: Double = 0) -> AnimationTiming {
        AnimationTiming(
            timing: .interpolatingSpring(spring, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0))
    }

    /// An additive spring from its physical coefficients, the closed-form damped oscillator
    /// x'' = (−k·(x − 1) − c·x') / m with x(0) = 0, x'(0) = `initialVelocity`.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> AnimationTiming {
        interpolatingSpring(
            SpringModel(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
    }

    /// An additive spring from SwiftUI's perceptual parameters.
    public static func interpolatingSpring(
        duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> AnimationTiming {
        interpolatingSpring(SpringModel(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }
    /// ``interpolatingSpring(duration:bounce:initialVelocity:)`` with its defaults.
    public static let interpolatingSpring = interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 0)
}
