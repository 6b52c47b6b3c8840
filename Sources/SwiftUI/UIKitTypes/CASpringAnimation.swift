internal import Timeline

/// A `CABasicAnimation` whose value moves as a mass on a damped spring from `fromValue` to
/// `toValue`, overshooting when the spring bounces: Core Animation's `CASpringAnimation`. The
/// spring runs on the animation's own time (its `duration` only cuts it short, as on iOS: set
/// it to `settlingDuration` to see the whole motion).
open class CASpringAnimation: CABasicAnimation {
    /// The mass at the end of the spring (default 1).
    open var mass: CGFloat = 1
    /// The spring's stiffness (default 100).
    open var stiffness: CGFloat = 100
    /// The damping coefficient (default 10).
    open var damping: CGFloat = 10
    /// The starting speed towards the end value, in changes per second (default 0).
    open var initialVelocity: CGFloat = 0
    /// Whether a damping above critical slows the spring further; without it the spring is at
    /// most critically damped.
    open var allowsOverdamping = false

    /// A spring of `perceptualDuration` seconds and `bounce` (0: none; negative: overdamped), as
    /// SwiftUI's `Spring(duration:bounce:)` is, whose play lasts until it settles.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let spring = SpringModel(duration: perceptualDuration, bounce: bounce)
        (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
        allowsOverdamping = bounce < 0
        duration = settlingDuration
    }

    /// The perceptual duration of the spring (its response).
    open var perceptualDuration: TimeInterval { model.response }
    /// The spring's bounce (0: none; negative: overdamped).
    open var bounce: CGFloat { model.bounce }
    /// Seconds until the motion comes to rest, for the current values.
    open var settlingDuration: TimeInterval { timing.duration }

    /// The spring these values describe, at most critically damped unless `allowsOverdamping`.
    var model: SpringModel {
        Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowsOverdamping).engine
    }

    override func copied() -> CAAnimation {
        let copy = super.copied()
        if let copy = copy as? CASpringAnimation {
            (copy.mass, copy.stiffness, copy.damping) = (mass, stiffness, damping)
            (copy.initialVelocity, copy.allowsOverdamping) = (initialVelocity, allowsOverdamping)
        }
        return copy
    }

    override func makeCopy() -> CAAnimation { CASpringAnimation() }

    override func fraction(at progress: Double) -> Double { timing.progress(elapsed: progress * playDuration) }

    /// The spring's motion from the start value (0) to the end one (1), from the initial velocity.
    private var timing: AnimationTiming {
        AnimationTiming.interpolatingSpring(
            model, initialVelocity: initialVelocity.isFinite ? Double(initialVelocity) : 0)
    }
}
