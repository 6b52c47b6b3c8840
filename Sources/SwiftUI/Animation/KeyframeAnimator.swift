internal import SceneGraph
internal import Timeline

/// Content built from a value that keyframe tracks move over time: SwiftUI's
/// `KeyframeAnimator`. The keyframes play each time `trigger` changes, or loop from the moment
/// the view appears (`repeating`); the content is rebuilt for every frame's value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where Value == KeyframePath.Value {
    let initialValue: Value
    let trigger: ((LoweringContext) -> AnimationTrigger)?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays the keyframes from the current value each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = { TriggerKeys.of($0).trigger(trigger) }
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Loops the keyframes for ever from the moment the view appears (`repeating`), or keeps
    /// the initial value.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public var body: Never { neverBody("KeyframeAnimator") }
}

extension KeyframeAnimator: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        lowerKeyframeAnimator(
            initialValue: initialValue, trigger: trigger?(context), repeating: repeating,
            tracks: resolvedTracks(of: keyframes(initialValue)), content: content, in: context.child(0))
    }
}

extension View {
    /// Rebuilds this view from a value that the keyframes move each time `trigger` changes.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        modifier(
            SceneModifier { inner, context in
                lowerKeyframeAnimator(
                    initialValue: initialValue, trigger: TriggerKeys.of(context).trigger(trigger), repeating: false,
                    tracks: resolvedTracks(of: keyframes(initialValue)),
                    content: { content(PlaceholderContentView(inner), $0) }, in: context.child(1))
            })
    }

    /// Rebuilds this view from a value that the keyframes move in a loop from the moment it
    /// appears (`repeating`), or keeps at the initial value.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        modifier(
            SceneModifier { inner, context in
                lowerKeyframeAnimator(
                    initialValue: initialValue, trigger: nil, repeating: repeating,
                    tracks: resolvedTracks(of: keyframes(initialValue)),
                    content: { content(PlaceholderContentView(inner), $0) }, in: context.child(1))
            })
    }
}

/// The SceneGraph animator of a keyframe animator:
/// one engine track per track whose part the engine can move, and content that sets each
/// track's part of the initial value and lowers the content closure's view in `context`.
func lowerKeyframeAnimator<Value, Content: View>(
    initialValue: Value, trigger: AnimationTrigger?, repeating: Bool, tracks: [ResolvedKeyframeTrack<Value>],
    content: @escaping (Value) -> Content, in context: LoweringContext
) -> Lowered {
    var kept: [ResolvedKeyframeTrack<Value>] = []
    var engineTracks: [KeyframeCurve] = []
    var names: [[String]] = []
    for track in tracks {
        guard let vector = track.read(initialValue) else {
            context.graph.warn(
                "a keyframe track of '\(track.name)' animates a type Zoetrope cannot move; it is left out")
            continue
        }
        kept.append(track)
        engineTracks.append(KeyframeCurve(initialValue: vector, keyframes: track.keyframes))
        let componentNames = track.componentNames.isEmpty ? vector.indices.map { String($0) } : track.componentNames
        names.append(componentNames.map { $0.isEmpty ? track.name : track.name + "." + $0 })
    }
    let builder = AnimatorContentBuilder(context: context) { values in
        var value = initialValue
        for (track, vector) in zip(kept, values) { track.write(&value, vector) }
        return content(value)
    }
    let initialContent = builder.lowerNow(engineTracks.map(\.initialValue))
    let view = KeyframeAnimatorView(
        id: AnimatorIDs.of(context).id(at: context.path, content: initialContent),
        timeline: KeyframeCurveGroup(tracks: engineTracks), trackNames: names, trigger: trigger,
        repeating: repeating, content: { values in builder.lowerForFrame(values) })
    return Lowered(.keyframeAnimator(view))
}

/// An animator's content closure, lowered again for every frame's value while frames render.
final class AnimatorContentBuilder: @unchecked Sendable {
    private let context: LoweringContext
    private let build: ([[Double]]) -> any View
    /// The content closure reads state, and frames are rendered after the last change: at a
    /// frame it is lowered with the state of this snapshot.
    private let later: DeferredLowering

    init(context: LoweringContext, build: @escaping ([[Double]]) -> any View) {
        self.context = context
        self.build = build
        later = DeferredLowering(context)
    }

    /// The content for the tracks' values while the snapshot is being lowered.
    func lowerNow(_ values: [[Double]]) -> ViewNode {
        lowerAny(build(values), in: context).single(in: .z(alignment: .center)).view
    }

    /// The content for the tracks' values at a frame, with the snapshot's state.
    func lowerForFrame(_ values: [[Double]]) -> ViewNode {
        later.run(inputs: values.flatMap { $0 }) { context in
            lowerAny(build(values), in: context).single(in: .z(alignment: .center)).view
        }
    }
}

/// Identifiers of keyframe animator contents: the same for an animator at the same place
/// whose content (for its initial value) is the same, so that unchanged snapshots stay equal.
final class AnimatorIDs {
    private var known: [ViewPath: [(content: ViewNode, id: Int)]] = [:]
    private var next = 0

    static func of(_ context: LoweringContext) -> AnimatorIDs {
        context.graph.box(ViewPath(), "zoetrope.animatorIDs") { AnimatorIDs() }
    }

    func id(at path: ViewPath, content: ViewNode) -> Int {
        if let known = known[path]?.first(where: { $0.content == content }) { return known.id }
        next += 1
        known[path, default: []].append((content: content, id: next))
        return next
    }
}
