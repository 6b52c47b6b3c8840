internal import SceneGraph

/// How a view enters and leaves when an `if` inserts or removes it inside an animated change:
/// SwiftUI's `AnyTransition`, applied with `.transition(_:)`.
// Unchecked: a custom transition keeps its modifiers (any value) until `.transition(_:)` lowers
// them, and views are built and lowered on the scene's one thread.
public struct AnyTransition: @unchecked Sendable {
    /// The engine's transition, made where `.transition(_:)` is applied: a custom transition
    /// lowers its modifiers' bodies in that place's environment.
    private let make: (LoweringContext) -> ViewTransition

    init(_ engine: ViewTransition) { make = { _ in engine } }

    init(make: @escaping (LoweringContext) -> ViewTransition) { self.make = make }

    /// The engine's transition, made in `context`.
    func engine(in context: LoweringContext) -> ViewTransition { make(context) }

    /// The engine's transition, made outside any view (for built-in transitions).
    var engine: ViewTransition {
        make(LoweringContext(graph: ViewGraph(), path: ViewPath(), environment: EnvironmentValues()))
    }

    /// No visible change: the view appears and disappears at the end of the animation.
    public static let identity = AnyTransition(.identity)
    /// From and to transparent (the default transition).
    public static let opacity = AnyTransition(.opacity)
    /// From and to nothing, about the centre.
    public static var scale: AnyTransition { AnyTransition(.scale) }
    /// In from the leading edge, out towards the trailing edge.
    public static let slide = AnyTransition(.slide)

    /// From and to `scale` times the view's size about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(Double(scale), anchor: anchor.engine))
    }

    /// From and to the view moved out by its own size towards `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge: Self.engineEdge(edge))) }

    /// From and to the view moved by (x, y) points.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(.offset(x: Double(x), y: Double(y)))
    }

    /// From and to the view moved by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(.offset(x: Double(offset.width), y: Double(offset.height)))
    }

    /// In from `edge` and out towards the opposite edge, fading (iOS 16's push).
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge =
            switch edge {
            case .top: .bottom
            case .bottom: .top
            case .leading: .trailing
            case .trailing: .leading
            }
        return .asymmetric(
            insertion: .move(edge: edge).combined(with: .opacity),
            removal: .move(edge: opposite).combined(with: .opacity))
    }

    /// `insertion` when the view is inserted, `removal` when it is removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition { .asymmetric(insertion: insertion.make($0), removal: removal.make($0)) }
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition { .combined(make($0), other.make($0)) }
    }

    /// A transition drawn by a modifier of yours: the view goes from `active` applied to it at
    /// the start of an insertion to `identity` applied to it once settled, the numbers of the
    /// two bodies' drawing effects interpolated.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition { context in
            .modifier(
                active: effects(of: active, in: context.child(.part("transition.active"))),
                identity: effects(of: identity, in: context.child(.part("transition.identity"))))
        }
    }

    /// The effects `modifier`'s body puts on its content, innermost first; other modifiers
    /// (layout, environment) and added views are left out with a warning.
    private static func effects<E: ViewModifier>(of modifier: E, in context: LoweringContext) -> [AnyDrawingEffect] {
        // A geometry effect has no body: it is its one effect, whose numbers interpolate.
        if let effect = modifier as? any GeometryEffect,
            case .effect(let drawing) = effect.engineModifier(in: context.runtime)
        {
            return [drawing]
        }
        var own = context
        DynamicProperties.bind(modifier, in: own)
        own.modifierContents.append(Lowered(.empty))
        return drawingEffects(of: lowerView(modifier.body(content: _ViewModifier_Content()), in: own).view, in: context)
    }

    /// The effects `view` (a transition body around empty content) puts on its content,
    /// innermost first; other modifiers (layout, environment) and added views are left out
    /// with a warning.
    static func drawingEffects(of view: ViewNode, in context: LoweringContext) -> [AnyDrawingEffect] {
        var view = view
        var effects: [AnyDrawingEffect] = []
        while case .modified(let inner, let m) = view {
            if case .effect(let effect) = m {
                effects.append(effect)
            } else {
                context.graph.warn(
                    "a transition modifier's '\(m)' is not drawn: only drawing effects (offset, opacity, "
                        + "rotation, scale, blur, shadow, colour adjustments, clipping …) transition")
            }
            view = inner
        }
        if view != .empty {
            context.graph.warn("views a transition modifier adds around its content are not drawn")
        }
        return effects.reversed()
    }

    /// iOS 17's blur replace: the view comes in from blurred, smaller and transparent, and
    /// leaves the same way (`.downUp`).
    public static var blurReplace: AnyTransition { blurReplace(.downUp) }

    /// iOS 17's blur replace: blurred and transparent at the start of an insertion and the end
    /// of a removal, and scaled about its centre, up as it comes in, down as it leaves
    /// (`.downUp`) or up again (`.upUp`). Estimates (Apple documents no numbers): a blur of
    /// radius `BlurReplaceTransition.blurRadius` (8 pt) and a scale of 0.75 (down) or 1.25 (up)
    /// at the transparent end.
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        let removal = configuration == .upUp ? BlurReplaceTransition.largeScale : BlurReplaceTransition.smallScale
        func blurred(scale: Double) -> ViewTransition {
            .combined(
                .combined(.opacity, .scale(scale, anchor: .center)),
                .modifier(
                    active: BlurReplaceTransition.blur(BlurReplaceTransition.blurRadius),
                    identity: BlurReplaceTransition.blur(0)))
        }
        return AnyTransition(
            .asymmetric(insertion: blurred(scale: BlurReplaceTransition.smallScale), removal: blurred(scale: removal)))
    }

    /// This transition with its own animation: the view comes and goes with `animation`
    /// whatever animation the change has, even in a change without one (nil: at once).
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition { .animated(make($0), animation: animation?.engine) }
    }

    private static func engineEdge(_ edge: Edge) -> ViewTransition.Edge {
        switch edge {
        case .top: .top
        case .leading: .leading
        case .bottom: .bottom
        case .trailing: .trailing
        }
    }
}

extension View {
    /// How this view enters and leaves when an `if` inserts or removes it in an animated change.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(SceneModifier { content, context in content.modified(.transition(t.engine(in: context))) })
    }
}
