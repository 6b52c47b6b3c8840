import Foundation
internal import Timeline

extension CustomAnimation {
    /// The animation's motion: `animate` called with a change of 1 every `SampledMotion.step`
    /// seconds on one context, as iOS calls it frame after frame, until it returns nil (or for
    /// `SampledMotion.limit` seconds). Alongside, a change of 2 on a second context tells
    /// whether the animation is linear in its value (`isLinear`), which Zoetrope's fractions
    /// of a change assume.
    func sampled() -> (motion: SampledMotion, isLinear: Bool) {
        var unit = AnimationContext<Double>()
        var double = AnimationContext<Double>()
        var samples: [Double] = []
        var isLinear = true
        let count = Int((SampledMotion.limit / SampledMotion.step).rounded())
        samples.reserveCapacity(min(count, 1024))
        for k in 0..<count {
            let time = Double(k) * SampledMotion.step
            guard let value = animate(value: 1.0, time: time, context: &unit) else {
                return (SampledMotion(samples: samples, ends: true, name: name), isLinear)
            }
            samples.append(value)
            if isLinear, let twice = animate(value: 2.0, time: time, context: &double) {
                isLinear = abs(twice - 2 * value) <= 1e-6 * max(1, abs(twice))
            }
        }
        return (SampledMotion(samples: samples, ends: false, name: name), isLinear)
    }

    /// The animation as written, for descriptions.
    private var name: String { String(describing: self) }
}

/// The motions of the custom animations a process has sampled, by value: a view's body makes
/// its `Animation(_:)` again on every evaluation, and one with the same value moves the same.
final class CustomAnimationCache: @unchecked Sendable {
    static let shared = CustomAnimationCache()

    private let lock = NSLock()
    private var motions: [AnyHashable: (motion: SampledMotion, isLinear: Bool)] = [:]
    /// Entries kept at most; past it the cache starts again.
    private let capacity = 256

    /// `animation`'s motion, sampled on first use.
    func motion<A: CustomAnimation>(of animation: A) -> (motion: SampledMotion, isLinear: Bool) {
        let key = AnyHashable(animation)
        if let known = lock.withLock({ motions[key] }) { return known }
        let made = animation.sampled()
        lock.withLock {
            if motions.count >= capacity { motions.removeAll() }
            motions[key] = made
        }
        return made
    }
}
