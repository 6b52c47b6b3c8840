/// The ordered transactions of a scene and the blending rule that turns a sequence of model
/// values into the value presented at a time (DESIGN.md §4).
public struct Timeline: Hashable, Sendable {
    /// Seconds held after the last finite animation ends (DESIGN.md §4).
    public static let hold = 0.6

    /// Transactions in time order (ties keep their scheduling order).
    public let transactions: [StateChange]
    /// Which persistent springs can take over from which (derived from `transactions`).
    let handOff: SpringHandOff

    /// A timeline of `transactions` in any order.
    public init(transactions: [StateChange]) {
        self.transactions = transactions.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
        self.handOff = SpringHandOff(transactions: self.transactions)
    }

    public static func == (a: Timeline, b: Timeline) -> Bool { a.transactions == b.transactions }
    public func hash(into hasher: inout Hasher) { hasher.combine(transactions) }

    /// The scene duration when none is given. With only finite animations: the latest end of
    /// any change (a spring's when settled) plus ``hold``. When some animation never ends
    /// (``hasEndlessAnimation``): the latest of those ends and the end of each endless
    /// animation's first full cycle, without the hold — one cycle is rendered.
    public var inferredDuration: Double {
        Timeline.sceneDuration(transactions.indices.lazy.map(lengthEnd(ofTransaction:)))
    }

    /// True when some animation never ends (`repeatForever`, an undamped spring) or some change
    /// is a step of an endless cycle (``StateChange/cycleEnd``), so that ``inferredDuration``
    /// covers one cycle rather than the whole motion.
    public var hasEndlessAnimation: Bool {
        transactions.contains { ($0.animation != nil && $0.endTime == nil) || $0.cycleEnd != nil }
    }

    /// Index of the last transaction at or before `t` (the model state shown at `t`), or -1
    /// for the initial state.
    public func modelIndex(at t: Double) -> Int {
        var index = -1
        for (i, tx) in transactions.enumerated() where tx.time <= t { index = i }
        return index
    }

    /// The value presented at `t` when `values[0]` is the initial model value and
    /// `values[i + 1]` the model value after transaction `i` (``Sample`` gives the rule).
    public func blend(_ values: [Double], at t: Double) -> Double {
        sample(at: t).blend(values)
    }

    /// The vector presented at `t` (``Sample`` gives the rule).
    public func blend(_ values: [[Double]], at t: Double) -> [Double] {
        sample(at: t).blend(values)
    }
}

extension Timeline {
    /// Each transaction's own progress at `t`, in transaction order (no spring hand-off).
    public func progresses(at t: Double) -> [Double] {
        transactions.map { $0.progress(at: t) }
    }

    /// Purely additive blending of vectors: `values[0]` is the initial model value and
    /// `values[i + 1]` the model value after transaction `i`; `progresses` comes from
    /// ``progresses(at:)``. Ignores the spring hand-off; ``sample(at:)`` includes it.
    public static func blend(_ values: [[Double]], progresses: [Double]) -> [Double] {
        guard var result = values.first else { return [] }
        for i in 0..<min(progresses.count, values.count - 1) {
            let p = progresses[i]
            if p == 0 { continue }
            let before = values[i]
            let after = values[i + 1]
            for k in 0..<min(result.count, before.count, after.count) {
                result[k] += p * (after[k] - before[k])
            }
        }
        return result
    }
}
