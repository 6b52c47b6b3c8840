/// The timing of SwiftUI's `PhaseAnimator`: the view starts in phase 0, then moves to phase 1,
/// 2, … and back to 0, each move animated with the animation for the phase it moves into and
/// starting when the previous move's animation has ended (a spring's when settled).
///
/// The cycling form (`PhaseAnimator(phases)`) repeats for ever; the trigger form
/// (`PhaseAnimator(phases, trigger:)`) makes one pass back to phase 0 and stays there. A move
/// whose animation never ends (`repeatForever`) is the last one. If a whole cycle takes no
/// time (every move immediate), the view stays in phase 0.
public struct PhaseAnimation: Hashable, Sendable {
    /// `animations[i]` animates the move into phase i (nil: immediate); one per phase.
    public let animations: [AnimationTiming?]
    /// True for the cycling form, false for the trigger form.
    public let repeats: Bool

    /// The timing of a phase animator with `animations.count` phases.
    public init(animations: [AnimationTiming?], repeats: Bool = true) {
        self.animations = animations
        self.repeats = repeats
    }

    /// Seconds for one pass through every phase back to phase 0, or nil when a move never
    /// ends. The cycling form loops with this period; the trigger form lasts this long.
    public var cycleDuration: Double? {
        var total = 0.0
        for k in animations.indices {
            guard let d = moveDuration(k) else { return nil }
            total += d
        }
        return total
    }

    /// The phase the view is in at `time` seconds after the start: a move's destination from
    /// the moment it starts.
    public func phase(at time: Double) -> Int {
        guard let move = move(at: time) else { return 0 }
        return (move.index + 1) % animations.count
    }

    /// The vector presented at `time`, given each phase's value (`phaseValues[i]` for phase i).
    public func blend(_ phaseValues: [[Double]], at time: Double) -> [Double] {
        guard let first = phaseValues.first else { return [] }
        guard let move = move(at: time), !animations.isEmpty else { return first }
        let from = phaseValues[min(move.index % animations.count, phaseValues.count - 1)]
        let to = phaseValues[min((move.index + 1) % animations.count, phaseValues.count - 1)]
        let p = animations[(move.index + 1) % animations.count]?.progress(elapsed: move.elapsed) ?? 1
        return from.indices.map { k in k < to.count ? from[k] + p * (to[k] - from[k]) : from[k] }
    }

    /// Seconds the move out of phase `k` takes, or nil when it never ends.
    private func moveDuration(_ k: Int) -> Double? {
        guard let animation = animations[(k + 1) % animations.count] else { return 0 }
        return animation.totalDuration
    }

    /// The move under way at `time` (index of the phase it leaves, seconds since it started),
    /// or nil in phase 0 before the first move or after the trigger form's pass.
    private func move(at time: Double) -> (index: Int, elapsed: Double)? {
        guard animations.count > 1, time >= 0 else { return nil }
        var t = time
        if let cycle = cycleDuration {
            guard cycle > 0 else { return nil }
            if repeats {
                t = t.truncatingRemainder(dividingBy: cycle)
            } else if t >= cycle {
                return nil
            }
        }
        var start = 0.0
        for k in animations.indices {
            guard let d = moveDuration(k) else { return (k, t - start) }
            if t < start + d { return (k, t - start) }
            start += d
        }
        return nil
    }
}
