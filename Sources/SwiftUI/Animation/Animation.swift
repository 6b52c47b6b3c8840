internal import Timeline

/// How a change moves from the old value to the new one: SwiftUI's `Animation` (curves,
/// springs, and `delay`, `speed`, `repeatCount`, `repeatForever` around them).
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    let engine: Timeline::Animation

    init(_ engine: Timeline::Animation) { self.engine = engine }

    public var description: String { "Animation(\(engine))" }

    /// `withAnimation` without an argument: easeInOut, 0.35 s (classic SwiftUI).
    public static let `default` = Animation(.default)

    public static var linear: Animation { linear(duration: 0.35) }
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    public static func linear(duration: TimeInterval) -> Animation { Animation(.linear(duration: duration)) }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(.easeIn(duration: duration)) }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(.easeOut(duration: duration)) }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(.easeInOut(duration: duration)) }

    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        Animation(.timingCurve(c0x, c0y, c1x, c1y, duration: duration))
    }

    /// Holds the start value for `delay` seconds before the animation begins.
    public func delay(_ delay: TimeInterval) -> Animation { Animation(engine.delay(delay)) }
    /// Plays `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { Animation(engine.speed(speed)) }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(engine.repeatCount(repeatCount, autoreverses: autoreverses))
    }
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
