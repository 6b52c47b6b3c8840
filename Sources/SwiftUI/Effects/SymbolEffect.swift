internal import SceneGraph

// SF Symbols' animated effects (`.symbolEffect(.bounce, value: n)`, `.symbolEffect(.pulse)`).
// Zoetrope draws a symbol as one shape, without the layers these effects can animate one by
// one, so each plays on the whole symbol: bounce scales it up (or down) and back with a spring,
// pulse fades it out and in, scale holds it larger (or smaller) while active. Their amounts and
// timings are measured by eye from Apple's demonstrations, not documented. The other effects
// (variable colour, appear, disappear, replace, wiggle, breathe, rotate) are drawn without their
// effect, and the scene reports a warning naming the modifier.

/// An animated effect of a symbol image.
public protocol SymbolEffect {}
/// An effect that plays while it is active (`isActive:`).
public protocol IndefiniteSymbolEffect {}
/// An effect that plays once each time a value changes (`value:`).
public protocol DiscreteSymbolEffect {}
/// An effect that plays as a symbol is replaced (`.contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}

/// Options of a symbol effect: how often and how fast it plays.
public struct SymbolEffectOptions: Hashable, Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

/// A symbol effect of SF Symbols; every kind takes the same refinements.
public struct _SymbolEffectKind: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect,
    ContentTransitionSymbolEffect, TransitionSymbolEffect, Hashable, Sendable
{
    let name: String
    /// `.down`: the effect scales the symbol down rather than up.
    var scalesDown = false
    public var up: Self {
        var effect = self
        effect.scalesDown = false
        return effect
    }
    public var down: Self {
        var effect = self
        effect.scalesDown = true
        return effect
    }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
    public var offUp: Self { self }
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
    public var left: Self { self }
    public var right: Self { self }
    public var forward: Self { self }
    public var backward: Self { self }
}

public typealias BounceSymbolEffect = _SymbolEffectKind
public typealias PulseSymbolEffect = _SymbolEffectKind
public typealias VariableColorSymbolEffect = _SymbolEffectKind
public typealias ScaleSymbolEffect = _SymbolEffectKind
public typealias AppearSymbolEffect = _SymbolEffectKind
public typealias DisappearSymbolEffect = _SymbolEffectKind
public typealias ReplaceSymbolEffect = _SymbolEffectKind
public typealias WiggleSymbolEffect = _SymbolEffectKind
public typealias BreatheSymbolEffect = _SymbolEffectKind
public typealias RotateSymbolEffect = _SymbolEffectKind

extension SymbolEffect where Self == _SymbolEffectKind {
    public static var bounce: _SymbolEffectKind { _SymbolEffectKind(name: "bounce") }
    public static var pulse: _SymbolEffectKind { _SymbolEffectKind(name: "pulse") }
    public static var variableColor: _SymbolEffectKind { _SymbolEffectKind(name: "variableColor") }
    public static var scale: _SymbolEffectKind { _SymbolEffectKind(name: "scale") }
    public static var appear: _SymbolEffectKind { _SymbolEffectKind(name: "appear") }
    public static var disappear: _SymbolEffectKind { _SymbolEffectKind(name: "disappear") }
    public static var replace: _SymbolEffectKind { _SymbolEffectKind(name: "replace") }
    public static var wiggle: _SymbolEffectKind { _SymbolEffectKind(name: "wiggle") }
    public static var breathe: _SymbolEffectKind { _SymbolEffectKind(name: "breathe") }
    public static var rotate: _SymbolEffectKind { _SymbolEffectKind(name: "rotate") }
}

extension View {
    /// Plays `effect` on the symbols in this view while `isActive`: a bounce or a pulse over and
    /// over, a scale held (see above for the effects drawn without their effect).
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(
            SceneModifier { content, context in
                guard let effect = effect as? _SymbolEffectKind,
                    let played = effect.lowerIndefinite(content, isActive: isActive, in: context)
                else { return Self.warnSymbolEffect(effect, content, context) }
                return played
            })
    }

    /// Plays `effect` on the symbols in this view once each time `value` changes: a bounce or a
    /// pulse (see above for the effects drawn without their effect).
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        modifier(
            SceneModifier { content, context in
                guard let effect = effect as? _SymbolEffectKind,
                    let played = effect.lowerOnce(content, trigger: TriggerKeys.of(context).trigger(value), in: context)
                else { return Self.warnSymbolEffect(effect, content, context) }
                return played
            })
    }

    /// Removes symbol effects from this view: it has none to remove.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }

    private static func warnSymbolEffect(_ effect: some SymbolEffect, _ content: Lowered, _ context: LoweringContext)
        -> Lowered
    {
        let name = (effect as? _SymbolEffectKind).map { "." + $0.name } ?? ""
        context.graph.warn(
            "'symbolEffect(\(name))' is not animated by Zoetrope yet: symbols are drawn without this effect")
        return content
    }
}

extension _SymbolEffectKind {
    /// The keyframes of one play: a bounce's scale, a pulse's opacity; nil for the others.
    private var play: (keyframes: ResolvedKeyframeTrack<Double>, scales: Bool)? {
        switch name {
        case "bounce":
            let peak = scalesDown ? 0.8 : 1.2
            let track = KeyframeTrack<Double, Double, _KeyframeTrackContentList<Double>>(\.self) {
                CubicKeyframe(peak, duration: 0.15)
                SpringKeyframe(1.0, duration: 0.45, spring: .bouncy)
            }
            return track.resolvedTracks.first.map { ($0, true) }
        case "pulse":
            let track = KeyframeTrack<Double, Double, _KeyframeTrackContentList<Double>>(\.self) {
                LinearKeyframe(0.35, duration: 0.5, timingCurve: .easeInOut)
                LinearKeyframe(1.0, duration: 0.5, timingCurve: .easeInOut)
            }
            return track.resolvedTracks.first.map { ($0, false) }
        default:
            return nil
        }
    }

    /// `content` with one play each time `trigger` changes; nil for an effect drawn without it.
    func lowerOnce(_ content: Lowered, trigger: AnimationTrigger, in context: LoweringContext) -> Lowered? {
        guard let play else { return nil }
        guard Self.containsSymbol(content.view) else { return content }
        return lowerPlays(content, play, trigger: trigger, in: context)
    }

    /// `content` with the effect played over and over (a scale held) while `isActive`; nil for
    /// an effect drawn without it.
    func lowerIndefinite(_ content: Lowered, isActive: Bool, in context: LoweringContext) -> Lowered? {
        guard name == "scale" || play != nil else { return nil }
        guard Self.containsSymbol(content.view) else { return content }
        if name == "scale" {
            let scale = isActive ? (scalesDown ? 0.8 : 1.2) : 1
            return lowerView(
                PlaceholderContentView<Self>(content).scaleEffect(CGFloat(scale)).animation(.smooth, value: isActive),
                in: context.child(1))
        }
        guard var play else { return nil }
        guard isActive else { return content }
        // A pause between bounces, as a bounce that repeats rests between its plays.
        if play.scales { play.keyframes.keyframes.append(.linear([1.0], duration: 0.4, timingCurve: .linear)) }
        return lowerPlays(content, play, trigger: nil, in: context)
    }

    /// True when `view` shows an SF Symbol: as on iOS, symbol effects leave other views alone.
    private static func containsSymbol(_ view: ViewNode) -> Bool {
        switch view {
        case .symbol: true
        case .container(_, let children): children.contains(where: containsSymbol)
        case .modified(let inner, _): containsSymbol(inner)
        case .empty, .shape, .text, .image, .spacer, .geometryReader, .keyframeAnimator, .phaseAnimator,
            .animatableData, .timeline:
            false
        }
    }

    private func lowerPlays(
        _ content: Lowered, _ play: (keyframes: ResolvedKeyframeTrack<Double>, scales: Bool),
        trigger: AnimationTrigger?,
        in context: LoweringContext
    ) -> Lowered {
        let placeholder = PlaceholderContentView<Self>(content)
        if play.scales {
            return lowerKeyframeAnimator(
                initialValue: 1.0, trigger: trigger, repeating: trigger == nil, tracks: [play.keyframes],
                content: { placeholder.scaleEffect(CGFloat($0)) }, in: context.child(1))
        }
        return lowerKeyframeAnimator(
            initialValue: 1.0, trigger: trigger, repeating: trigger == nil, tracks: [play.keyframes],
            content: { placeholder.opacity($0) }, in: context.child(1))
    }
}
