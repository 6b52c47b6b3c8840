import Geometry

/// One drawing effect of a custom transition (`AnyTransition.modifier(active:identity:)`): a
/// modifier of the transition's body, as written, its anchor still a unit point of the view.
///
/// A custom transition draws the view through its `active` effects at the start of an insertion
/// (and the end of a removal) and through its `identity` effects once it has settled; in between,
/// each effect's numbers are interpolated, as SwiftUI animates the modifiers of the two bodies.
public enum TransitionEffect: Hashable, Sendable {
    case offset(x: Double, y: Double)
    case opacity(Double)
    case rotation(Angle, anchor: UnitPoint)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case rotation3D(Rotation3D)
    case blur(radius: Double)
    /// `.clipped()`: clip to the view's frame.
    case clipped

    /// The effect of `modifier`, or nil when the modifier is not one a transition draws (it
    /// changes layout or the environment).
    public init?(_ modifier: Modifier) {
        switch modifier {
        case .offset(let x, let y): self = .offset(x: x, y: y)
        case .opacity(let o): self = .opacity(o)
        case .rotationEffect(let angle, let anchor): self = .rotation(angle, anchor: anchor)
        case .scaleEffect(let x, let y, let anchor): self = .scale(x: x, y: y, anchor: anchor)
        case .rotation3DEffect(let r): self = .rotation3D(r)
        case .blur(let radius): self = .blur(radius: radius)
        case .clipped: self = .clipped
        default: return nil
        }
    }

    /// The modifier that makes the effect.
    var modifier: Modifier {
        switch self {
        case .offset(let x, let y): .offset(x: x, y: y)
        case .opacity(let o): .opacity(o)
        case .rotation(let angle, let anchor): .rotationEffect(angle, anchor: anchor)
        case .scale(let x, let y, let anchor): .scaleEffect(x: x, y: y, anchor: anchor)
        case .rotation3D(let r): .rotation3DEffect(r)
        case .blur(let radius): .blur(radius: radius)
        case .clipped: .clipped
        }
    }

    /// The render effect for a view laid out in `frame` (canvas points), as the layout draws
    /// the modifier.
    func renderEffect(frame: Rect) -> RenderEffect? { LayoutPass.drawingEffect(of: modifier, in: frame) }

    /// The effect a fraction `amount` of the way from `identity` (0) to `active` (1), or nil
    /// when the two are not the same kind of effect.
    static func interpolated(identity: TransitionEffect, active: TransitionEffect, amount: Double) -> TransitionEffect?
    {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        func mix(_ a: Angle, _ b: Angle) -> Angle { .radians(mix(a.radians, b.radians)) }
        func mix(_ a: UnitPoint, _ b: UnitPoint) -> UnitPoint { UnitPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        switch (identity, active) {
        case (.offset(let x0, let y0), .offset(let x1, let y1)): return .offset(x: mix(x0, x1), y: mix(y0, y1))
        case (.opacity(let a), .opacity(let b)): return .opacity(mix(a, b))
        case (.rotation(let a, let p), .rotation(let b, let q)): return .rotation(mix(a, b), anchor: mix(p, q))
        case (.scale(let x0, let y0, let p), .scale(let x1, let y1, let q)):
            return .scale(x: mix(x0, x1), y: mix(y0, y1), anchor: mix(p, q))
        case (.rotation3D(let a), .rotation3D(let b)):
            // The axis is not interpolated (SwiftUI animates the angle; an axis change jumps).
            var r = amount < 1 ? a : b
            r.angle = mix(a.angle, b.angle)
            r.anchor = mix(a.anchor, b.anchor)
            r.anchorZ = mix(a.anchorZ, b.anchorZ)
            r.perspective = mix(a.perspective, b.perspective)
            return .rotation3D(r)
        case (.blur(let a), .blur(let b)): return .blur(radius: mix(a, b))
        case (.clipped, .clipped): return .clipped
        default: return nil
        }
    }

    /// The effects a fraction `amount` of the way from `identity` to `active`, innermost first.
    /// Lists that do not match effect for effect jump from one to the other half-way, as
    /// SwiftUI switches between bodies it cannot interpolate.
    static func interpolated(identity: [TransitionEffect], active: [TransitionEffect], amount: Double)
        -> [TransitionEffect]
    {
        if identity.count == active.count {
            let mixed = zip(identity, active).compactMap { interpolated(identity: $0, active: $1, amount: amount) }
            if mixed.count == identity.count { return mixed }
        }
        return amount < 0.5 ? identity : active
    }
}

extension TransitionEffect: CustomStringConvertible {
    /// The effect as the SwiftUI modifier that makes it, e.g. `.rotationEffect(-90°)`.
    public var description: String {
        switch self {
        case .offset(let x, let y): ".offset(x: \(x), y: \(y))"
        case .opacity(let o): ".opacity(\(o))"
        case .rotation(let a, let p): ".rotationEffect(\(a.degrees)°, anchor: (\(p.x), \(p.y)))"
        case .scale(let x, let y, let p): ".scaleEffect(x: \(x), y: \(y), anchor: (\(p.x), \(p.y)))"
        case .rotation3D(let r): ".rotation3DEffect(\(r.angle.degrees)°)"
        case .blur(let r): ".blur(radius: \(r))"
        case .clipped: ".clipped()"
        }
    }
}
