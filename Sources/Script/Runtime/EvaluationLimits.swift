/// Bounds on what one scene may do, so that any input ends quickly with a clear error
/// (DESIGN.md §7: scenes are data, not programs).
struct EvaluationLimits {
    /// Nested calls: computed properties, functions, closures, view bodies.
    var maxCallDepth = 200
    /// Nested evaluation steps (expressions and statements, across calls). Measured in a debug
    /// build, one step takes up to ~7 KB of stack, so the worst case (~7 MB) stays well inside
    /// `SceneLoader.stackSize`.
    var maxDepth = 1_000
    var maxLoopIterations = 10_000
    /// Closures run by `asyncAfter`/`async` over the whole scene.
    var maxScheduledClosures = 1_000
    var maxTransactions = 1_000
    /// Views produced by one evaluation of the root body.
    var maxViews = 10_000
}
