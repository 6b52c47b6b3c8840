/// One keyframe of a ``KeyframeCurve``: the value reached at the end of its segment, how long
/// the segment lasts and how it interpolates — SwiftUI's `LinearKeyframe`, `CubicKeyframe`,
/// `SpringKeyframe` and `MoveKeyframe`. Values and velocities are vectors (one number for a
/// scalar property); velocities are in value units per second.
public struct Keyframe: Hashable, Sendable {
    /// How a segment moves from the previous keyframe's value to this one's.
    public enum Interpolation: Hashable, Sendable {
        /// Straight towards the value, timed by a curve.
        case linear(TimingCurve)
        /// A cubic Hermite segment; nil velocities are chosen for smooth motion (Catmull-Rom
        /// between cubic keyframes, see ``KeyframeCurve``).
        case cubic(startVelocity: [Double]?, endVelocity: [Double]?)
        /// A spring pulled towards the value, starting with `startVelocity` (nil: the velocity
        /// the previous segment ends with).
        case spring(SpringModel, startVelocity: [Double]?)
        /// An immediate jump.
        case move
    }

    /// The value at the end of the segment.
    public let value: [Double]
    /// Seconds the segment lasts; nil for a spring means its settling duration.
    public let duration: Double?
    /// How the segment moves.
    public let interpolation: Interpolation

    /// `LinearKeyframe(value, duration:, timingCurve:)`.
    public static func linear(_ value: [Double], duration: Double, timingCurve: TimingCurve = .linear) -> Keyframe {
        Keyframe(value: value, duration: duration, interpolation: .linear(timingCurve))
    }

    /// `CubicKeyframe(value, duration:, startVelocity:, endVelocity:)`.
    public static func cubic(
        _ value: [Double], duration: Double, startVelocity: [Double]? = nil, endVelocity: [Double]? = nil
    ) -> Keyframe {
        Keyframe(
            value: value, duration: duration,
            interpolation: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    }

    /// `SpringKeyframe(value, duration:, spring:, startVelocity:)`; the default spring is
    /// SwiftUI's `Spring()` (duration 0.5, bounce 0).
    public static func spring(
        _ value: [Double], duration: Double? = nil, spring: SpringModel = SpringModel(), startVelocity: [Double]? = nil
    ) -> Keyframe {
        Keyframe(value: value, duration: duration, interpolation: .spring(spring, startVelocity: startVelocity))
    }

    /// `MoveKeyframe(value)`: jumps to the value without taking time.
    public static func move(_ value: [Double]) -> Keyframe {
        Keyframe(value: value, duration: 0, interpolation: .move)
    }
}
