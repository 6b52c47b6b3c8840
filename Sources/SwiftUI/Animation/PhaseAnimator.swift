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
    /// False: the phases blend in the first phase's layout (`lowerPhaseAnimator`).
    var layoutPerPhase = true

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

    /// The same animator with its phases blended in its first phase's layout: for the engine's
    /// own views whose phases never change size (the activity spinner, which would otherwise add
    /// a snapshot of the whole scene eight times a second for as long as the video lasts).
    func blendingPhasesInOneLayout() -> Self {
        var copy = self
        copy.layoutPerPhase = false
        return copy
    }
}

extension PhaseAnimator: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        lowerPhaseAnimator(
            phases: phases, trigger: trigger?(context), content: content, animation: animation, in: context.child(0),
            layoutPerPhase: layoutPerPhase)
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

/// A phase animator lowered: the content of the phase it is in, laid out in that phase, its
/// phase advanced on the scene clock (`PhaseAnimatorClock`); or, with `layoutPerPhase` false
/// or where no evaluation has lowered it (content only layout builds), SceneGraph's animator holding the
/// content lowered once per phase, blended in the first phase's layout.
func lowerPhaseAnimator<Phase, Content: View>(
    phases: [Phase], trigger: AnimationTrigger?, content: (Phase) -> Content, animation: (Phase) -> Animation?,
    in context: LoweringContext, layoutPerPhase: Bool = true
) -> Lowered {
    guard !phases.isEmpty else {
        SceneRun.current?.fail("a PhaseAnimator needs at least one phase")
        return Lowered(.empty)
    }
    let timing = PhaseAnimation(animations: phases.map { animation($0)?.engine }, repeats: trigger == nil)
    if layoutPerPhase, let phase = PhaseAnimatorClock.phase(timing, trigger: trigger, in: context) {
        let view = lowerView(content(phases[min(phase, phases.count - 1)]), in: context)
        return Lowered(view.single(in: .z(alignment: .center)).view)
    }
    let views = phases.map { lowerView(content($0), in: context).single(in: .z(alignment: .center)).view }
    return Lowered(.phaseAnimator(PhaseAnimatorView(phases: views, animation: timing, trigger: trigger)))
}
