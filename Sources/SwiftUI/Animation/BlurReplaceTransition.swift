internal import SceneGraph

/// iOS 17's blur-and-scale replacement transition's configuration (`AnyTransition.blurReplace`).
public struct BlurReplaceTransition: Sendable {
    /// Which way the view scales: down as it leaves and up as it comes (`.downUp`), or up both ways.
    public struct Configuration: Hashable, Sendable {
        let name: String
        public static let downUp = Configuration(name: "downUp")
        public static let upUp = Configuration(name: "upUp")
    }

    public var configuration: Configuration

    public init(configuration: Configuration = .downUp) { self.configuration = configuration }

    // Estimates: Apple documents no numbers for the transition. Judged from iOS 17's motion: a
    // blur that makes text unreadable, a scale small enough to be seen as growth.
    /// The blur radius (points) at the transparent end.
    static let blurRadius = 8.0
    /// The scale at the transparent end of an insertion, and of a `.downUp` removal.
    static let smallScale = 0.75
    /// The scale at the transparent end of an `.upUp` removal.
    static let largeScale = 1.25

    /// A blur of `radius` points as a transition's drawing effects.
    static func blur(_ radius: Double) -> [AnyDrawingEffect] {
        guard case .effect(let effect) = ModifierNode.blur(radius: radius) else { return [] }
        return [effect]
    }
}
