internal import Geometry
internal import Raster
internal import SceneGraph
internal import Timeline

/// A compiled scene, run on the scene clock: SceneGraph's `SceneProgram`.
///
/// Scene time 0 is when the root view appears. The root is lowered, the `onAppear` actions of
/// the views that appeared run, then every scheduled closure (`asyncAfter`, timers, tasks) at
/// its time. After each action, and around each `withAnimation`, the views are evaluated again;
/// when they differ from the last snapshot, the change is a transaction at the current time
/// with the animation in effect (DESIGN.md §2b, §4).
// `@unchecked Sendable` so that it can be a task-local value (`current`): it is used only by
// the thread that evaluates it and the tasks that run on its executor, during `evaluate`.
final class SceneRun: SceneProgram, @unchecked Sendable {
    /// The scene being evaluated by this task (or on this thread, outside tasks): bound while
    /// `evaluate` runs, and in the tasks the scene starts, which inherit it. Scene code the engine
    /// calls while rendering sees none (its clock is the frame's).
    @TaskLocal static var current: SceneRun?

    let rootName: String
    private let makeRoot: () -> any View
    /// The root view value, made once per evaluation as an app makes its root view once
    /// (its `let` properties, such as a `Timer.publish(…)`, last the whole scene).
    private var root: (any View)?

    /// Scene time, in seconds.
    private(set) var now: Double = 0
    private(set) var request = SceneRequest(canvas: SceneRequest.defaultCanvas)
    private var graph = ViewGraph(runtime: SceneRuntime())
    private var scheduled: [Scheduled] = []
    private var scheduledCount = 0
    /// The scene times at which the latest `maxScheduled` closures were scheduled, oldest at
    /// `scheduleTimesCursor` once full: more in one second of scene time is a runaway.
    private var scheduleTimes: [Double] = []
    private var scheduleTimesCursor = 0
    /// Where the scene's code asked for the action that runs now (the `onChange` of its action),
    /// when known: a runaway is reported there. (`asyncAfter` and `Timer` take no hidden line:
    /// a scene that imports Foundation too would find their calls ambiguous with Dispatch's.)
    private var actionLocation: SourceLocation?
    private var transactions: [StateChange] = []
    private var snapshots: [ViewNode] = []
    /// For each snapshot equal to an earlier one, the first snapshot of that state.
    private var repeatedSnapshots: [Int: Int] = [:]
    /// Animations of the `withAnimation` calls running, innermost last.
    private var animationStack: [AnimationTiming?] = []
    private var failure: SceneFailure?
    /// True while an action of the scene runs (changes then make transactions).
    private var isRunningAction = false
    /// True while a scheduled closure runs (what it schedules for later is chained).
    private var isRunningScheduled = false
    /// The scene time of `geometryCallbackRuns`.
    private var geometryCallbackTime = -Double.infinity
    /// How often each geometry callback ran at that time.
    private var geometryCallbackRuns: [ViewPath: Int] = [:]
    var random = SeededRandom(seed: 0)
    /// What the scene's code shares, also while its frames render.
    let runtime = SceneRuntime()
    /// The executor of the scene's tasks and main actor.
    private(set) var executor = SceneExecutor(run: nil)

    init(rootName: String, makeRoot: @escaping () -> any View) {
        self.rootName = rootName
        self.makeRoot = makeRoot
        executor = SceneExecutor(run: self)
    }

    /// The most closures the scene may schedule (asyncAfter, timer ticks, task wake-ups) in one
    /// second of scene time. Counted per second rather than in total so that a timer ticks for
    /// as long as the render lasts; a loop that schedules without letting the clock advance (an
    /// `async` that calls itself) still ends, with its error.
    static let maxScheduled = 100_000
    /// The one second over which `maxScheduled` and `SceneRequest.maxStateChanges` count, less
    /// a nanosecond so that ticks counted from one base (a timer's) fit exactly.
    static let rateWindow = 1 - 1e-9
    /// How long the clock follows a chain of closures that never stops scheduling (a repeating
    /// timer) when the command line gives no duration (docs/scene-language.md): the length an
    /// endless timeline view renders, one documented default for both.
    static let endlessLength = TimelineContentView.defaultLength

    func evaluate(_ request: SceneRequest) throws(SceneFailure) -> LoadedScene {
        // Bound for the evaluation: the scene code it runs, and the tasks that code starts, find
        // this scene and its runtime (another scene evaluated at the same time finds its own).
        let result = SceneRun.$current.withValue(self) {
            SceneRuntime.$current.withValue(runtime) { evaluateBound(request) }
        }
        return try result.get()
    }

    private func evaluateBound(_ request: SceneRequest) -> Result<LoadedScene, SceneFailure> {
        self.request = request
        runtime.canvas = request.canvas
        runtime.dynamicTypeSize = min(max(request.dynamicTypeSize, 0), DynamicTypeStyle.sizeCount - 1)
        runtime.safeAreaSize = Size(
            width: max(0, request.canvas.width - request.safeArea.leading - request.safeArea.trailing),
            height: max(0, request.canvas.height - request.safeArea.top - request.safeArea.bottom))
        runtime.safeAreaInsets = UIEdgeInsets(
            top: request.safeArea.top, left: request.safeArea.leading, bottom: request.safeArea.bottom,
            right: request.safeArea.trailing)
        runtime.sceneFolder = request.sceneFolder
        random = SeededRandom(seed: request.seed)
        now = 0
        graph = ViewGraph(runtime: runtime)
        graph.viewLimit = request.maxViews
        scheduled = []
        scheduledCount = 0
        scheduleTimes = []
        scheduleTimesCursor = 0
        actionLocation = nil
        isRunningScheduled = false
        transactions = []
        repeatedSnapshots = [:]
        animationStack = []
        failure = nil
        preferredColorScheme = nil
        executor.reset()
        root = makeRoot()
        defer { root = nil }

        geometryCallbackTime = -Double.infinity
        geometryCallbackRuns = [:]
        snapshots = [lowerSettled()]
        let startScheme: SceneRequest.ColorScheme = rootColorScheme == .dark ? .dark : .light
        runAppearActions()
        // Without a duration, closures the scene scheduled from its views (onAppear, a task's
        // start) run up to --max-duration, so a step at 7 s happens; a chain of closures that
        // each schedule the next (a repeating timer, an asyncAfter that calls itself, a task's
        // loop) never ends, and is followed for the endless length only.
        let end = min(request.duration ?? request.maxDuration, request.maxDuration)
        // Without a duration, a chain is followed for the endless length, or up to the time the
        // command draws (a frame at 9.5 s sees the timer's ninth tick).
        let chainEnd = max(Self.endlessLength, request.horizon ?? 0)
        var chainsStopped: Double?
        while failure == nil, let next = scheduled.first, next.time <= end {
            scheduled.removeFirst()
            if request.duration == nil && next.isChained && next.time > chainEnd {
                chainsStopped = chainEnd
                continue
            }
            now = next.time
            isRunningScheduled = true
            run(next.action)
            isRunningScheduled = false
        }
        if let failure { return .failure(failure) }
        var scene = LoadedScene(
            viewName: rootName, snapshots: snapshots, timeline: Timeline(transactions: transactions))
        scene.warnings = warnings
        scene.innermostView = graph.innermostView?.name
        scene.colorScheme = startScheme
        scene.chainsStopped = chainsStopped
        scene.repeatedSnapshots = repeatedSnapshots
        return .success(scene)
    }

    /// Warnings of the evaluation (views left out, …), each once.
    var warnings: [SceneWarning] { graph.warnings }

    /// Records a warning of the scene's code, once (see `ViewGraph.warn`).
    func warn(_ message: String, at location: SourceLocation? = nil, declaration: String? = nil) {
        graph.warn(message, at: location, declaration: declaration)
    }

    // MARK: Actions and transactions

    /// Runs a scene closure at the current time; its changes outside `withAnimation` are one
    /// immediate transaction.
    func run(_ action: () -> Void) {
        let wasRunning = isRunningAction
        let location = actionLocation
        isRunningAction = true
        animationStack = []
        action()
        commit(animation: nil)
        actionLocation = location
        isRunningAction = wasRunning
        // Views that appeared start their own closures: not links of the chain that made them appear.
        let wasScheduled = isRunningScheduled
        isRunningScheduled = false
        runAppearActions()
        isRunningScheduled = wasScheduled
    }

    /// Notes where the scene's code asked for the action that runs now (an `onChange`), until
    /// it and its changes are done: a runaway it causes is reported there.
    func locateAction(at location: SourceLocation) {
        actionLocation = location
    }

    func withAnimation<Result>(_ animation: AnimationTiming?, _ body: () throws -> Result) rethrows -> Result {
        guard isRunningAction else { return try body() }
        commit(animation: animationStack.last ?? nil)
        animationStack.append(animation)
        defer {
            commit(animation: animation)
            animationStack.removeLast()
        }
        return try body()
    }

    /// Runs `body` (a state change of the engine's own, such as a phase animator's move) and
    /// commits what it changed as one transaction animated with `animation`, as
    /// `withAnimation(animation) { body() }` would, in an action that has nothing else to commit;
    /// `cycleEnd` marks the transaction as a step of an endless cycle (`StateChange.cycleEnd`).
    func change(animation: AnimationTiming?, cycleEnd: Double?, _ body: () -> Void) {
        guard isRunningAction else { return body() }
        body()
        commit(animation: animation, cycleEnd: cycleEnd)
    }

    /// Evaluates the views; a difference from the last snapshot is a transaction now.
    ///
    /// State changes are limited per second of scene time, not in total (docs/animation.md §14):
    /// a timer that flips a colour every 20 ms keeps doing so through a render of any length,
    /// while a change that makes the next at the same instant (an `onChange` that changes its own
    /// value, an `async` that calls itself) passes the limit within its first second.
    private func commit(animation: AnimationTiming?, cycleEnd: Double? = nil) {
        guard failure == nil else { return }
        let view = lowerSettled()
        guard view != snapshots.last else { return }
        let most = request.maxStateChanges
        if transactions.count >= most, transactions[transactions.count - most].time > now - Self.rateWindow {
            fail(
                "the scene changed state more than \(most) times in one second of scene time",
                line: actionLocation?.line ?? 0, column: actionLocation?.column ?? 0,
                limit: .stateChanges(most, at: now))
            return
        }
        transactions.append(StateChange(time: now, animation: animation, cycleEnd: cycleEnd))
        if let earlier = repeatedSnapshot(equalTo: view) {
            repeatedSnapshots[snapshots.count] = repeatedSnapshots[earlier] ?? earlier
            snapshots.append(snapshots[earlier])
        } else {
            snapshots.append(view)
        }
    }

    /// How many distinct snapshots back `repeatedSnapshot(equalTo:)` looks.
    static let repeatPeriod = 8

    /// The index of an earlier snapshot equal to `view` among the `repeatPeriod` before the
    /// last: a scene that ticks between a few states (a colour a timer flips, a phase animator's
    /// phases) then holds each state once however long it runs, its snapshots sharing storage
    /// and layout (`LoadedScene.repeatedSnapshots`). Looking further back finds no more such
    /// states in practice and costs a comparison of the whole tree each.
    private func repeatedSnapshot(equalTo view: ViewNode) -> Int? {
        let last = snapshots.count - 1
        for earlier in stride(from: last - 1, through: max(0, last - Self.repeatPeriod), by: -1)
        where snapshots[earlier] == view {
            return earlier
        }
        return nil
    }

    private func runAppearActions() {
        // Actions may make views appear whose own actions then run, in order.
        while failure == nil {
            let actions = graph.takeAppearActions()
            if actions.isEmpty { return }
            for action in actions { run(action) }
        }
    }

    /// The root's colour scheme: what the latest `.preferredColorScheme` asked for, else the
    /// request's.
    private var rootColorScheme: ColorScheme {
        preferredColorScheme ?? (request.colorScheme == .dark ? .dark : .light)
    }
    private var preferredColorScheme: ColorScheme?

    private func lowerRoot() -> ViewNode {
        let scheme = rootColorScheme
        var view = lowerRoot(in: scheme)
        preferredColorScheme = graph.preferredColorScheme
        // A `.preferredColorScheme` sets the whole presentation's scheme, the root's too: when it
        // changes the root's, what the views did is rolled back and they are lowered again in it.
        if rootColorScheme != scheme {
            graph.rollBackEvaluation()
            view = lowerRoot(in: rootColorScheme)
        }
        return view
    }

    private func lowerRoot(in colorScheme: ColorScheme) -> ViewNode {
        graph.beginEvaluation()
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.dynamicTypeSize = DynamicTypeSize.allCases[runtime.dynamicTypeSize]
        let context = LoweringContext(graph: graph, path: ViewPath(), environment: environment)
        var view = lowerAny(root ?? makeRoot(), in: context).view
        if graph.presentations.hasPresenters {
            // What is presented is drawn in the root layer, over the presenter's whole screen.
            let host = PresentationHost(
                presenter: Lowered(view), presented: graph.presentations.presented,
                screen: PresentationScreen(runtime: runtime))
            view = lowerView(host, in: context.child(.part("presentationHost"))).view
        }
        // SceneGraph's default foreground is light mode's label colour, black.
        if colorScheme == .dark { view = .modified(view, foregroundModifier(in: environment)) }
        graph.endEvaluation()
        if graph.viewCount > request.maxViews {
            fail(
                "too many views (limit \(request.maxViews) in one snapshot)", line: graph.limitLocation?.line ?? 0,
                column: graph.limitLocation?.column ?? 0, limit: .viewsInSnapshot(request.maxViews))
        }
        return view
    }

    // MARK: Geometry

    /// The most layouts one evaluation makes while its views read geometry, and the most times
    /// one geometry callback runs at one scene time.
    static let maxGeometryRounds = 8

    /// The views lowered; when they read geometry (`ViewGraph.needsGeometry`), laid out on the
    /// scene's canvas and lowered again with the frames that layout found, until the frames no
    /// longer change (at most `maxGeometryRounds` layouts). What an evaluation made with frames
    /// that then changed (views appearing, actions queued) is rolled back before the next one,
    /// so actions and `onChange` see only settled geometry. Views that read no geometry are
    /// lowered once, with no layout.
    private func lowerSettled() -> ViewNode {
        var view = lowerRoot()
        var layouts = 0
        while graph.needsGeometry, failure == nil {
            layouts += 1
            guard let frames = reportedFrames(view) else { break }
            let found = GeometryValues(frames: frames, coordinateSpaces: graph.coordinateSpaces)
            if found == graph.geometry { break }
            graph.geometry = found
            guard layouts < Self.maxGeometryRounds else {
                graph.warn(
                    "the views' geometry did not settle after \(Self.maxGeometryRounds) layouts (a view whose size "
                        + "depends on what a GeometryReader inside it reads); the last layout is used")
                break
            }
            graph.rollBackEvaluation()
            view = lowerRoot()
        }
        return view
    }

    /// The frames the views that report theirs get when `view` is laid out as the render lays
    /// it out; nil when it cannot be laid out (the render then reports why).
    private func reportedFrames(_ view: ViewNode) -> [Int: ReportedFrame]? {
        var engine = LayoutEngine(canvas: request.canvas, images: request.images ?? NoImages())
        engine.safeArea = request.safeArea
        engine.displayScale = request.displayScale
        engine.useFonts(ofSceneIn: request.sceneFolder)
        engine.maximumNodes = Int.max
        return try? engine.reportedFrames(view)
    }

    /// Whether a geometry callback may run now: one that has run `maxGeometryRounds` times at
    /// this scene time keeps changing what it reads, and the scene fails at its line.
    func admits(_ callback: GeometryCallback) -> Bool {
        if geometryCallbackTime != now {
            geometryCallbackTime = now
            geometryCallbackRuns = [:]
        }
        let runs = geometryCallbackRuns[callback.path, default: 0] + 1
        geometryCallbackRuns[callback.path] = runs
        guard runs <= Self.maxGeometryRounds else {
            fail(
                "the geometry never settles: '\(callback.name)' ran \(Self.maxGeometryRounds) times at one moment and "
                    + "what it reads still changes (its action changes the layout it reads)",
                line: callback.line, column: callback.column)
            return false
        }
        return true
    }

    // MARK: The clock

    struct Scheduled {
        var time: Double
        var order: Int
        /// Scheduled by a scheduled closure for a later time: a link of a chain that may never end.
        var isChained: Bool
        var action: () -> Void
    }

    /// Runs `action` at scene time `time` (not before now).
    func schedule(at time: Double, _ action: @escaping () -> Void) {
        guard failure == nil else { return }
        scheduledCount += 1
        if scheduleTimes.count < Self.maxScheduled {
            scheduleTimes.append(now)
        } else {
            guard scheduleTimes[scheduleTimesCursor] <= now - Self.rateWindow else {
                fail(
                    "the scene scheduled more than \(Self.maxScheduled) closures in one second of scene time",
                    line: actionLocation?.line ?? 0, column: actionLocation?.column ?? 0)
                return
            }
            scheduleTimes[scheduleTimesCursor] = now
            scheduleTimesCursor = (scheduleTimesCursor + 1) % Self.maxScheduled
        }
        let time = max(time, now)
        let entry = Scheduled(
            time: time, order: scheduledCount, isChained: isRunningScheduled && time > now, action: action)
        let index = scheduled.firstIndex { ($0.time, $0.order) > (entry.time, entry.order) } ?? scheduled.count
        scheduled.insert(entry, at: index)
    }

    func fail(
        _ message: String, file: String = "", line: Int = 0, column: Int = 0, limit: SceneLimit? = nil,
        declaration: String? = nil
    ) {
        guard failure == nil else { return }
        failure = SceneFailure(message, file: file, line: line, column: column, limit: limit)
        failure?.declaration = declaration
    }
}

/// The scene program of a compiled scene whose root view `root` builds (called by the
/// generated entry point; its result goes to `runSceneProgram`).
public func _zoetropeSceneProgram<Root: View>(_ root: @escaping () -> Root) -> Any {
    SceneRun(rootName: String(describing: Root.self)) { root() }
}

/// The scene's clock time in seconds, for the clock's users in this module.
var sceneTime: Double { SceneRun.current?.now ?? 0 }

/// The images of a scene evaluated without its assets: none.
private struct NoImages: ImageProvider {
    func image(named name: String) throws -> PixelBuffer {
        throw LayoutError(kind: .missingAsset, message: "no image '\(name)'")
    }
}
