extension BlurReplaceTransition: Transition, EngineTransition {
    /// Blurred, scaled and transparent away from the identity phase (see
    /// `AnyTransition.blurReplace(_:)` for the numbers).
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale =
            switch phase {
            case .identity: 1.0
            case .willAppear: Self.smallScale
            case .didDisappear: configuration == .upUp ? Self.largeScale : Self.smallScale
            }
        content
            .blur(radius: phase.isIdentity ? 0 : CGFloat(Self.blurRadius))
            .scaleEffect(CGFloat(scale))
            .opacity(phase.isIdentity ? 1 : 0)
    }

    var anyTransition: AnyTransition { .blurReplace(configuration) }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurred, smaller and transparent as the view comes and goes (`.downUp`).
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    /// Blurred and transparent, scaled as `configuration` says.
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp)
        -> BlurReplaceTransition
    {
        BlurReplaceTransition(configuration: configuration)
    }
}
