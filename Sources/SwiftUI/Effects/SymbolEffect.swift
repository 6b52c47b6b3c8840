internal import SceneGraph

// SF Symbols' animated effects (`.symbolEffect(.bounce, value: n)`, `.symbolEffect(.pulse)`):
// accepted so that scenes compile, and drawn without the effect (the symbol stays still); the
// scene reports a warning naming the modifier. Zoetrope draws symbols as single shapes, without
// the layers these effects animate.

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
    public var up: Self { self }
    public var down: Self { self }
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
    /// Plays `effect` on the symbols in this view while `isActive` (drawn without it: see above).
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(SceneModifier { content, context in Self.warnSymbolEffect(content, context) })
    }

    /// Plays `effect` on the symbols in this view each time `value` changes (drawn without it).
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        modifier(SceneModifier { content, context in Self.warnSymbolEffect(content, context) })
    }

    /// Removes symbol effects from this view: it has none to remove.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }

    private static func warnSymbolEffect(_ content: Lowered, _ context: LoweringContext) -> Lowered {
        context.graph.warn("'symbolEffect' is not animated by Zoetrope yet: symbols are drawn without their effect")
        return content
    }
}
