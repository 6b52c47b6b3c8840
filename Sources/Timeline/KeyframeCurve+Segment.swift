extension KeyframeCurve {
    /// One keyframe's segment with everything resolved: start time, start value, velocities.
    struct Segment: Hashable, Sendable {
        enum Shape: Hashable, Sendable {
            case linear(TimingCurve)
            case cubic
            case spring(DampedOscillator)
            case move
        }

        var shape: Shape
        var start: Double
        var duration: Double
        var from: [Double]
        var to: [Double]
        /// Velocity at the start, per second.
        var startVelocity: [Double]
        /// Velocity at the end, per second (0 for a jump or a spring left to settle).
        var endVelocity: [Double]
        /// The value at the end: `to`, except for a spring cut short by an explicit duration.
        var endValue: [Double]

        func value(at t: Double) -> [Double] {
            guard duration > 0 else { return endValue }
            switch shape {
            case .move: return endValue
            case .linear(let curve):
                let p = curve.value(at: t / duration)
                return from.indices.map { from[$0] + p * (to[$0] - from[$0]) }
            case .cubic:
                let h = Self.hermite(t / duration)
                return from.indices.map {
                    h.0 * from[$0] + h.1 * duration * startVelocity[$0] + h.2 * to[$0] + h.3 * duration
                        * endVelocity[$0]
                }
            case .spring(let oscillator):
                return from.indices.map {
                    to[$0] + oscillator.state(after: t, x0: from[$0] - to[$0], v0: startVelocity[$0]).x
                }
            }
        }

        func velocity(at t: Double) -> [Double] {
            guard duration > 0 else { return endVelocity }
            switch shape {
            case .move: return endVelocity
            case .linear(let curve):
                let slope = curve.slope(at: t / duration) / duration
                return from.indices.map { slope * (to[$0] - from[$0]) }
            case .cubic:
                let h = Self.hermiteDerivative(t / duration)
                return from.indices.map {
                    (h.0 * from[$0] + h.1 * duration * startVelocity[$0] + h.2 * to[$0]
                        + h.3 * duration * endVelocity[$0]) / duration
                }
            case .spring(let oscillator):
                return from.indices.map {
                    oscillator.state(after: t, x0: from[$0] - to[$0], v0: startVelocity[$0]).v
                }
            }
        }

        /// Cubic Hermite basis (h00, h10, h01, h11) at s ∈ [0, 1].
        private static func hermite(_ s: Double) -> (Double, Double, Double, Double) {
            let s2 = s * s
            let s3 = s2 * s
            return (2 * s3 - 3 * s2 + 1, s3 - 2 * s2 + s, -2 * s3 + 3 * s2, s3 - s2)
        }

        private static func hermiteDerivative(_ s: Double) -> (Double, Double, Double, Double) {
            let s2 = s * s
            return (6 * s2 - 6 * s, 3 * s2 - 4 * s + 1, -6 * s2 + 6 * s, 3 * s2 - 2 * s)
        }
    }
}

extension KeyframeCurve.Segment {
    /// Resolves every keyframe into a segment, in order (see ``KeyframeCurve`` for the rules).
    static func resolve(initialValue: [Double], initialVelocity: [Double], keyframes: [Keyframe]) -> [Self] {
        let n = initialValue.count
        let zero = [Double](repeating: 0, count: n)
        func fit(_ v: [Double], _ fallback: [Double]) -> [Double] {
            (0..<n).map { $0 < v.count && v[$0].isFinite ? v[$0] : fallback[$0] }
        }
        func velocityVector(_ v: [Double]?) -> [Double]? { v.map { fit($0, zero) } }

        // Targets and durations first: cubic tangents look one keyframe ahead.
        var targets: [[Double]] = []
        var previous = initialValue
        for keyframe in keyframes {
            previous = fit(keyframe.value, previous)
            targets.append(previous)
        }
        let durations = keyframes.map(Self.duration)

        var segments: [Self] = []
        var start = 0.0
        var from = initialValue
        var velocity = initialVelocity
        for (i, keyframe) in keyframes.enumerated() {
            let to = targets[i]
            let d = durations[i]
            var segment = Self(
                shape: .move, start: start, duration: d, from: from, to: to, startVelocity: zero, endVelocity: zero,
                endValue: to)
            switch keyframe.interpolation {
            case .move:
                segment.duration = 0
            case .linear(let curve):
                segment.shape = .linear(curve)
                if d > 0 {
                    segment.startVelocity = (0..<n).map { (to[$0] - from[$0]) * curve.slope(at: 0) / d }
                    segment.endVelocity = (0..<n).map { (to[$0] - from[$0]) * curve.slope(at: 1) / d }
                }
            case .cubic(let startVelocity, let endVelocity):
                segment.shape = .cubic
                segment.startVelocity = velocityVector(startVelocity) ?? velocity
                segment.endVelocity =
                    velocityVector(endVelocity)
                    ?? cubicEndVelocity(
                        from: from, duration: d, next: i + 1 < keyframes.count ? i + 1 : nil, keyframes: keyframes,
                        targets: targets, durations: durations, fit: velocityVector)
            case .spring(let spring, let startVelocity):
                segment.shape = .spring(spring.oscillator)
                let v0 = velocityVector(startVelocity) ?? velocity
                segment.startVelocity = v0
                // Left to settle (no duration given) it arrives exactly; cut short it ends
                // where the spring is, moving.
                if keyframe.duration != nil {
                    let states = (0..<n).map { spring.oscillator.state(after: d, x0: from[$0] - to[$0], v0: v0[$0]) }
                    segment.endValue = (0..<n).map { to[$0] + states[$0].x }
                    segment.endVelocity = states.map(\.v)
                }
            }
            if segment.duration <= 0 { segment.endVelocity = zero }
            segments.append(segment)
            start += segment.duration
            from = segment.endValue
            velocity = segment.endVelocity
        }
        return segments
    }

    /// A keyframe's segment length in seconds.
    private static func duration(_ keyframe: Keyframe) -> Double {
        if case .move = keyframe.interpolation { return 0 }
        if let d = keyframe.duration { return d > 0 && d.isFinite ? d : 0 }
        guard case .spring(let spring, _) = keyframe.interpolation else { return 0 }
        // An undamped spring never settles: give it one period.
        let settle = spring.settlingDuration
        return settle.isFinite ? settle : spring.response
    }

    /// End velocity of a cubic segment with none given: what the next segment starts with.
    private static func cubicEndVelocity(
        from: [Double], duration: Double, next: Int?, keyframes: [Keyframe], targets: [[Double]], durations: [Double],
        fit: ([Double]?) -> [Double]?
    ) -> [Double] {
        let zero = from.map { _ in 0.0 }
        guard let next, duration > 0 || durations[next] > 0 else { return zero }
        let to = targets[next - 1]
        let after = targets[next]
        let span = duration + durations[next]
        let catmullRom = from.indices.map { (after[$0] - from[$0]) / span }
        switch keyframes[next].interpolation {
        case .move: return zero
        case .linear(let curve):
            guard durations[next] > 0 else { return zero }
            return to.indices.map { (after[$0] - to[$0]) * curve.slope(at: 0) / durations[next] }
        case .cubic(let startVelocity, _): return fit(startVelocity) ?? catmullRom
        case .spring(_, let startVelocity): return fit(startVelocity) ?? catmullRom
        }
    }
}
