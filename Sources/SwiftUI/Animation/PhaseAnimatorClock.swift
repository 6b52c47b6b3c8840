internal import SceneGraph
internal import Timeline

/// A phase animator's phase, as a piece of its own state that the scene clock advances: each
/// move is `withAnimation(animation(next)) { phase = next }` at the time the previous move's
/// animation ends, as iOS moves a `PhaseAnimator` from phase to phase.
///
/// Why state rather than the per-phase content SceneGraph blends (`PhaseAnimatorView`): a move
/// is then an ordinary transaction, so the content is lowered and laid out in each phase and
/// everything whose frame depends on it (the animator, its siblings, its parents) animates with
/// the move's animation, springs and transitions included, through the snapshot machinery that
/// animates any other state change. The cost is a snapshot of the scene per move.
final class PhaseAnimatorClock {
    /// The index of the phase shown (a state box, so that content built later, during layout,
    /// reads the phase of its snapshot).
    let phase = StateBox(0)
    /// The pass under way: bumped by a new pass and when the animator disappears, so that the
    /// moves the old pass scheduled do nothing.
    private var pass = 0
    /// The animations of the latest evaluation: a move takes the animation the closure gives now.
    private var timing = PhaseAnimation(animations: [])

    /// The phase the animator at `context` shows in this evaluation; the cycling form starts its
    /// moves when it appears, the trigger form a pass each time `trigger` changes. Content built
    /// later (during layout, at a frame) reads the phase of its snapshot. Nil where no evaluation
    /// of the scene has lowered the animator, which then blends its phases (`PhaseAnimatorView`).
    static func phase(_ timing: PhaseAnimation, trigger: AnimationTrigger?, in context: LoweringContext) -> Int? {
        // Its own place beside the content's, which is lowered at `context.path`.
        let key = context.path.appending(.part("phaseAnimator"))
        let graph = context.graph
        if graph.isDetached {
            var known = true
            let clock = graph.box(key, "clock") {
                known = false
                return PhaseAnimatorClock()
            }
            return known ? clock.phase.value : nil
        }
        guard SceneRun.current != nil else { return nil }
        let clock = graph.box(key, "clock") { PhaseAnimatorClock() }
        clock.timing = timing
        let (entry, appearing) = Lifecycle.of(graph).visit(key)
        if appearing {
            entry.storage = trigger
            // Gone from the screen: its moves stop, and it starts again in phase 0 if it returns.
            entry.cleanup = { [clock] in
                clock.pass += 1
                clock.phase.value = 0
            }
            if trigger == nil { graph.enqueueAction { clock.start() } }
        } else if let trigger, entry.storage as? AnimationTrigger != trigger {
            entry.storage = trigger
            graph.enqueueAction { clock.start() }
        }
        return clock.phase.value
    }

    /// Starts a pass at the current scene time: the move into phase 1 now, the next one when
    /// its animation has ended, and so on. Choice: a trigger change during a pass starts a new
    /// pass from where the content is (into phase 1), rather than jumping back to phase 0.
    private func start() {
        guard let run = SceneRun.current, timing.animations.count > 1 else { return }
        let cycle = timing.cycleDuration
        // A cycle that takes no time (every move immediate) stays in phase 0 (docs/animation.md §7).
        if timing.repeats, cycle == 0 { return }
        pass += 1
        // The cycling form's moves are steps of an endless motion: the scene's own length is
        // its first cycle (docs/scene-language.md), however long the clock follows it.
        let cycleEnd = timing.repeats ? cycle.map { run.now + $0 } : nil
        move(into: 1, pass: pass, cycleEnd: cycleEnd)
    }

    /// Moves into phase `next` now and schedules the move after it for when this one's
    /// animation ends; a move that never ends is the last (docs/animation.md §7).
    private func move(into next: Int, pass: Int, cycleEnd: Double?) {
        guard pass == self.pass, let run = SceneRun.current, timing.animations.count > 1 else { return }
        // The phases may have changed in number since the pass started.
        let next = next % timing.animations.count
        let animation = timing.animations[next]
        run.change(animation: animation, cycleEnd: cycleEnd) { phase.value = next }
        if next == 0 && !timing.repeats { return }
        let duration: Double
        if let animation {
            guard let total = animation.totalDuration else { return }
            duration = total
        } else {
            duration = 0
        }
        let following = (next + 1) % timing.animations.count
        run.schedule(at: run.now + duration) { [self] in
            move(into: following, pass: pass, cycleEnd: cycleEnd)
        }
    }
}
