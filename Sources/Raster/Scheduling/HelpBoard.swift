import Glibc
import Synchronization

/// Where single-threaded renderers post the parallel work of the frame they are drawing, so
/// that threads with nothing else to do can take part of it.
///
/// A renderer given a board (``Renderer/helpers``) posts every batch of independent work items
/// (bands of fills, rows of a blur, strips of a composite) while it works through them itself; a
/// thread that would otherwise wait calls ``help()`` and takes items from the oldest posted
/// batch until none are left. Items write only their own part of the output, so the pixels do
/// not depend on who ran which item. Posting costs one lock per batch; a thread waiting to help
/// is woken through `wake`, which the board calls for the first batch posted after a thread
/// began ``awaitWork(_:)``.
public final class HelpBoard: Sendable {
    private let posted = Mutex<[Batch]>([])
    /// Set by a thread about to wait for work; the next batch posted clears it and wakes.
    private let wakeWanted = Atomic<Bool>(false)
    private let wake: @Sendable () -> Void

    /// A board that calls `wake` when it posts a batch while a thread waits for work (see
    /// ``awaitWork(_:)``); `wake` must not post work itself.
    public init(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
    }

    /// True when a posted batch still has items to take.
    public var hasWork: Bool {
        posted.withLock { batches in batches.contains { $0.hasItems } }
    }

    /// Runs `wait` after marking that a thread is about to wait for work, so that the next batch
    /// posted calls the board's `wake`. `wait` should check ``hasWork`` before it blocks, or it
    /// may miss a batch posted just before.
    public func awaitWork<Result>(_ wait: () throws -> Result) rethrows -> Result {
        wakeWanted.store(true, ordering: .sequentiallyConsistent)
        return try wait()
    }

    /// Runs items of the oldest posted batch that still has some, until it has none; returns
    /// false when no batch had items.
    @discardableResult
    public func help() -> Bool {
        let batch = posted.withLock { batches -> Batch? in
            guard let batch = batches.first(where: { $0.hasItems }) else { return nil }
            batch.helpers.add(1, ordering: .relaxed)
            return batch
        }
        guard let batch else { return false }
        batch.work()
        batch.helpers.subtract(1, ordering: .releasing)
        return true
    }

    /// Runs `body(worker, item)` for every item in `0..<count` on the calling thread and on any
    /// helpers that join, each with its own `makeWorker()` state; returns when every item is done.
    func run<Worker>(_ count: Int, makeWorker: () -> Worker, _ body: (Worker, Int) -> Void) {
        withoutActuallyEscaping(makeWorker) { makeWorker in
            withoutActuallyEscaping(body) { body in
                let makeWorker = UncheckedSendable(makeWorker)
                let body = UncheckedSendable(body)
                let batch = Batch(count: count) { batch in
                    let worker = makeWorker.value()
                    while let item = batch.claim() { body.value(worker, item) }
                }
                posted.withLock { $0.append(batch) }
                if wakeWanted.exchange(false, ordering: .sequentiallyConsistent) { wake() }
                batch.work()
                posted.withLock { batches in batches.removeAll { $0 === batch } }
                // No helper joins now; wait for those still on their last item, then drop the
                // closures (a helper may hold the batch a little longer; the closures must not
                // outlive this call).
                while batch.helpers.load(ordering: .acquiring) > 0 { sched_yield() }
                batch.retire()
            }
        }
    }

    /// A posted batch of items.
    private final class Batch: Sendable {
        let count: Int
        private let next = Atomic<Int>(0)
        /// Helpers inside `work()`.
        let helpers = Atomic<Int>(0)
        /// Claims items of the batch until none are left; nil once retired.
        private let job: Mutex<(@Sendable (Batch) -> Void)?>

        init(count: Int, job: @escaping @Sendable (Batch) -> Void) {
            self.count = count
            self.job = Mutex(job)
        }

        var hasItems: Bool { next.load(ordering: .relaxed) < count }

        /// The next item nobody has taken, if any.
        func claim() -> Int? {
            let item = next.add(1, ordering: .relaxed).oldValue
            return item < count ? item : nil
        }

        /// Takes items until none are left (nothing once retired). Not inlined, so that a helper
        /// lets go of the job before it leaves the batch (see `help()`).
        @inline(never)
        func work() {
            guard let job = job.withLock({ $0 }) else { return }
            job(self)
        }

        /// Drops the job and what it holds.
        func retire() {
            job.withLock { $0 = nil }
        }
    }
}
