/// The ordered transactions of a scene and the additive blending rule that turns a sequence of
/// model values into the value presented at a time.
public struct Timeline: Hashable, Sendable {
    /// Seconds held after the last finite animation ends (DESIGN.md §4).
    public static let hold = 0.6

    /// Transactions in time order (ties keep their scheduling order).
    public private(set) var transactions: [Transaction]

    public init(transactions: [Transaction]) {
        self.transactions = transactions.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    /// The scene duration: the end of the last finite change plus the hold; nil when only
    /// endless animations exist after the last finite one's end and nothing else bounds it.
    public var inferredDuration: Double {
        let ends = transactions.compactMap(\.endTime)
        let cycles = transactions.compactMap { tx -> Double? in
            guard let a = tx.animation, a.repeatCount == nil else { return nil }
            // One full cycle (there and back when autoreversing) of an endless animation.
            return tx.time + a.delay + (a.autoreverses ? 2 : 1) * a.duration / a.speed
        }
        let last = (ends + cycles).max() ?? 0
        return last + (cycles.isEmpty ? Timeline.hold : 0)
    }

    /// Index of the last transaction at or before `t` (the model state shown at `t`), or -1
    /// for the initial state.
    public func modelIndex(at t: Double) -> Int {
        var index = -1
        for (i, tx) in transactions.enumerated() where tx.time <= t { index = i }
        return index
    }

    /// Additive blending (DESIGN.md §4): the presented value at `t` when `values[0]` is the
    /// initial model value and `values[i + 1]` the model value after transaction `i`.
    /// Each change contributes its own progress × its own delta.
    public func blend(_ values: [Double], at t: Double) -> Double {
        guard var result = values.first else { return 0 }
        for (i, tx) in transactions.enumerated() where i + 1 < values.count {
            let delta = values[i + 1] - values[i]
            if delta != 0 { result += tx.progress(at: t) * delta }
        }
        return result
    }
}

extension Timeline {
    /// Each transaction's progress at `t`, in transaction order.
    public func progresses(at t: Double) -> [Double] {
        transactions.map { $0.progress(at: t) }
    }

    /// Additive blending of vectors: `values[0]` is the initial model value and `values[i + 1]`
    /// the model value after transaction `i`; `progresses` comes from ``progresses(at:)``.
    /// All vectors must have the same length.
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
