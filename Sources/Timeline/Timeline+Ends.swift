extension Timeline {
    /// When a change has fully arrived: at a time, or never (with the end of its first cycle).
    public enum ChangeEnd: Hashable, Sendable {
        /// The change has arrived at this scene time.
        case finite(Double)
        /// The change never arrives (`repeatForever`, an undamped spring); its first full cycle
        /// ends at `cycleEnd`.
        case endless(cycleEnd: Double)
    }

    /// When transaction `index`'s change has arrived: its time for an immediate change, its
    /// time plus the animation's total duration otherwise — for a persistent spring that may
    /// take over another, the latest it can end (DESIGN.md §4).
    public func end(ofTransaction index: Int) -> ChangeEnd {
        let tx = transactions[index]
        guard let animation = tx.animation else { return .finite(tx.time) }
        if let total = animation.totalDuration {
            return .finite(max(tx.time + total, handOff.latestEnd(ofTransaction: index) ?? 0))
        }
        return .endless(cycleEnd: tx.time + (animation.cycleDuration ?? 0))
    }

    /// What transaction `index` counts for the scene's length: its end, or for a step of a cycle
    /// that repeats for ever (``StateChange/cycleEnd``), an endless change whose first cycle ends
    /// there, so that the default render covers that cycle once, however far the clock followed it.
    public func lengthEnd(ofTransaction index: Int) -> ChangeEnd {
        if let cycleEnd = transactions[index].cycleEnd { return .endless(cycleEnd: cycleEnd) }
        return end(ofTransaction: index)
    }

    /// The scene length for a set of change ends (DESIGN.md §4): with only finite ends, the
    /// latest plus ``hold``; when some change never ends, the later of the endless changes'
    /// first cycles (no hold: one cycle is rendered, and loops) and of the latest finite end
    /// plus the hold (a finite animation still comes to rest before the end). A finite end at 0
    /// (nothing moved) asks for no hold beside an endless change.
    public static func sceneDuration<Ends: Sequence>(_ ends: Ends) -> Double where Ends.Element == ChangeEnd {
        var lastFinite = 0.0
        var lastCycle: Double?
        for end in ends {
            switch end {
            case .finite(let t): lastFinite = max(lastFinite, t)
            case .endless(let cycleEnd): lastCycle = max(lastCycle ?? 0, cycleEnd)
            }
        }
        guard let lastCycle else { return lastFinite + hold }
        return max(lastCycle, lastFinite > 0 ? lastFinite + hold : 0)
    }

    /// The same changes at the same times, with the animations of some transactions replaced:
    /// `animations[i]` (nil: immediate) for transaction `i`. Implicit animations
    /// (`.animation(_:value:)`) animate part of a view tree this way.
    public func replacingAnimations(_ animations: [Int: AnimationTiming?]) -> Timeline {
        var replaced = transactions
        for (index, animation) in animations where replaced.indices.contains(index) {
            replaced[index].animation = animation
        }
        // The transactions are already in time order, so the order (and indices) are kept.
        return Timeline(transactions: replaced)
    }
}
