/// Bounds on what one scene may do, so that any input ends quickly with a clear error
/// (DESIGN.md §7: scenes are data, not programs). Each diagnostic names the limit and, where
/// the command line can raise it, the flag (docs/cli.md, "Limits").
public struct EvaluationLimits: Sendable, Equatable {
    /// Nested calls: computed properties, functions, closures, view bodies. Fixed: it protects
    /// the evaluation stack.
    public var maxCallDepth = 200
    /// Nested evaluation steps (expressions and statements, across calls). Measured in a debug
    /// build, one step takes up to ~7 KB of stack, so the worst case (~7 MB) stays well inside
    /// `SceneLoader.stackSize`. Fixed, for the same reason.
    public var maxDepth = 1_000
    /// Elements one loop, `ForEach` or sequence method may go through, and the longest array
    /// (`--max-loop-iterations`).
    public var maxLoopIterations = 10_000
    /// Work units of the whole evaluation: one per expression or statement evaluated, plus one
    /// per element a sequence operation copies or visits (`--max-steps`). It bounds the time a
    /// scene can take however its loops and recursion multiply.
    public var maxSteps = 2_000_000
    /// Closures run by `asyncAfter`/`async` over the whole scene.
    public var maxScheduledClosures = 1_000
    public var maxTransactions = 1_000
    /// Views produced by one evaluation of the root body (`--max-views`).
    public var maxViews = 10_000
    /// Characters in one string (`--max-string-length`).
    public var maxStringLength = 100_000
    /// Segments (moves, lines, curves, closes) in one path (`--max-path-segments`).
    public var maxPathSegments = 100_000
    /// Latest scene time, in seconds, a closure may be scheduled at (`--max-duration`).
    public var maxDuration = 3_600.0
    /// Largest font size, in points.
    public var maxFontSize = 2_000.0
    /// Largest blur or shadow radius, in points.
    public var maxBlurRadius = 1_000.0

    public init() {}
}
