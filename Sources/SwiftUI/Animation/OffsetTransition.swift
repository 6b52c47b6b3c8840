/// From and to the view moved by `offset` (`Transition.offset`).
public struct OffsetTransition: Transition, EngineTransition {
    public var offset: CGSize

    public init(_ offset: CGSize) { self.offset = offset }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }

    var anyTransition: AnyTransition { .offset(offset) }
}

extension Transition where Self == OffsetTransition {
    /// From and to the view moved by `offset`.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// From and to the view moved by (x, y) points.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}
