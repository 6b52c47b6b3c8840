/// Lowering done later than the evaluation it belongs to: content the engine asks for during
/// layout or at a frame (keyframe animator content, an Animatable modifier's body). It reads the
/// state as it was when its snapshot was lowered (`StateHistory`), in a detached copy of the view
/// graph, so nothing it does reaches the scene's real graph, and it takes turns with other scene
/// code called while rendering (`SceneRuntime.callback`).
struct DeferredLowering: @unchecked Sendable {
    private let context: LoweringContext
    private let version: Int
    /// The scene's seed and time when it was captured: the clock its scene code runs on.
    private let moment: FrameClock.Moment

    /// Captures `context` now, during its snapshot's evaluation.
    init(_ context: LoweringContext) {
        // Keep past state values from now on (set during an evaluation, on its thread).
        let states = context.runtime.history
        if !states.isRecording { states.isRecording = true }
        self.context = context
        // Content lowered inside other deferred content keeps the outer one's moment.
        version = StateHistory.reading ?? states.version
        moment = .now
    }

    /// Runs `body` with a context that reads the captured moment's state, on the captured
    /// moment's clock; its random numbers are drawn for `inputs` (see `FrameClock.Moment`).
    func run<T>(inputs: [Double] = [], _ body: (LoweringContext) -> T) -> T {
        context.runtime.callback {
            moment.run(inputs: inputs) {
                StateHistory.$reading.withValue(version) {
                    var detached = context
                    detached = LoweringContext(
                        graph: context.graph.detached(), path: context.path, environment: context.environment,
                        modifierContents: context.modifierContents)
                    return body(detached)
                }
            }
        }
    }
}
