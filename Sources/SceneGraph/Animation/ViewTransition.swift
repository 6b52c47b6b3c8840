import Geometry
import Timeline

/// How a view enters or leaves when an `if` inserts or removes it inside an animated change —
/// SwiftUI's `AnyTransition`. A transition describes the view's *active* state (fully off
/// screen, transparent, shrunk); the view animates from that state to itself on insertion and
/// from itself to that state on removal.
public indirect enum ViewTransition: Hashable, Sendable {
    /// No visible change: the view appears and disappears at the end of the animation.
    case identity
    /// From and to transparent (SwiftUI's default transition).
    case opacity
    /// From and to `scale` times the view's size about `anchor`.
    case scale(Double, anchor: RelativePoint)
    /// From and to a position moved by (x, y) points.
    case offset(x: Double, y: Double)
    /// From and to a position moved by the view's own width or height towards `edge`.
    case move(edge: Edge)
    /// Inserts from the leading edge and removes towards the trailing edge.
    case slide
    /// One transition for insertion, another for removal.
    case asymmetric(insertion: ViewTransition, removal: ViewTransition)
    /// Both transitions at once.
    case combined(ViewTransition, ViewTransition)
    /// A custom transition (`AnyTransition.modifier(active:identity:)`): the view drawn through
    /// `active` at the start of an insertion, through `identity` once settled.
    case modifier(active: [AnyDrawingEffect], identity: [AnyDrawingEffect])
    /// A transition with its own animation (`AnyTransition.animation(_:)`): its view comes and
    /// goes with `animation` (nil: at once), whatever the change's animation, even in a change
    /// without one.
    case animated(ViewTransition, animation: AnimationTiming?)

    /// A side of a view, for `move(edge:)`.
    public enum Edge: Hashable, Sendable {
        case top, leading, bottom, trailing
    }

    /// SwiftUI's `.scale`: from nothing, about the centre.
    public static let scale = ViewTransition.scale(0, anchor: .center)

    /// The transition used when a view is inserted (`insertion`) or removed.
    func resolved(insertion: Bool) -> ViewTransition {
        switch self {
        case .asymmetric(let inserting, let removing):
            return (insertion ? inserting : removing).resolved(insertion: insertion)
        case .slide:
            return .move(edge: insertion ? .leading : .trailing)
        case .combined(let a, let b):
            return .combined(a.resolved(insertion: insertion), b.resolved(insertion: insertion))
        case .animated(let base, _):
            return base.resolved(insertion: insertion)
        case .identity, .opacity, .scale, .offset, .move, .modifier:
            return self
        }
    }

    /// The transition's own animation when a view is inserted (`insertion`) or removed:
    /// `.some(animation)` inside `animated`, the outermost one first; nil when the change's
    /// animation applies.
    func ownAnimation(insertion: Bool) -> AnimationTiming?? {
        switch self {
        case .animated(_, let animation): return .some(animation)
        case .asymmetric(let inserting, let removing):
            return (insertion ? inserting : removing).ownAnimation(insertion: insertion)
        case .combined(let a, let b):
            return a.ownAnimation(insertion: insertion) ?? b.ownAnimation(insertion: insertion)
        case .identity, .opacity, .scale, .offset, .move, .slide, .modifier: return nil
        }
    }

    /// The effects that draw a view of layout frame `frame` a fraction `amount` of the way into
    /// the active state (0: the view itself, 1: fully transitioned), innermost first. The
    /// transition must be ``resolved(insertion:)`` first.
    func effects(amount: Double, frame: Rect) -> [RenderEffect] {
        switch self {
        case .identity, .asymmetric, .slide:
            return []
        case .animated(let base, _):
            return base.effects(amount: amount, frame: frame)
        case .opacity:
            return [.opacity(1 - amount)]
        case .scale(let scale, let anchor):
            let s = 1 + amount * (scale - 1)
            return [.scale(x: s, y: s, anchor: frame.point(atUnit: anchor.x, anchor.y))]
        case .offset(let x, let y):
            return [.offset(Point(x: amount * x, y: amount * y))]
        case .move(let edge):
            let shift: Point
            switch edge {
            case .top: shift = Point(x: 0, y: -frame.height)
            case .leading: shift = Point(x: -frame.width, y: 0)
            case .bottom: shift = Point(x: 0, y: frame.height)
            case .trailing: shift = Point(x: frame.width, y: 0)
            }
            return [.offset(Point(x: amount * shift.x, y: amount * shift.y))]
        case .combined(let a, let b):
            return a.effects(amount: amount, frame: frame) + b.effects(amount: amount, frame: frame)
        case .modifier(let active, let identity):
            return AnyDrawingEffect.interpolated(identity: identity, active: active, amount: amount).map {
                $0.resolved(in: frame)
            }
        }
    }

    /// The effects a custom transition keeps on the view once it has settled (its identity
    /// modifiers), innermost first; empty for the built-in transitions. The transition must be
    /// ``resolved(insertion:)`` first.
    var identityEffects: [AnyDrawingEffect] {
        switch self {
        case .modifier(_, let identity): return identity
        case .combined(let a, let b): return a.identityEffects + b.identityEffects
        case .animated(let base, _): return base.identityEffects
        case .identity, .opacity, .scale, .offset, .move, .slide, .asymmetric: return []
        }
    }

    /// `node`'s effects with this transition a fraction `amount` of the way into its active
    /// state. A custom transition's effects take the place of the identity effects the layout
    /// put on the node (``RenderNode/transitionEffects``); the built-in ones go outside all of
    /// the node's effects.
    func apply(amount: Double, to node: inout RenderNode, frame: Rect) {
        let effects = effects(amount: amount, frame: frame)
        if !identityEffects.isEmpty, let range = node.transitionEffects, range.upperBound <= node.effects.list.count {
            node.effects.list.replaceSubrange(range, with: effects)
        } else {
            node.effects.list += effects
        }
    }
}

extension ViewTransition: CustomStringConvertible {
    /// The transition as SwiftUI code, e.g. `.move(edge: .leading).combined(with: .opacity)`.
    public var description: String {
        switch self {
        case .identity: return ".identity"
        case .opacity: return ".opacity"
        case .scale(let s, let anchor):
            if s == 0 && anchor == .center { return ".scale" }
            return ".scale(scale: \(Self.number(s)), anchor: UnitPoint(x: \(Self.number(anchor.x)), y: "
                + "\(Self.number(anchor.y))))"
        case .offset(let x, let y): return ".offset(x: \(Self.number(x)), y: \(Self.number(y)))"
        case .move(let edge): return ".move(edge: .\(edge))"
        case .slide: return ".slide"
        case .asymmetric(let i, let r): return ".asymmetric(insertion: \(i), removal: \(r))"
        case .combined(let a, let b): return "\(a).combined(with: \(b))"
        case .modifier(let active, let identity):
            return ".modifier(active: \(Self.list(active)), identity: \(Self.list(identity)))"
        case .animated(let base, let animation):
            return "\(base).animation(\(animation.map { ".\($0)" } ?? "nil"))"
        }
    }

    private static func list(_ effects: [AnyDrawingEffect]) -> String {
        effects.isEmpty ? "[]" : effects.map(\.description).joined()
    }

    private static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
