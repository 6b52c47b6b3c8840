/// From and to the view moved out by its own size towards `edge` (`Transition.move(edge:)`).
public struct MoveTransition: Transition, EngineTransition {
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeShiftEffect(edge: edge, amount: phase.isIdentity ? 0 : 1))
    }

    var anyTransition: AnyTransition { .move(edge: edge) }
}

extension Transition where Self == MoveTransition {
    /// From and to the view moved out by its own size towards `edge`.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}
