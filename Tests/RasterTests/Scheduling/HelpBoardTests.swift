import Dispatch
import Geometry
import Synchronization
import XCTest

@testable import Raster

final class HelpBoardTests: XCTestCase {
    /// A thread that helps while a single-threaded pool works through its items: every item runs
    /// exactly once, some on the helper with its own worker state, and `run` returns only after
    /// the helper's last item is done.
    func testHelpersShareItemsAndRunReturnsAfterTheirLastItem() {
        let wakes = Atomic<Int>(0)
        let board = HelpBoard { wakes.add(1, ordering: .relaxed) }
        let pool = WorkPool(threads: 1, helpers: board)
        let count = 400
        let runs = Mutex([Int](repeating: 0, count: count))
        let helped = Atomic<Int>(0)
        let stop = Atomic<Bool>(false)
        let helper = DispatchGroup()
        DispatchQueue.global().async(group: helper) {
            while !stop.load(ordering: .relaxed) {
                let helping = board.awaitWork { board.hasWork }
                if helping { board.help() }
            }
        }
        for _ in 0..<20 {
            let owner = Thread.current
            pool.run(count, makeWorker: { Thread.current == owner }) { onOwner, item in
                // Slow items, so that the helper finds some left.
                usleep(20)
                runs.withLock { $0[item] += 1 }
                if !onOwner { helped.add(1, ordering: .relaxed) }
            }
            // Every item ran once per pass, and the counts are final when `run` returns.
            XCTAssertEqual(runs.withLock { $0 }.reduce(0, +) % count, 0)
        }
        stop.store(true, ordering: .relaxed)
        helper.wait()
        XCTAssertEqual(runs.withLock { $0 }, [Int](repeating: 20, count: count))
        XCTAssertGreaterThan(helped.load(ordering: .relaxed), 0, "the helper took items")
        XCTAssertLessThan(helped.load(ordering: .relaxed), 20 * count, "the owner took items")
        XCTAssertGreaterThan(wakes.load(ordering: .relaxed), 0, "posting woke the waiting helper")
        XCTAssertFalse(board.hasWork)
    }

    /// Thousands of two-item batches with two threads trying to help all the time: every item
    /// runs exactly once, with its own batch's worker state. (Closures kept past their `run` by a
    /// helper would trap in the runtime; this exercises that path, though not reliably enough
    /// to catch it every time.)
    func testManySmallBatchesWithEagerHelpers() {
        let board = HelpBoard {}
        let pool = WorkPool(threads: 1, helpers: board)
        let stop = Atomic<Bool>(false)
        let helpers = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: helpers) {
                while !stop.load(ordering: .relaxed) { board.help() }
            }
        }
        var total = 0
        for round in 0..<5000 {
            let sums = Mutex([0, 0])
            pool.run(2, makeWorker: { round }) { base, item in sums.withLock { $0[item] += base + item } }
            total += sums.withLock { $0[0] + $0[1] }
        }
        stop.store(true, ordering: .relaxed)
        helpers.wait()
        XCTAssertEqual(total, (0..<5000).reduce(0) { $0 + 2 * $1 + 1 })
    }

    /// With nobody waiting, posting does not wake anyone; a lone owner does all the work and
    /// `help()` finds nothing once the batch is done.
    func testNoWakeWithoutAWaitingThreadAndNoWorkAfterwards() {
        let wakes = Atomic<Int>(0)
        let board = HelpBoard { wakes.add(1, ordering: .relaxed) }
        let pool = WorkPool(threads: 1, helpers: board)
        let sum = Mutex(0)
        pool.run(100) { item in sum.withLock { $0 += item } }
        XCTAssertEqual(sum.withLock { $0 }, 4950)
        XCTAssertEqual(wakes.load(ordering: .relaxed), 0)
        XCTAssertFalse(board.help())
    }

    /// Frames drawn by a renderer whose bands other threads help with have the pixels of frames
    /// drawn alone.
    func testHelpedRenderingGivesThePixelsOfUnhelpedRendering() {
        let list = DisplayList(commands: [
            fill(
                .ellipse(in: Rect(x: 10, y: 5, width: 300, height: 500)), .solid(RGBAColor(red: 1, green: 0, blue: 0))),
            fill(
                .roundedRect(Rect(x: 40, y: 60, width: 200, height: 420), cornerRadius: 30),
                .solid(RGBAColor(red: 0, green: 0.4, blue: 1, alpha: 0.5)), rule: .evenOdd),
        ])
        let alone = Renderer(threads: 1).render(list, width: 320, height: 520, background: .white)
        let board = HelpBoard {}
        let stop = Atomic<Bool>(false)
        let helpers = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: helpers) {
                while !stop.load(ordering: .relaxed) { board.help() }
            }
        }
        let helped = Renderer(threads: 1, helpers: board)
        for _ in 0..<30 {
            XCTAssertEqual(helped.render(list, width: 320, height: 520, background: .white), alone)
        }
        stop.store(true, ordering: .relaxed)
        helpers.wait()
    }
}
