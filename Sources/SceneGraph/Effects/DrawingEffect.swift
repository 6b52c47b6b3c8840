import Geometry

/// A visitor of one effect's animatable numbers: the value, its field name ("x", "color.red";
/// empty for an effect's only number) and its unit.
typealias EffectFieldVisitor = (inout Double, String, AnimatableLabel.Unit) -> Void

/// A drawing effect as a modifier writes it, its anchor a unit point of the view's frame
/// (`.opacity(0.5)`, `.rotationEffect(.degrees(30), anchor: .top)`): one type per effect in
/// `Effects/`, which the layout resolves in the view's frame (``ResolvedEffect``). A custom
/// transition takes any of them and interpolates its numbers.
protocol DrawingEffect: Equatable, Sendable, CustomStringConvertible {
    /// Visits the numbers an animation interpolates, as written, in a fixed order (colours in
    /// linear light, angles in radians).
    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor)

    /// The effect a fraction `amount` of the way from this one (0) to `other` (1), which has the
    /// same structure. By default every number is mixed.
    func interpolated(to other: Self, amount: Double) -> Self

    /// The effect as drawn for a view laid out in `frame` (canvas points).
    func resolved(in frame: Rect) -> RenderEffect
}

extension DrawingEffect {
    func interpolated(to other: Self, amount: Double) -> Self {
        var target = other
        var values: [Double] = []
        target.visitAnimatableValues { value, _, _ in values.append(value) }
        var result = self
        var index = 0
        result.visitAnimatableValues { value, _, _ in
            if index < values.count { value += (values[index] - value) * amount }
            index += 1
        }
        return result
    }

    /// Whether `other` is this effect with other numbers (so the two interpolate).
    func hasSameStructure(as other: Self) -> Bool {
        var a = self
        var b = other
        a.visitAnimatableValues { value, _, _ in value = 0 }
        b.visitAnimatableValues { value, _, _ in value = 0 }
        return a == b
    }

    fileprivate func isEqual(to other: any DrawingEffect) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }

    /// The effect a fraction `amount` of the way to `other`, or nil when `other` is another
    /// kind of effect or differs in more than its numbers.
    fileprivate func interpolated(toward other: any DrawingEffect, amount: Double) -> (any DrawingEffect)? {
        guard let other = other as? Self, hasSameStructure(as: other) else { return nil }
        return interpolated(to: other, amount: amount)
    }
}

/// A drawing effect as written, of any kind: what `ModifierNode.effect` and a custom transition
/// (`ViewTransition.modifier`) hold.
public struct AnyDrawingEffect: Hashable, Sendable, CustomStringConvertible {
    var base: any DrawingEffect

    init(_ base: any DrawingEffect) { self.base = base }

    public static func == (a: AnyDrawingEffect, b: AnyDrawingEffect) -> Bool { a.base.isEqual(to: b.base) }

    /// Hashes the kind only: equal effects are of one kind, and the numbers need no hashing.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type(of: base))) }

    /// The effect as the SwiftUI modifier that makes it, e.g. `.rotationEffect(-90.0°, anchor: (0.5, 0.5))`.
    public var description: String { base.description }

    /// The effect as drawn for a view laid out in `frame` (canvas points).
    func resolved(in frame: Rect) -> RenderEffect { base.resolved(in: frame) }

    /// The effects a fraction `amount` of the way from `identity` to `active`, innermost first.
    /// Lists that do not match effect for effect (same kinds, differing only in numbers) jump
    /// from one to the other half-way, as SwiftUI switches between bodies it cannot interpolate.
    static func interpolated(identity: [AnyDrawingEffect], active: [AnyDrawingEffect], amount: Double)
        -> [AnyDrawingEffect]
    {
        if identity.count == active.count {
            var mixed: [AnyDrawingEffect] = []
            mixed.reserveCapacity(identity.count)
            for (a, b) in zip(identity, active) {
                guard let effect = a.base.interpolated(toward: b.base, amount: amount) else { break }
                mixed.append(AnyDrawingEffect(effect))
            }
            if mixed.count == identity.count { return mixed }
        }
        return amount < 0.5 ? identity : active
    }
}
