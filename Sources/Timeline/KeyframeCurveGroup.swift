/// Several ``KeyframeCurve``s played together, as SwiftUI's `KeyframeTimeline` and
/// `KeyframeAnimator` play the tracks of one value: they all start at time 0 and the timeline
/// lasts as long as its longest track; shorter tracks hold their last value.
public struct KeyframeCurveGroup: Hashable, Sendable {
    /// The tracks, each animating one value.
    public let tracks: [KeyframeCurve]

    /// Plays `tracks` together.
    public init(tracks: [KeyframeCurve]) {
        self.tracks = tracks
    }

    /// Seconds until the longest track ends.
    public var duration: Double { tracks.map(\.duration).max() ?? 0 }

    /// Every track's value `time` seconds after the start, in track order. When `repeating`
    /// (`KeyframeAnimator(initialValue:repeating:)`), time wraps around ``duration`` and each
    /// repetition restarts from the tracks' initial values.
    public func values(at time: Double, repeating: Bool = false) -> [[Double]] {
        var t = time
        let length = duration
        if repeating && length > 0 && t >= 0 {
            t = t.truncatingRemainder(dividingBy: length)
        }
        return tracks.map { $0.value(at: t) }
    }

    /// Every track's velocity (per second) `time` seconds after the start, in track order.
    public func velocities(at time: Double) -> [[Double]] {
        tracks.map { $0.velocity(at: time) }
    }
}
