import Timeline

/// A keyframe animator's tracks and the layout of its content for any value.
struct KeyframeMotion: Equatable, Sendable {
    /// Identifies the content function.
    var id: Int
    var timeline: KeyframeCurveGroup
    /// A name per component of each track's value.
    var trackNames: [[String]]
    var repeating: Bool
    /// The content for the tracks' values, laid out in the animator's frame.
    var layout: @Sendable ([[Double]]) throws -> RenderNode

    static func == (a: KeyframeMotion, b: KeyframeMotion) -> Bool {
        a.id == b.id && a.timeline == b.timeline && a.trackNames == b.trackNames && a.repeating == b.repeating
    }
}
