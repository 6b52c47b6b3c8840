extension AnimationTiming {
    /// Seconds from the transaction to the end of the animation (delays, speed and repeats
    /// included), or nil when it never ends (`repeatForever`, an undamped spring).
    public var totalDuration: Double? {
        let end = finish(level: modifiers.count)
        return end.isFinite ? end : nil
    }

    /// For an animation that never ends: seconds from the transaction to the end of its first
    /// full cycle (delays included; there and back when it autoreverses; one period of an
    /// undamped spring). Nil for an animation that ends.
    public var cycleDuration: Double? {
        totalDuration == nil ? firstCycle(level: modifiers.count) : nil
    }

    /// Progress of the value (0 = old, 1 = new) `elapsed` seconds after the transaction.
    /// Springs overshoot (above 1, below 0). Once the animation has ended it is exactly 1.
    public func progress(elapsed: Double) -> Double {
        elapsed < 0 ? 0 : progress(elapsed, level: modifiers.count)
    }

    /// Local end time of the animation made of the timing and the first `level` modifiers.
    private func finish(level: Int) -> Double {
        guard level > 0 else { return duration }
        let inner = finish(level: level - 1)
        switch modifiers[level - 1] {
        case .delay(let d): return d + inner
        case .speed(let s): return inner / s
        case .repeating(let count, _):
            guard inner > 0, inner.isFinite else { return inner }
            guard let count else { return .infinity }
            return Double(count) * inner
        }
    }

    private func firstCycle(level: Int) -> Double {
        guard level > 0 else {
            // Only an undamped spring never ends on its own: one period of its oscillation.
            switch timing {
            case .spring(let spring, _), .interpolatingSpring(let spring, _): return spring.response
            case .bezier(_, let duration): return duration
            // One that has not ended by the limit: its followed part.
            case .sampled: return SampledMotion.limit
            }
        }
        switch modifiers[level - 1] {
        case .delay(let d): return d + firstCycle(level: level - 1)
        case .speed(let s): return firstCycle(level: level - 1) / s
        case .repeating(_, let autoreverses):
            let pass = finish(level: level - 1)
            guard pass.isFinite else { return firstCycle(level: level - 1) }
            return autoreverses ? 2 * pass : pass
        }
    }

    private func progress(_ time: Double, level: Int) -> Double {
        guard level > 0 else { return timingProgress(time) }
        switch modifiers[level - 1] {
        case .delay(let d):
            return time < d ? 0 : progress(time - d, level: level - 1)
        case .speed(let s):
            return progress(time * s, level: level - 1)
        case .repeating(let count, let autoreverses):
            let pass = finish(level: level - 1)
            guard pass.isFinite else { return progress(time, level: level - 1) }
            guard pass > 0 else { return 1 }
            let index = (time / pass).rounded(.down)
            if let count, index >= Double(count) { return 1 }
            let value = progress(time - index * pass, level: level - 1)
            // A reversed pass runs the same motion from the new value back to the old one
            // (SwiftUI: value − base), not the motion played backwards in time.
            let reversed = autoreverses && index.truncatingRemainder(dividingBy: 2) == 1
            return reversed ? 1 - value : value
        }
    }

    private func timingProgress(_ time: Double) -> Double {
        if time >= duration { return 1 }
        switch timing {
        case .bezier(let curve, let duration):
            return curve.value(at: time / duration)
        case .spring(let spring, _):
            return 1 - spring.oscillator.state(after: time, x0: 1, v0: 0).x
        case .interpolatingSpring(let spring, let velocity):
            return 1 - spring.oscillator.state(after: time, x0: 1, v0: -velocity).x
        case .sampled(let motion):
            return motion.progress(at: time)
        }
    }
}

extension AnimationTiming {
    /// The motion of a persistent spring without repeats, as scene time maps onto it: it
    /// starts `lead` seconds after the transaction and runs `scale` spring seconds per second.
    struct PersistentSpring: Hashable, Sendable {
        var spring: SpringModel
        var blendDuration: Double
        var lead: Double
        var scale: Double
    }

    /// Non-nil for a persistent spring not wrapped in a repeat: only those hand their motion
    /// over to, or take it over from, another persistent spring.
    var persistentSpring: PersistentSpring? {
        guard case .spring(let spring, let blendDuration) = timing else { return nil }
        var motion = PersistentSpring(spring: spring, blendDuration: blendDuration, lead: 0, scale: 1)
        for modifier in modifiers {
            switch modifier {
            case .delay(let d): motion.lead += d
            case .speed(let s):
                motion.lead /= s
                motion.scale *= s
            case .repeating: return nil
            }
        }
        return motion
    }
}
