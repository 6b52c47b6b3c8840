/// From and to `scale` times the view's size about `anchor` (`Transition.scale`).
public struct ScaleTransition: Transition, EngineTransition {
    public var scale: Double
    public var anchor: UnitPoint

    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }

    var anyTransition: AnyTransition { .scale(scale: CGFloat(scale), anchor: anchor) }
}

extension Transition where Self == ScaleTransition {
    /// From and to nothing, about the centre.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// From and to `scale` times the view's size about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}
