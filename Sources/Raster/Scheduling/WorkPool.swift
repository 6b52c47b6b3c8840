import Dispatch
import Synchronization

/// Runs numbered work items on up to `threads` workers. Items are fixed by the caller (never
/// derived from the thread count) and each writes only its own part of the output, so results
/// do not depend on which worker runs which item.
struct WorkPool: Sendable {
    let threads: Int
    /// Where a single worker posts its items for idle threads to share.
    var helpers: HelpBoard? = nil

    /// Calls `body(worker, item)` for every item in `0..<count`; `makeWorker` creates each
    /// worker's scratch state.
    func run<Worker>(_ count: Int, makeWorker: () -> Worker, _ body: (Worker, Int) -> Void) {
        guard count > 0 else { return }
        let workers = Swift.min(threads, count)
        if workers <= 1 {
            if let helpers, count > 1 {
                helpers.run(count, makeWorker: makeWorker, body)
                return
            }
            let worker = makeWorker()
            for item in 0..<count { body(worker, item) }
            return
        }
        let next = Atomic<Int>(0)
        withoutActuallyEscaping(makeWorker) { makeWorker in
            withoutActuallyEscaping(body) { body in
                // Shared by the workers, which is what the items' disjoint outputs make safe (see
                // above); the compiler cannot see that, hence unsafe.
                nonisolated(unsafe) let makeWorker = makeWorker
                nonisolated(unsafe) let body = body
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    let worker = makeWorker()
                    while true {
                        let item = next.add(1, ordering: .relaxed).oldValue
                        guard item < count else { break }
                        body(worker, item)
                    }
                }
            }
        }
    }

    /// Calls `body(item)` for every item in `0..<count`.
    func run(_ count: Int, _ body: (Int) -> Void) {
        run(count, makeWorker: { () }, { _, item in body(item) })
    }
}
