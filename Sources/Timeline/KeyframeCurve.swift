/// The motion of one animated value through a sequence of keyframes, as SwiftUI's
/// `KeyframeTrack` plays it inside a `KeyframeAnimator`.
///
/// The track starts at `initialValue` at time 0; keyframe i's segment runs from the value the
/// previous segment ends with to keyframe i's value over its duration, one after the other.
/// After the last segment the value holds. Velocity choices where SwiftUI does not state them:
/// the track starts and ends at rest; a cubic segment next to a linear or spring one takes that
/// segment's velocity at the shared keyframe; between two cubic segments the tangent is the
/// Catmull-Rom one, (next value − previous value) / (time between them), so the curve passes
/// through every keyframe value with continuous velocity. Vectors of other lengths than
/// `initialValue` are padded with the previous value (velocities with 0) or truncated.
public struct KeyframeCurve: Hashable, Sendable {
    /// The value at time 0, before the first keyframe.
    public let initialValue: [Double]
    /// The velocity at time 0 (per second): zero unless the track continues an earlier motion.
    public let initialVelocity: [Double]
    /// The keyframes in playing order.
    public let keyframes: [Keyframe]
    /// The segments, with their start times and end velocities resolved.
    let segments: [Segment]

    /// A track from `initialValue` through `keyframes` (non-finite numbers become 0). With an
    /// `initialVelocity` (a retriggered `KeyframeAnimator` keeps the motion it had), the first
    /// segment starts with it where it would otherwise start at rest.
    public init(initialValue: [Double], initialVelocity: [Double]? = nil, keyframes: [Keyframe]) {
        self.initialValue = initialValue.map { $0.isFinite ? $0 : 0 }
        self.initialVelocity = self.initialValue.indices.map { i in
            guard let v = initialVelocity, i < v.count, v[i].isFinite else { return 0 }
            return v[i]
        }
        self.keyframes = keyframes
        self.segments = Segment.resolve(
            initialValue: self.initialValue, initialVelocity: self.initialVelocity, keyframes: keyframes)
    }

    public static func == (a: KeyframeCurve, b: KeyframeCurve) -> Bool {
        a.initialValue == b.initialValue && a.initialVelocity == b.initialVelocity && a.keyframes == b.keyframes
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(initialValue)
        hasher.combine(initialVelocity)
        hasher.combine(keyframes)
    }

    /// When each keyframe's value is reached, in seconds from the start (a move's when it
    /// jumps), in keyframe order.
    public var keyframeTimes: [Double] { segments.map { $0.start + $0.duration } }

    /// Seconds from the start to the end of the last keyframe.
    public var duration: Double { segments.last.map { $0.start + $0.duration } ?? 0 }

    /// The value `time` seconds after the track starts (the initial value before, the last
    /// segment's end value after).
    public func value(at time: Double) -> [Double] {
        guard time >= 0 else { return initialValue }
        if let segment = segment(at: time) { return segment.value(at: time - segment.start) }
        return segments.last?.endValue ?? initialValue
    }

    /// The value's rate of change per second at `time` (0 outside the track).
    public func velocity(at time: Double) -> [Double] {
        guard time >= 0, let segment = segment(at: time) else { return initialValue.map { _ in 0 } }
        return segment.velocity(at: time - segment.start)
    }

    /// The segment with time inside [start, start + duration); jumps take no time and are
    /// skipped (the next segment starts from the value they jump to).
    private func segment(at time: Double) -> Segment? {
        var lo = 0
        var hi = segments.count
        // First segment ending after `time`.
        while lo < hi {
            let mid = (lo + hi) / 2
            if segments[mid].start + segments[mid].duration > time { hi = mid } else { lo = mid + 1 }
        }
        return lo < segments.count ? segments[lo] : nil
    }
}
