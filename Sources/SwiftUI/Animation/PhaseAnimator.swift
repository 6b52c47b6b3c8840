internal import SceneGraph
internal import Timeline

/// Content that moves through a sequence of phases, each move animated: SwiftUI's
/// `PhaseAnimator`. It passes through the phases once each time `trigger` changes, or cycles
/// through them for ever.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: ((LoweringContext) -> AnimationTrigger)?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// One pass through the phases each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = { TriggerKeys.of($0).trigger(trigger) }
        self.content = content
        self.animation = animation
    }

    /// Cycles through the phases for ever.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    public var body: Never { neverBody("PhaseAnimator") }
}

extension PhaseAnimator: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        lowerPhaseAnimator(
            phases: phases, trigger: trigger?(context), content: content, animation: animation, in: context.child(0))
    }
}

extension View {
    /// Moves this view through the phases once each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let phases = Array(phases)
        return modifier(
            SceneModifier { inner, context in
                lowerPhaseAnimator(
                    phases: phases, trigger: TriggerKeys.of(context).trigger(trigger),
                    content: { content(PlaceholderContentView(inner), $0) }, animation: animation,
                    in: context.child(1))
            })
    }

    /// Moves this view through the phases in a cycle, for ever.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let phases = Array(phases)
        return modifier(
            SceneModifier { inner, context in
                lowerPhaseAnimator(
                    phases: phases, trigger: nil, content: { content(PlaceholderContentView(inner), $0) },
                    animation: animation, in: context.child(1))
            })
    }
}

/// The SceneGraph animator of a phase animator: the content lowered once per phase, and the
/// animation into each phase.
func lowerPhaseAnimator<Phase, Content: View>(
    phases: [Phase], trigger: AnimationTrigger?, content: (Phase) -> Content, animation: (Phase) -> Animation?,
    in context: LoweringContext
) -> Lowered {
    guard !phases.isEmpty else {
        SceneRun.current?.fail("a PhaseAnimator needs at least one phase")
        return Lowered(.empty)
    }
    let views = phases.map { lowerView(content($0), in: context).single(in: .z(alignment: .center)).view }
    let view = PhaseAnimatorView(
        phases: views,
        animation: PhaseAnimation(animations: phases.map { animation($0)?.engine }, repeats: trigger == nil),
        trigger: trigger)
    return Lowered(.phaseAnimator(view))
}
