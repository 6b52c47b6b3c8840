/// The one executor a scene's async code runs on (DESIGN.md §2b): every `Task` of the scene
/// prefers it, and it is the executor of the scene's `MainActor`. Its jobs run on the
/// evaluation thread, as actions of the scene clock at the time they became ready, so async
/// code is as reproducible as the rest of the scene and never waits on real time. Each scene
/// (`SceneRun`) has its own.
final class SceneExecutor: SerialExecutor, TaskExecutor, @unchecked Sendable {
    /// The scene whose clock runs the jobs; none for async code started outside a scene, whose
    /// jobs never run (there is no clock to run them on).
    private weak var run: SceneRun?

    init(run: SceneRun?) { self.run = run }

    /// The executor of the scene evaluated by this task (or thread); outside a scene, `idle`.
    static var current: SceneExecutor { SceneRun.current?.executor ?? idle }

    /// The executor of async code started outside any scene: it drops the jobs, touching none
    /// of its state (so it is shared by no one in effect). An actor's executor must outlive the
    /// references the runtime keeps to it, hence one that lasts.
    private static let idle = SceneExecutor(run: nil)

    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    private var isDraining = false
    private var drainIsScheduled = false

    func enqueue(_ job: consuming ExecutorJob) {
        guard let run else { return }
        let job = UnownedJob(job)
        lock.withLock { jobs.append(job) }
        guard !isDraining, !drainIsScheduled else { return }
        drainIsScheduled = true
        run.schedule(at: run.now) { [self] in drain() }
    }

    /// Forgets the jobs of an earlier evaluation (tasks whose wake-ups were dropped with it).
    func reset() {
        lock.withLock { jobs = [] }
        isDraining = false
        drainIsScheduled = false
    }

    /// Runs the ready jobs, and those they make ready, until none is left.
    private func drain() {
        drainIsScheduled = false
        isDraining = true
        defer { isDraining = false }
        while let job = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) {
            job.runSynchronously(isolatedTo: asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
        }
    }

    /// Everything of a scene runs on its one thread.
    func checkIsolated() {}
}

/// The scene's main actor: SwiftUI code's `@MainActor`, `MainActor.run { }`. It shadows the
/// standard library's so that main-actor code runs on the scene's executor.
@globalActor
public actor MainActor {
    public static let shared = MainActor()

    /// The executor of the scene whose code runs now: main-actor code of two scenes evaluated
    /// at once runs on each one's own clock.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { SceneExecutor.current.asUnownedSerialExecutor() }

    public static var sharedUnownedExecutor: UnownedSerialExecutor {
        SceneExecutor.current.asUnownedSerialExecutor()
    }

    /// Runs `body` on the main actor.
    @MainActor
    public static func run<T: Sendable>(
        resultType: T.Type = T.self, body: @MainActor @Sendable () throws -> T
    ) async rethrows -> T {
        try body()
    }

    /// Runs `operation` as main-actor code: the scene has one thread, so it always is.
    public static func assumeIsolated<T>(_ operation: @MainActor () throws -> T) rethrows -> T {
        try withoutActuallyEscaping(operation) { operation in
            try unsafeBitCast(operation, to: (() throws -> T).self)()
        }
    }
}
