import Foundation

/// Animates changes to views on a timing curve, and can be paused and scrubbed: UIKit's
/// `UIViewPropertyAnimator`. Its timing runs on the scene clock: `startAnimation()` runs the
/// animation blocks (in a transaction with the animator's curve, so SwiftUI state they change
/// animates with it), and the completions run once the duration has passed. UIKit views' own
/// properties are not animated here (the views are not drawn); a render never pauses or scrubs.
open class UIViewPropertyAnimator: NSObject {
    /// The animation's length in seconds.
    open private(set) var duration: TimeInterval
    /// The delay before a `startAnimation(afterDelay:)` start.
    open private(set) var delay: TimeInterval = 0
    /// How the animation moves: a curve or a spring.
    let animation: Animation
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// True when `startAnimation` has run and the completions have not.
    open private(set) var isRunning = false
    /// Where the animation is: inactive (not started or finished) or active.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// How far the animation has gone (set while paused, to scrub: a render never pauses).
    open var fractionComplete: CGFloat = 0
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    open var isManualHitTestingEnabled = false

    /// An animator over `duration` seconds on a UIKit curve.
    public required init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        switch curve {
        case .easeInOut: animation = .easeInOut(duration: duration)
        case .easeIn: animation = .easeIn(duration: duration)
        case .easeOut: animation = .easeOut(duration: duration)
        case .linear: animation = .linear(duration: duration)
        }
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator on the cubic Bézier curve through the two control points.
    public init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.duration = duration
        animation = .timingCurve(
            Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y), duration: duration)
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator on a spring that settles in `duration` seconds with `ratio` damping (1: no
    /// overshoot), as SwiftUI's `spring(duration:bounce:)` with bounce 1 − ratio.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        animation = .spring(duration: duration, bounce: 1 - Double(min(max(ratio, 0), 1)))
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator with UIKit's default curve (ease in and out) over `duration` seconds.
    public convenience init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.init(duration: duration, curve: .easeInOut)
    }

    /// An animator that starts at once (after `delay`) with `options`' curve.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let curve: UIView.AnimationCurve =
            options.contains(.curveLinear)
            ? .linear
            : options.contains(.curveEaseIn) ? .easeIn : options.contains(.curveEaseOut) ? .easeOut : .easeInOut
        let animator = Self(duration: duration, curve: curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds a block of changes to animate.
    open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }

    /// Adds a block of changes to animate, started `delayFactor` of the duration later (run with
    /// the others here).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { animations.append(animation) }

    /// Adds a block to run when the animation ends.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts the animation now.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animation `delay` seconds from now on the scene clock.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive else { return }
        self.delay = delay
        state = .active
        isRunning = true
        let start = { [self] in
            let blocks = animations
            animations = []
            withAnimation(animation) { for block in blocks { block() } }
            DispatchQueue.main.asyncAfter(deadline: .now() + duration) { [self] in finish(at: .end) }
        }
        if delay > 0 { DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: start) } else { start() }
    }

    /// Pauses the animation (nothing pauses it in a render).
    open func pauseAnimation() { isRunning = false }

    /// Stops the animation where it is; without `withoutFinishing`, `finishAnimation(at:)` ends it.
    open func stopAnimation(_ withoutFinishing: Bool) {
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { completions = [] }
    }

    /// Ends a stopped animation at `finalPosition`, running the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { finish(at: finalPosition) }

    /// Continues a paused animation (nothing pauses it in a render).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {
        isRunning = state == .active
    }

    private func finish(at position: UIViewAnimatingPosition) {
        guard state != .inactive else { return }
        state = .inactive
        isRunning = false
        fractionComplete = position == .start ? 0 : 1
        let blocks = completions
        completions = []
        for block in blocks { block(position) }
    }
}

/// Where an animation ended: UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An animator's state: UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// The timing of an animator, a curve or a spring: UIKit's `UITimingCurveProvider`.
public protocol UITimingCurveProvider {}

/// A cubic timing curve: UIKit's `UICubicTimingParameters`.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public override init() {}
    public init(animationCurve curve: UIView.AnimationCurve) {}
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {}
}

/// A spring timing: UIKit's `UISpringTimingParameters`.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public override init() {}
    public init(dampingRatio ratio: CGFloat) {}
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {}
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {}
}

extension UIView {
    /// UIKit's built-in animation curves.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }
}
