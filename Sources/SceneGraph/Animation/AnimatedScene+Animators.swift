import Timeline

extension AnimatedScene {
    /// An animator's content at `t`: rebuilt from its keyframes' values, or blended between
    /// the phases it moves through. Falls back to the content at rest if building it fails
    /// (layout already built it at every keyframe, so scene errors were reported then).
    func animatorContent(_ animator: AnimatorContent, at id: NodeID, model: Int, time t: Double) -> RenderNode {
        let timing = animatorTimings[model][id] ?? AnimatorTiming(appear: 0, plays: [])
        switch animator.motion {
        case .keyframes(let motion):
            let values = Self.keyframeValues(motion, trigger: animator.trigger, timing, at: t)
            return (try? motion.layout(values)) ?? animator.model
        case .timeline(let motion):
            return (try? motion.layout(motion.schedule.update(at: t))) ?? animator.model
        case .animatableData(let motion):
            // The node was blended before it is presented: `motion.data` is the value at `t`.
            return (try? motion.layout(motion.data)) ?? animator.model
        case .phases(let phases, let phaseTiming):
            guard let (move, elapsed) = Self.phaseMove(phaseTiming, trigger: animator.trigger, timing, t)
            else { return phases[0] }
            return Self.blendPhases(phases, move, elapsed: elapsed)
        }
    }

    /// The tracks' values at `t`. The repeating form loops from the animator's appearance;
    /// the trigger form plays the keyframes from the current value (and velocity) each time
    /// the trigger changes and then holds the end value, as SwiftUI documents.
    static func keyframeValues(
        _ motion: KeyframeMotion, trigger: AnimationTrigger?, _ timing: AnimatorTiming, at t: Double
    ) -> [[Double]] {
        let timeline = motion.timeline
        guard trigger != nil else {
            return motion.repeating ? timeline.values(at: t - timing.appear, repeating: true) : timeline.values(at: 0)
        }
        let starts = timing.plays.filter { $0 <= t }
        var values = timeline.values(at: 0)
        var velocities = values.map { $0.map { _ in 0.0 } }
        for (k, start) in starts.enumerated() {
            let play = KeyframeCurveGroup(
                tracks: timeline.tracks.enumerated().map { n, track in
                    KeyframeCurve(initialValue: values[n], initialVelocity: velocities[n], keyframes: track.keyframes)
                })
            let elapsed = (k + 1 < starts.count ? starts[k + 1] : t) - start
            values = play.values(at: elapsed)
            velocities = play.velocities(at: elapsed)
        }
        return values
    }

    /// The phase timing in effect at `t` and the seconds into it: the cycling form from the
    /// animator's appearance, the trigger form from the latest trigger change (nil before
    /// any: the view rests in phase 0).
    static func phaseMove(_ phases: PhaseAnimation, trigger: AnimationTrigger?, _ timing: AnimatorTiming, _ t: Double)
        -> (PhaseAnimation, Double)?
    {
        guard trigger != nil else { return (phases, t - timing.appear) }
        guard let start = timing.plays.last(where: { $0 <= t }) else { return nil }
        return (PhaseAnimation(animations: phases.animations, repeats: false), t - start)
    }

    /// The content of the phase being moved into, with every node that exists in all phases
    /// blended between the phase it leaves and that one.
    static func blendPhases(_ phases: [RenderNode], _ timing: PhaseAnimation, elapsed: Double) -> RenderNode {
        let phase = min(timing.phase(at: elapsed), phases.count - 1)
        let indexed: [[NodeID: RenderNode]] = phases.map { tree in
            var nodes: [NodeID: RenderNode] = [:]
            tree.forEach { nodes[$0.id] = $0 }
            return nodes
        }
        return phases[phase].mapTree { node in
            let series = indexed.map { $0[node.id] }
            guard series.allSatisfy({ $0.map { $0.isBlendable(with: node) } ?? false }) else { return node }
            var node = node
            node.animatableData = timing.blend(series.map { $0?.animatableData ?? [] }, at: elapsed)
            return node
        }
    }
}
