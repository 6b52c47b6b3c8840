import Timeline

/// `KeyframeAnimator` (and `.keyframeAnimator`): content built from a value that keyframe
/// tracks move over time. The content is rebuilt for the value of every frame.
public struct KeyframeAnimatorView: Equatable, Sendable {
    /// Identifies the content function for equality (two views with the same id build the same
    /// content).
    public var id: Int
    /// One track per animated part of the value, from its initial value.
    public var timeline: KeyframeCurveGroup
    /// For each track, a name per component of its value ("scale", "offset.x"), for listings.
    public var trackNames: [[String]]
    /// The watched value of the trigger form; nil for the repeating form.
    public var trigger: AnimationTrigger?
    /// The repeating form loops for ever from the moment the view appears; when false (and
    /// there is no trigger) the content keeps the initial value.
    public var repeating: Bool
    /// The content for the tracks' values (one vector per track).
    public var content: @Sendable ([[Double]]) throws -> ViewNode

    public init(
        id: Int, timeline: KeyframeCurveGroup, trackNames: [[String]], trigger: AnimationTrigger?, repeating: Bool,
        content: @escaping @Sendable ([[Double]]) throws -> ViewNode
    ) {
        self.id = id
        self.timeline = timeline
        self.trackNames = trackNames
        self.trigger = trigger
        self.repeating = repeating
        self.content = content
    }

    public static func == (a: KeyframeAnimatorView, b: KeyframeAnimatorView) -> Bool {
        a.id == b.id && a.timeline == b.timeline && a.trigger == b.trigger && a.repeating == b.repeating
            && a.trackNames == b.trackNames
    }
}
