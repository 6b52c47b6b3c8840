/// A motion known by its progress at evenly spaced times: how a custom animation (SwiftUI's
/// `CustomAnimation`) moves, as its `animate` function reported it for a change of 1, from the
/// start until it returned nil (the end) or until ``limit`` seconds.
public struct SampledMotion: Hashable, Sendable {
    /// Seconds between two samples: 1/240 s, a quarter of a 60-fps frame, so that frames fall
    /// on samples and other times interpolate over a short step.
    public static let step = 1.0 / 240
    /// How long a motion is followed, in seconds: one that has not ended by then holds its
    /// last value.
    public static let limit = 60.0

    /// The progress at 0, ``step``, 2·``step`` … (0 = old value, 1 = new value).
    public let samples: [Double]
    /// Whether the motion ended (its function returned nil) at `samples.count · step`; if not,
    /// it was still moving at ``limit`` seconds.
    public let ends: Bool
    /// What the motion is called, for descriptions: the custom animation as written.
    public let name: String

    /// A motion of `samples` taken every ``step`` seconds, ending after them when `ends`.
    public init(samples: [Double], ends: Bool, name: String) {
        self.samples = samples.map { $0.isFinite ? $0 : 1 }
        self.ends = ends
        self.name = name
    }

    /// Seconds from the start to the end (the time of the first nil), or infinity when the
    /// motion had not ended at ``limit``.
    public var duration: Double { ends ? Double(samples.count) * Self.step : .infinity }

    /// The progress `time` seconds after the start: the samples linearly interpolated, 1 at and
    /// after the end (between the last sample and the end, interpolated towards 1); past
    /// ``limit`` the last sample.
    public func progress(at time: Double) -> Double {
        guard time > 0 else { return samples.first ?? 1 }
        let position = time / Self.step
        let index = Int(min(position.rounded(.down), Double(Int32.max)))
        if ends, index >= samples.count { return 1 }
        guard index + 1 < samples.count else {
            guard let last = samples.last else { return 1 }
            return ends ? last + (1 - last) * (position - Double(index)) : last
        }
        let fraction = position - Double(index)
        return samples[index] + (samples[index + 1] - samples[index]) * fraction
    }
}
