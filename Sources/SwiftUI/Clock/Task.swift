/// Async work on the scene clock: the standard library's `Task`, which it shadows in a scene.
/// The operation runs on the scene's one executor; `Task.sleep` wakes it at a later scene
/// time, so `Task { try await Task.sleep(for: .seconds(1)); … }` changes state at 1 s.
public struct Task<Success: Sendable, Failure: Error>: Sendable, Hashable {
    let base: _Concurrency.Task<Success, Failure>

    init(base: _Concurrency.Task<Success, Failure>) { self.base = base }

    /// Stops the task: its `Task.sleep` throws `CancellationError`.
    public func cancel() { base.cancel() }

    public var isCancelled: Bool { base.isCancelled }
}

extension Task where Failure == Never {
    /// Runs `operation` on the scene clock, starting after the current action.
    @discardableResult
    public init(
        priority: TaskPriority? = nil,
        @_inheritActorContext operation: sending @escaping @isolated(any) () async -> Success
    ) {
        base = _Concurrency.Task(executorPreference: SceneExecutor.current, priority: priority) {
            await operation()
        }
    }

    /// Runs `operation` on the scene clock, starting after the current action.
    @discardableResult
    public static func detached(
        priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async -> Success
    ) -> Task<Success, Never> {
        Task(priority: priority, operation: operation)
    }

    /// The operation's result, once it has finished.
    public var value: Success {
        get async { await base.value }
    }
}

extension Task where Failure == any Error {
    /// Runs `operation` on the scene clock, starting after the current action.
    @discardableResult
    public init(
        priority: TaskPriority? = nil,
        @_inheritActorContext operation: sending @escaping @isolated(any) () async throws -> Success
    ) {
        base = _Concurrency.Task(executorPreference: SceneExecutor.current, priority: priority) {
            try await operation()
        }
    }

    /// Runs `operation` on the scene clock, starting after the current action.
    @discardableResult
    public static func detached(
        priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async throws -> Success
    ) -> Task<Success, any Error> {
        Task(priority: priority, operation: operation)
    }

    /// The operation's result, once it has finished; its error if it threw.
    public var value: Success {
        get async throws { try await base.value }
    }

    /// The operation's result or error, once it has finished.
    public var result: Result<Success, any Error> {
        get async { await base.result }
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for `nanoseconds` of scene time.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sceneSleep(seconds: Double(duration) / 1e9)
    }

    /// Suspends the current task for `duration` of scene time: `.seconds(1)`, `.milliseconds(300)`.
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        let (seconds, attoseconds) = duration.components
        try await sceneSleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// Suspends the current task for `duration` of scene time, whatever `clock` is given:
    /// every clock of a scene is the scene clock.
    public static func sleep<C: Clock>(for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil, clock: C)
        async throws where C.Instant.Duration == Duration
    {
        try await sleep(for: duration)
    }

    @available(
        *, unavailable, message: "'Task.sleep(until:clock:)' is not supported by Zoetrope yet; use Task.sleep(for:)"
    )
    public static func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C)
        async throws
    {}

    /// Suspends the current task for `duration` nanoseconds of scene time (the old form,
    /// which does not throw).
    @available(*, deprecated, renamed: "sleep(nanoseconds:)")
    public static func sleep(_ duration: UInt64) async {
        try? await sceneSleep(seconds: Double(duration) / 1e9)
    }

    /// Lets the scene's other work at the current time run first.
    public static func yield() async {
        guard let run = SceneRun.current else { return }
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            run.schedule(at: run.now) { continuation.resume() }
        }
    }

    /// Whether the current task was cancelled.
    public static var isCancelled: Bool { _Concurrency.Task<Never, Never>.isCancelled }

    /// Throws `CancellationError` if the current task was cancelled.
    public static func checkCancellation() throws {
        if isCancelled { throw CancellationError() }
    }

    /// The current task's priority.
    public static var currentPriority: TaskPriority { _Concurrency.Task<Never, Never>.currentPriority }

    /// Waits `seconds` of scene time; throws `CancellationError` if the task is cancelled
    /// before or while waiting. Outside a running scene it returns at once.
    static func sceneSleep(seconds: Double) async throws {
        guard let run = SceneRun.current else { return }
        try checkCancellation()
        let wait = SleepWait()
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                if wait.start(continuation) {
                    run.schedule(at: run.now + max(seconds, 0)) { wait.finish(.success(())) }
                }
            }
        } onCancel: {
            wait.finish(.failure(CancellationError()))
        }
    }
}

/// One `Task.sleep`: woken by the clock or by cancellation, whichever comes first.
private final class SleepWait: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: UnsafeContinuation<Void, any Error>?
    private var result: Result<Void, any Error>?

    /// Keeps `continuation`; false when the sleep already ended (it was cancelled first).
    func start(_ continuation: UnsafeContinuation<Void, any Error>) -> Bool {
        let early = lock.withLock { () -> Result<Void, any Error>? in
            if result == nil { self.continuation = continuation }
            return result
        }
        guard let early else { return true }
        continuation.resume(with: early)
        return false
    }

    func finish(_ outcome: Result<Void, any Error>) {
        let waiting = lock.withLock { () -> UnsafeContinuation<Void, any Error>? in
            guard result == nil else { return nil }
            result = outcome
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(with: outcome)
    }
}
