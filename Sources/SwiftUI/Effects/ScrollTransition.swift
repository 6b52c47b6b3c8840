/// Where a view is relative to its scroll view's visible region: SwiftUI's
/// `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the region's leading (top) edge.
    case topLeading
    /// Inside the region.
    case identity
    /// After the region's trailing (bottom) edge.
    case bottomTrailing

    /// Whether the view is inside the region.
    public var isIdentity: Bool { self == .identity }

    /// -1 before the region, 0 inside, 1 after.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows its view across the region's edges: SwiftUI's
/// `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
    let name: String
    /// Effects follow the view's position smoothly.
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")
    /// Effects animate as the view crosses an edge.
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    /// Effects animate with `animation` as the view crosses an edge.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    /// No effect: the view is always drawn as in the region.
    public static let identity = ScrollTransitionConfiguration(name: "identity")

    /// The distance from the edges where the transition happens: accepted (a render at rest
    /// draws the phases only).
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> Self { self }
    /// The animation of an `.animated` transition: accepted.
    public func animation(_ animation: Animation) -> Self { self }

    /// Where in the region a transition starts or ends.
    public struct Threshold: Sendable {
        public static let visible = Threshold()
        public static let hidden = Threshold()
        public static var centered: Threshold { Threshold() }
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
        public static func hidden(_ amount: Double) -> Threshold { Threshold() }
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold { self }
        public func inset(by distance: Double) -> Threshold { self }
    }
}

extension View {
    /// Draws the view with the effects `transition` returns for its phase in its scroll view.
    /// A render shows the scroll view at rest, where a view drawn on screen is in the
    /// `.identity` phase (iOS calls the closure with the phase the view is in): its effects are
    /// those of `.identity`.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(
            SceneModifier { content, context in
                var lowered = content
                for apply in transition(EmptyVisualEffect(), .identity).chainedEffects {
                    lowered = apply(lowered, context)
                }
                return lowered
            })
    }

    /// Draws the view with the effects `transition` returns for its phase, with their own
    /// configurations for the two edges; at rest, a view on screen is in `.identity`.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
        axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading, axis: axis, transition: transition)
    }
}
