/// In from `edge` and out towards the opposite edge, fading (`Transition.push(from:)`).
public struct PushTransition: Transition, EngineTransition {
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(EdgeShiftEffect(edge: phase == .didDisappear ? opposite : edge, amount: phase.isIdentity ? 0 : 1))
            .opacity(phase.isIdentity ? 1 : 0)
    }

    private var opposite: Edge {
        switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    var anyTransition: AnyTransition { .push(from: edge) }
}

extension Transition where Self == PushTransition {
    /// In from `edge` and out towards the opposite edge, fading.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
