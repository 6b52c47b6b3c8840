/// The one executor a scene's async code runs on (DESIGN.md §2b): every `Task` of the scene
/// prefers it, and it is the executor of the scene's `MainActor`. Its jobs run on the
/// evaluation thread, as actions of the scene clock at the time they became ready, so async
/// code is as reproducible as the rest of the scene and never waits on real time.
final class SceneExecutor: SerialExecutor, TaskExecutor, @unchecked Sendable {
    static let shared = SceneExecutor()

    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    private var isDraining = false
    private var drainIsScheduled = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock { jobs.append(job) }
        guard !isDraining, !drainIsScheduled, let run = SceneRun.current else { return }
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

    public nonisolated var unownedExecutor: UnownedSerialExecutor { SceneExecutor.shared.asUnownedSerialExecutor() }

    public static var sharedUnownedExecutor: UnownedSerialExecutor {
        SceneExecutor.shared.asUnownedSerialExecutor()
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
