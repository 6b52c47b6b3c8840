extension Timeline {
    /// The timeline evaluated at one instant; blend every animated value of a frame with it.
    ///
    /// Blending (DESIGN.md §4): presented = initial + Σᵢ wᵢ·(valuesᵢ₊₁ − valuesᵢ), where wᵢ is
    /// transaction i's progress. Overlapping animations therefore add up. The exception is a
    /// persistent spring (``Animation/Timing/spring(_:blendDuration:)``) that starts while
    /// another persistent spring still moves the same component: it takes that motion over
    /// with its velocity, so the weights of both depend on the pair (see `SpringHandOff`).
    /// "The same component" means the two transactions both change that number of the vector.
    public struct Sample: Sendable {
        /// Scene time in seconds.
        public let time: Double
        /// Each transaction's own progress at ``time``, in transaction order.
        public let progresses: [Double]
        private let handOff: SpringHandOff

        init(time: Double, progresses: [Double], handOff: SpringHandOff) {
            self.time = time
            self.progresses = progresses
            self.handOff = handOff
        }

        /// The vector presented at ``time``: `values[0]` is the initial model value and
        /// `values[i + 1]` the model value after transaction `i`. Components missing from a
        /// shorter vector do not animate.
        public func blend(_ values: [[Double]]) -> [Double] {
            guard !handOff.involved.isEmpty else { return Timeline.blend(values, progresses: progresses) }
            guard var result = values.first else { return [] }
            let count = min(progresses.count, values.count - 1)
            var cache: [[Bool]: [Double]] = [:]
            for k in result.indices {
                var changing = [Bool](repeating: false, count: handOff.involved.count)
                for (p, index) in handOff.involved.enumerated() where index < count {
                    changing[p] = Self.delta(values, index, k) != 0
                }
                var weights: [Double] = []
                if changing.lazy.filter({ $0 }).count > 1 {
                    if let cached = cache[changing] {
                        weights = cached
                    } else {
                        weights = handOff.weights(at: time, changing: changing)
                        cache[changing] = weights
                    }
                }
                for i in 0..<count {
                    let d = Self.delta(values, i, k)
                    guard d != 0 else { continue }
                    var w = progresses[i]
                    if !weights.isEmpty, let p = handOff.position(ofTransaction: i) { w = weights[p] }
                    result[k] += w * d
                }
            }
            return result
        }

        /// The scalar presented at ``time``: the vector rule for one-element vectors.
        public func blend(_ values: [Double]) -> Double {
            blend(values.map { [$0] }).first ?? 0
        }

        private static func delta(_ values: [[Double]], _ i: Int, _ k: Int) -> Double {
            let before = values[i]
            let after = values[i + 1]
            return k < before.count && k < after.count ? after[k] - before[k] : 0
        }
    }

    /// The timeline at scene time `t`: evaluates every transaction once.
    public func sample(at t: Double) -> Sample {
        Sample(time: t, progresses: progresses(at: t), handOff: handOff)
    }
}
