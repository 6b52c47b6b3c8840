internal import Timeline

/// The keyframes of one `KeyframeTrack`: SwiftUI's `KeyframeTrackContent`, which
/// `LinearKeyframe`, `CubicKeyframe`, `SpringKeyframe` and `MoveKeyframe` are.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Self.Body.Value
    associatedtype Body: KeyframeTrackContent
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
}

extension Never: KeyframeTrackContent {
    // Never stands for "no body" only; its value type is never used.
    public typealias Value = Double
}

/// Keyframe content that is engine keyframes itself (the built-in keyframes and lists).
protocol PrimitiveKeyframeTrackContent {
    var engineKeyframes: [Keyframe] { get }
}

/// The engine keyframes of any keyframe content, in order.
func engineKeyframes<Content: KeyframeTrackContent>(of content: Content) -> [Keyframe] {
    if let primitive = content as? any PrimitiveKeyframeTrackContent { return primitive.engineKeyframes }
    guard Content.Body.self != Never.self else { return [] }
    return engineKeyframes(of: content.body)
}

/// The numbers keyframes move for a value (none for a custom `VectorArithmetic`, whose
/// track is then left out).
private func vector<Value: Animatable>(_ value: Value) -> [Double] { value.engineVector ?? [] }

/// Moves straight to a value over `duration` seconds, timed by `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    public typealias Body = Never
    let keyframe: Keyframe

    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = .linear(vector(to), duration: duration, timingCurve: timingCurve.engine)
    }

    // An explicit return: no result builder is applied to a body that is never asked for.
    public var body: Never { return neverBody("LinearKeyframe") }
    var engineKeyframes: [Keyframe] { [keyframe] }
}

/// Moves to a value along a cubic curve; without velocities, smoothly through its
/// neighbours (Catmull-Rom).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    public typealias Body = Never
    let keyframe: Keyframe

    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = .cubic(
            vector(to), duration: duration, startVelocity: startVelocity.map(vector),
            endVelocity: endVelocity.map(vector))
    }

    public var body: Never { return neverBody("CubicKeyframe") }
    var engineKeyframes: [Keyframe] { [keyframe] }
}

/// Moves to a value with a spring; without a duration, until the spring settles.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    public typealias Body = Never
    let keyframe: Keyframe

    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframe = .spring(
            vector(to), duration: duration, spring: spring.engine, startVelocity: startVelocity.map(vector))
    }

    public var body: Never { return neverBody("SpringKeyframe") }
    var engineKeyframes: [Keyframe] { [keyframe] }
}

/// Jumps to a value without taking time.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    public typealias Body = Never
    let keyframe: Keyframe

    public init(_ to: Value) { keyframe = .move(vector(to)) }

    public var body: Never { return neverBody("MoveKeyframe") }
    var engineKeyframes: [Keyframe] { [keyframe] }
}

/// Keyframes in order: what `KeyframeTrackContentBuilder` builds.
public struct _KeyframeTrackContentList<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    public typealias Body = Never
    let engineKeyframes: [Keyframe]

    public var body: Never { return neverBody("KeyframeTrackContent") }
}

/// Builds a track's keyframes from the statements of a closure (`if`, `switch` and `for` too).
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public typealias List = _KeyframeTrackContentList<Value>

    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> List where K.Value == Value {
        List(engineKeyframes: engineKeyframes(of: expression))
    }
    public static func buildBlock(_ components: List...) -> List {
        List(engineKeyframes: components.flatMap(\.engineKeyframes))
    }
    public static func buildArray(_ components: [List]) -> List {
        List(engineKeyframes: components.flatMap(\.engineKeyframes))
    }
    public static func buildOptional(_ component: List?) -> List { component ?? List(engineKeyframes: []) }
    public static func buildEither(first component: List) -> List { component }
    public static func buildEither(second component: List) -> List { component }
    public static func buildLimitedAvailability(_ component: List) -> List { component }
}
