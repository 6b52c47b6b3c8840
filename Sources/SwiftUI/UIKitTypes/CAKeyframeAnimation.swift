/// An animation of a layer property through `values`, each reached at its `keyTimes` entry
/// (fractions of a play; evenly spaced when none are given), linearly between them, or held
/// until the next with the `.discrete` calculation mode.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// A path for `position` to follow (not applied: the values are).
    open var path: CGPath?

    override func copied() -> CAAnimation {
        let copy = super.copied()
        if let copy = copy as? CAKeyframeAnimation {
            (copy.values, copy.keyTimes, copy.timingFunctions) = (values, keyTimes, timingFunctions)
            (copy.calculationMode, copy.path) = (calculationMode, path)
        }
        return copy
    }

    override func makeCopy() -> CAAnimation { CAKeyframeAnimation() }

    override func values(at progress: Double, model: LayerSnapshot) -> [(
        keyPath: String, value: any LayerAnimatableValue
    )] {
        let frames = (values ?? []).compactMap(readLayerValue)
        guard !frames.isEmpty else { return [] }
        let discrete = calculationMode == .discrete
        let times: [Double]
        if let keyTimes, keyTimes.count == frames.count {
            times = keyTimes.map(\.doubleValue)
        } else {
            // Evenly spaced: n values over n - 1 intervals, or n intervals when discrete.
            let intervals = Double(discrete ? frames.count : max(1, frames.count - 1))
            times = frames.indices.map { Double($0) / intervals }
        }
        guard let next = times.firstIndex(where: { $0 > progress }) else {
            return result(frames[frames.count - 1], model: model)
        }
        guard next > 0 else { return result(frames[0], model: model) }
        let index = next - 1
        if discrete { return result(frames[index], model: model) }
        let span = times[next] - times[index]
        var amount = span > 0 ? (progress - times[index]) / span : 1
        if let functions = timingFunctions, index < functions.count { amount = functions[index].value(at: amount) }
        return result(interpolate(frames[index], frames[next], by: amount), model: model)
    }
}

/// How a keyframe animation goes from one value to the next.
public struct CAAnimationCalculationMode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
