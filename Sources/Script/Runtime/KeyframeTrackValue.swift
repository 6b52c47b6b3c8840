import Timeline

/// `KeyframeTrack(\.path) { … }`: the keyframes of one part of an animator's value.
struct KeyframeTrackValue: Equatable {
    /// Member names from the value to the animated part (empty: the value itself).
    var path: [String]
    var keyframes: [Keyframe]
}
