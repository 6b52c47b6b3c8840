import Geometry
import SceneGraph
import Timeline

/// A keyframe as written (`LinearKeyframe(1.2, duration: 0.3)`): its value is still a scene
/// value, converted to numbers once its track knows what it animates.
struct KeyframeValue: Equatable {
    enum Kind: Equatable {
        case linear(TimingCurve)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring, startVelocity: Value?)
        case move
    }

    var kind: Kind
    var value: Value
    /// Seconds; nil for a spring left to settle.
    var duration: Double?

    var typeName: String {
        switch kind {
        case .linear: "LinearKeyframe"
        case .cubic: "CubicKeyframe"
        case .spring: "SpringKeyframe"
        case .move: "MoveKeyframe"
        }
    }

    /// The Timeline keyframe, or nil when a value is not a number, angle, point or size.
    func resolved() -> Keyframe? {
        guard let target = value.animatableVector else { return nil }
        func velocity(_ v: Value?) -> [Double]?? {
            guard let v else { return .some(nil) }
            return v.animatableVector.map { .some($0) }
        }
        switch kind {
        case .linear(let curve):
            return .linear(target, duration: duration ?? 0, timingCurve: curve)
        case .cubic(let start, let end):
            guard let start = velocity(start), let end = velocity(end) else { return nil }
            return .cubic(target, duration: duration ?? 0, startVelocity: start, endVelocity: end)
        case .spring(let spring, let start):
            guard let start = velocity(start) else { return nil }
            return .spring(target, duration: duration, spring: spring, startVelocity: start)
        case .move:
            return .move(target)
        }
    }
}
