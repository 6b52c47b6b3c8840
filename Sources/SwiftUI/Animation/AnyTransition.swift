internal import SceneGraph

/// How a view enters and leaves when an `if` inserts or removes it inside an animated change:
/// SwiftUI's `AnyTransition`, applied with `.transition(_:)`.
public struct AnyTransition: Equatable, Sendable {
    let engine: SceneGraph::Transition

    init(_ engine: SceneGraph::Transition) { self.engine = engine }

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
        AnyTransition(.asymmetric(insertion: insertion.engine, removal: removal.engine))
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(.combined(engine, other.engine))
    }

    @available(*, unavailable, message: "'blurReplace' is not supported by Zoetrope yet")
    public static var blurReplace: AnyTransition { .opacity }

    @available(*, unavailable, message: "'AnyTransition.animation(_:)' is not supported by Zoetrope yet")
    public func animation(_ animation: Animation?) -> AnyTransition { self }

    @available(*, unavailable, message: "'AnyTransition.modifier(active:identity:)' is not supported by Zoetrope yet")
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { .identity }

    private static func engineEdge(_ edge: Edge) -> SceneGraph::Transition.Edge {
        switch edge {
        case .top: .top
        case .leading: .leading
        case .bottom: .bottom
        case .trailing: .trailing
        }
    }
}

/// SwiftUI's iOS 17 transition protocol (custom transitions written as `body(content:phase:)`).
@available(*, unavailable, message: "'Transition' is not supported by Zoetrope yet; use AnyTransition")
public protocol Transition {}

extension View {
    /// How this view enters and leaves when an `if` inserts or removes it in an animated change.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(SceneModifier(.transition(t.engine)))
    }
}
