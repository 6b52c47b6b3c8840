internal import Timeline

/// How a change moves from the old value to the new one: SwiftUI's `Animation` (curves,
/// springs, and `delay`, `speed`, `repeatCount`, `repeatForever` around them).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    let engine: AnimationTiming

    init(_ engine: AnimationTiming) { self.engine = engine }

    public var description: String { "Animation(\(engine))" }

    /// `withAnimation` without an argument: since iOS 17 a spring without bounce (response
    /// 0.55 s, damping fraction 1, as Apple documents it at
    /// https://developer.apple.com/documentation/swiftui/animation/default).
    public static let `default` = Animation(.default)

    // MARK: Curves

    public static var linear: Animation { linear(duration: 0.35) }
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    // A negative or NaN duration animates at once; iOS takes it too, and Zoetrope warns at the
    // line that wrote it (`line` and `column` are the caller's).

    public static func linear(duration: TimeInterval, line: Int = #line, column: Int = #column) -> Animation {
        RuntimeWarning.invalidDuration(duration, line: line, column: column)
        return Animation(.linear(duration: duration))
    }

    public static func easeIn(duration: TimeInterval, line: Int = #line, column: Int = #column) -> Animation {
        RuntimeWarning.invalidDuration(duration, line: line, column: column)
        return Animation(.easeIn(duration: duration))
    }

    public static func easeOut(duration: TimeInterval, line: Int = #line, column: Int = #column) -> Animation {
        RuntimeWarning.invalidDuration(duration, line: line, column: column)
        return Animation(.easeOut(duration: duration))
    }

    public static func easeInOut(duration: TimeInterval, line: Int = #line, column: Int = #column) -> Animation {
        RuntimeWarning.invalidDuration(duration, line: line, column: column)
        return Animation(.easeInOut(duration: duration))
    }

    /// A cubic Bézier curve from (0, 0) to (1, 1) through the two control points.
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35,
        line: Int = #line, column: Int = #column
    ) -> Animation {
        RuntimeWarning.invalidDuration(duration, line: line, column: column)
        return Animation(.timingCurve(c0x, c0y, c1x, c1y, duration: duration))
    }

    /// A cubic Bézier curve from (0, 0) to (1, 1) through the control points `p1` and `p2`.
    public static func timingCurve(
        _ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35, line: Int = #line, column: Int = #column
    ) -> Animation {
        timingCurve(
            Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y), duration: duration, line: line, column: column)
    }

    /// An animation along `curve` over `duration` seconds.
    public static func timingCurve(
        _ curve: UnitCurve, duration: TimeInterval, line: Int = #line, column: Int = #column
    ) -> Animation {
        RuntimeWarning.invalidDuration(duration, line: line, column: column)
        return Animation(AnimationTiming(curve: curve.engine, duration: duration))
    }

    // MARK: Springs

    /// A persistent spring: it takes over a running spring's motion and velocity. The defaults
    /// are classic SwiftUI's (response 0.55 s, damping fraction 0.825).
    public static func spring(
        response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        Animation(.spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A persistent spring from its perceptual duration and bounce.
    // Disfavoured so that `.spring()` means the response form, as with Apple's SDK.
    @_disfavoredOverload
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
    ) -> Animation {
        Animation(.spring(duration: duration, bounce: bounce, blendDuration: blendDuration))
    }

    /// A persistent spring with `spring`'s parameters.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(.spring(spring.engine, blendDuration: blendDuration))
    }

    /// `spring(response:dampingFraction:blendDuration:)` with its defaults.
    public static var spring: Animation { Animation(.spring) }

    /// A spring without bounce (duration 0.5 s).
    public static var smooth: Animation { Animation(.smooth) }
    /// A spring without bounce, with the given duration and extra bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A spring with a little bounce (bounce 0.15, duration 0.5 s).
    public static var snappy: Animation { Animation(.snappy) }
    /// A spring with a little bounce, with the given duration and extra bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// A spring with more bounce (bounce 0.3, duration 0.5 s).
    public static var bouncy: Animation { Animation(.bouncy) }
    /// A spring with more bounce, with the given duration and extra bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    /// A stiff spring for interactive changes.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        Animation(
            .interactiveSpring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A stiff spring for interactive changes, from its perceptual duration and bounce.
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        // SwiftUI's form: an interactive spring is a spring of bounce 0.14 (1 − 0.86) plus the extra.
        Animation(
            .spring(
                SpringModel(duration: duration, bounce: 0.14 + extraBounce), blendDuration: blendDuration))
    }

    /// `interactiveSpring(response:dampingFraction:blendDuration:)` with its defaults.
    public static var interactiveSpring: Animation { Animation(.interactiveSpring) }

    /// A spring that adds to other animations of the value, from its physical coefficients.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        Animation(
            .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// A spring that adds to other animations of the value, from its perceptual duration and
    /// bounce.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        Animation(.interpolatingSpring(duration: duration, bounce: bounce, initialVelocity: initialVelocity))
    }

    /// A spring with `spring`'s parameters that adds to other animations of the value.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(.interpolatingSpring(spring.engine, initialVelocity: initialVelocity))
    }

    /// `interpolatingSpring(duration:bounce:initialVelocity:)` with its defaults.
    public static var interpolatingSpring: Animation { Animation(.interpolatingSpring) }

    // MARK: Modifiers

    /// Holds the start value for `delay` seconds before the animation begins.
    public func delay(_ delay: TimeInterval) -> Animation { Animation(engine.delay(delay)) }
    /// Plays `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { Animation(engine.speed(speed)) }
    /// Plays the animation `repeatCount` times, every second pass backwards with `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(engine.repeatCount(repeatCount, autoreverses: autoreverses))
    }
    /// Repeats the animation for ever, every second pass backwards with `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(engine.repeatForever(autoreverses: autoreverses))
    }
}

/// Changes state with an animation: the views that depend on the changes made in `body`
/// move from their old values to the new ones with `animation` (nil: at once).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try SceneRun.current?.withAnimation(animation?.engine, body) ?? body()
}

/// Changes state within a transaction: its animation applies to the changes made in `body`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try withAnimation(transaction.animation, body)
}

/// The context of a state change: SwiftUI's `Transaction`; its animation is what moves.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations: Bool = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}
