import Dispatch
import Foundation
import Raster

/// Renders a sequence of frames on several threads, one frame per thread at a time, and hands
/// them to a consumer in order, one at a time.
///
/// The calling thread is one of the workers. A worker that finishes a frame hands the frames now
/// ready in order to the consumer itself (unless another worker is doing so), so frames reach the
/// consumer without waking another thread; with one worker, everything runs on the calling
/// thread. There is a canvas per worker and a finished frame waits on its canvas for the
/// consumer, so memory does not grow with the number of frames; each canvas restores only the
/// tiles its previous frame changed. (A spare canvas to go on with while a frame waits was
/// slower: it starts as a full copy and leaves every canvas a frame further behind, with more
/// to redraw.)
///
/// With several workers a canvas is behind by as many frames and catches up on every change
/// since, redrawing what other workers drew. A worker whose frame comes right after one still
/// being drawn (or after a still stretch repeating one) waits for that frame to be copied into
/// its canvas (tiles that differ only) when that leaves much less to draw, so an item that has
/// just stopped changing is not redrawn on every canvas, and a fresh canvas is not drawn whole
/// beside the first frame (its worker helps draw that frame instead). When that frame is drawn
/// already, a free canvas showing it is taken instead, and one waiting for the consumer or held
/// for a still stretch is copied from in the same case, so a large change is drawn once, not
/// once per canvas.
///
/// A worker that would wait (for a hand-off, for a canvas to come back from the consumer) helps
/// draw the frames in progress instead: each worker's renderer posts its bands, rows and strips
/// on a shared ``HelpBoard``.
///
/// A frame whose display list equals the frame before's is not drawn when that frame's image
/// is still to be consumed: the consumer gets that image again, from its canvas kept for the
/// purpose. Workers then run through a still stretch (before the first animation, between and
/// after animations) without a canvas, while another draws the frame the stretch repeats.
///
/// Each frame's pixels do not depend on the worker or canvas that drew it. In the plain mode
/// (`RenderSettings.plainRendering`) one worker draws every frame in full, repeats included.
final class FramePipeline: @unchecked Sendable {
    private let scene: SceneRenderer
    private let times: [Double]
    private let workers: Int
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var nextToClaim = 0
    private var nextToConsume = 0
    private var free: [FrameCanvas]
    private var ready: [Int: FrameCanvas] = [:]
    /// The display lists of the frames being drawn.
    private var drawing: [Int: DisplayList] = [:]
    /// Canvases waiting to become copies of the frame at their key, and those that have.
    private var handoffs: [Int: FrameCanvas] = [:]
    private var caughtUp: [Int: FrameCanvas] = [:]
    /// The display lists of claimed frames, each until the next frame is compared with it.
    private var lists: [Int: DisplayList] = [:]
    /// For each claimed frame compared with the frame before, until the next frame is: the
    /// frame drawn that it shows (itself, or the frame its still stretch repeats).
    private var shown: [Int: Int] = [:]
    /// Workers waiting for the frame before theirs to be compared with its own frame before.
    private var listWaiters = 0
    /// Frames that repeat the frame before: consumed from the canvas in `held`.
    private var repeats: Set<Int> = []
    /// The canvas of the frame consumed last, kept while the next frame repeats it.
    private var held: (position: Int, canvas: FrameCanvas)?
    /// A worker is in the consumer.
    private var isConsuming = false
    /// All frames are consumed, or the consumer failed or was cancelled.
    private var isStopped = false
    private var failure: (any Error)?
    /// Where each worker posts its frame's parallel work for waiting workers to share.
    private let helpers: HelpBoard
    /// What the frame consumed last draws over the static layer; nil before the first frame and
    /// after one drawn in full. Used by the consumer only.
    private var consumedOverStaticLayer: DisplayList?

    /// A pipeline for the frames at scene `times`, drawn by `workers` threads.
    init(scene: SceneRenderer, times: [Double], workers: Int) {
        self.scene = scene
        self.times = times
        self.workers = scene.settings.plainRendering ? 1 : max(1, min(workers, times.count))
        free = Array(
            repeating: FrameCanvas(width: scene.settings.pixelWidth, height: scene.settings.pixelHeight),
            count: self.workers)
        helpers = HelpBoard { [condition] in
            condition.lock()
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Renders every frame and calls `consume(position, image, changedRows)` for each, in order of
    /// `times`, never two at once, on the calling thread or on another worker. The image is valid
    /// for the call; keeping it costs a copy on reuse. `changedRows` are the only rows where the
    /// image can differ from the one consumed before (nil: any row can, as for the first).
    /// `isCancelled` is polled before each frame is consumed; when it returns true, or `consume`
    /// throws, the workers stop and this returns false or throws that error. Returns true when all
    /// frames were consumed.
    func run(
        isCancelled: () -> Bool = { false }, consume: (Int, PixelBuffer, [Range<Int>]?) throws -> Void
    ) throws -> Bool {
        guard !times.isEmpty else { return true }
        let finished = withoutActuallyEscaping(consume) { consume in
            withoutActuallyEscaping(isCancelled) { isCancelled in
                let consumer = UncheckedConsumer(consume: consume, isCancelled: isCancelled)
                let group = DispatchGroup()
                for _ in 1..<workers {
                    DispatchQueue.global(qos: .userInitiated).async(group: group) { self.work(consumer) }
                }
                work(consumer)
                // The closures must not outlive this call: wait for every worker.
                group.wait()
                return nextToConsume == times.count
            }
        }
        if let failure { throw failure }
        return finished
    }

    /// The consumer's closures, called by one worker at a time (under `isConsuming`).
    private struct UncheckedConsumer: @unchecked Sendable {
        let consume: (Int, PixelBuffer, [Range<Int>]?) throws -> Void
        let isCancelled: () -> Bool
    }

    /// A worker: hands ready frames to the consumer when it can, else claims the next frame and a
    /// free canvas and draws, else waits.
    private func work(_ consumer: UncheckedConsumer) {
        let renderer = scene.workerRenderer(helpers: workers > 1 ? helpers : nil)
        condition.lock()
        defer { condition.unlock() }
        while !isStopped {
            let repeatsFrameBefore = repeats.contains(nextToConsume)
            if !isConsuming, var canvas = takeNextToConsume() {
                let position = nextToConsume
                isConsuming = true
                condition.unlock()
                var stop = consumer.isCancelled()
                if !stop, let image = canvas.image {
                    do {
                        let changed = repeatsFrameBefore ? [] : changedRows(to: canvas)
                        try consumer.consume(position, image, changed)
                    } catch {
                        condition.lock()
                        failure = error
                        condition.unlock()
                        stop = true
                    }
                }
                condition.lock()
                isConsuming = false
                if repeats.contains(position + 1) {
                    held = (position, canvas)
                } else {
                    free.append(canvas)
                }
                canvas.image = nil  // the pool (or `held`) is now the buffer's only owner
                if !stop { nextToConsume += 1 }
                if stop || nextToConsume == times.count { isStopped = true }
                condition.broadcast()
                continue
            }
            if nextToClaim < times.count, var canvas = free.popLast() {
                let position = nextToClaim
                nextToClaim += 1
                condition.unlock()
                draw(position, on: &canvas, using: renderer)
                condition.lock()
                continue
            }
            waitOrHelp()
        }
    }

    /// The rows where `canvas`'s image can differ from the image consumed before (nil: any row),
    /// from what both draw over the static layer; records what `canvas` draws for the next frame.
    /// Called by the consumer.
    private func changedRows(to canvas: FrameCanvas) -> [Range<Int>]? {
        let before = consumedOverStaticLayer
        consumedOverStaticLayer = canvas.isOnStaticLayer ? canvas.drawn : nil
        guard let before, canvas.isOnStaticLayer else { return nil }
        return Renderer.changedRows(
            from: before, to: canvas.drawn, width: scene.settings.pixelWidth, height: scene.settings.pixelHeight)
    }

    /// The canvas showing the frame to consume next, if it is ready: drawn, or the held canvas
    /// when the frame repeats the one before (with the lock held).
    private func takeNextToConsume() -> FrameCanvas? {
        if repeats.contains(nextToConsume) {
            // A repeat is recorded only while the frame before is still to be consumed or held;
            // once consumed, that frame's canvas is held for it.
            guard let (position, canvas) = held, position == nextToConsume - 1 else { return nil }
            repeats.remove(nextToConsume)
            held = nil
            return canvas
        }
        return ready.removeValue(forKey: nextToConsume)
    }

    /// Records `list` as the display list of the frame at `position` and returns whether the frame
    /// repeats the one before: the same list, with that frame's image still to come to the
    /// consumer or held for it; and the frame drawn that the frame before shows (nil for the
    /// first frame, in the plain mode, or once stopped). Waits (or helps) while the frame before
    /// is being compared with its own frame before. With the lock held.
    private func recordRepeat(_ position: Int, list: DisplayList) -> (repeats: Bool, before: Int?) {
        guard !scene.settings.plainRendering else { return (false, nil) }
        lists[position] = list
        guard position > 0 else {
            publish(shown: 0, at: 0)
            return (false, nil)
        }
        if shown[position - 1] == nil {
            listWaiters += 1
            while shown[position - 1] == nil, !isStopped { waitOrHelp() }
            listWaiters -= 1
        }
        let before = lists.removeValue(forKey: position - 1)
        let beforeShows = shown.removeValue(forKey: position - 1)
        let imageKept = nextToConsume < position || held?.position == position - 1
        guard imageKept, before == list else {
            publish(shown: position, at: position)
            return (false, beforeShows)
        }
        repeats.insert(position)
        publish(shown: beforeShows ?? position - 1, at: position)
        return (true, beforeShows)
    }

    /// Records that the frame at `position` shows the frame drawn at `drawn`, and wakes the
    /// worker waiting for it. With the lock held.
    private func publish(shown drawn: Int, at position: Int) {
        shown[position] = drawn
        if listWaiters > 0 { condition.broadcast() }
    }

    /// Waits for a change (with the lock held, as `condition.wait()` does), or instead helps draw
    /// another worker's frame when it has work to share.
    private func waitOrHelp() {
        let canHelp = helpers.awaitWork {
            if helpers.hasWork { return true }
            condition.wait()
            return false
        }
        guard canHelp else { return }
        condition.unlock()
        helpers.help()
        condition.lock()
    }

    /// Draws the frame at `position` on `canvas` (claimed, with the lock not held) and makes it
    /// ready, or records that it repeats the frame before and returns the canvas unchanged.
    /// `canvas` is moved in (its buffer must have no other owner, or drawing copies it); it is
    /// left without one.
    private func draw(_ position: Int, on canvas: inout FrameCanvas, using renderer: Renderer) {
        let list = scene.displayList(at: times[position])
        condition.lock()
        let (repeated, before) = recordRepeat(position, list: list)
        if repeated {
            // Not drawn: the canvas goes back unchanged.
            free.append(canvas)
            canvas.image = nil  // the pool is now the buffer's only owner
            condition.broadcast()
            condition.unlock()
            return
        }
        // After a still stretch, the frame on screen before this one is the frame the stretch
        // repeats: a canvas (a fresh one above all) had better start from it than be drawn whole.
        let source = before ?? position - 1
        let previous = handoffs[source] == nil ? drawing[source] : nil
        // Drawn already: a free canvas showing it is taken in exchange for this one (nothing to
        // copy); one waiting for the consumer or held for a still stretch is copied from, its
        // image shared for the copy (read only).
        var finished: FrameCanvas?
        if drawing[source] == nil, canvas.position != source {
            if let index = free.firstIndex(where: { $0.position == source }) {
                swap(&canvas, &free[index])
            } else {
                finished = finishedCanvas(showing: source)
            }
        }
        drawing[position] = list
        condition.unlock()
        if let finished = finished.take() {
            if scene.catchingUpPays(canvas, toward: finished, for: list) { canvas.catchUp(to: finished) }
        } else {
            catchUp(with: source, list: list, previous: previous, canvas: &canvas)
        }
        scene.draw(list, into: &canvas, using: renderer)
        canvas.position = position
        condition.lock()
        defer { condition.unlock() }
        drawing[position] = nil
        if var waiting = handoffs.removeValue(forKey: position) {
            condition.unlock()
            waiting.catchUp(to: canvas)  // `position` included
            condition.lock()
            caughtUp[position] = waiting
            waiting.image = nil  // the entry is now the buffer's only owner
        }
        ready[position] = canvas
        canvas.image = nil  // the ready entry is now the buffer's only owner
        condition.broadcast()
    }

    /// A canvas the consumer has yet to take that shows the frame drawn at `position`, if any:
    /// waiting for it, or held for the frames repeating it. With the lock held.
    private func finishedCanvas(showing position: Int) -> FrameCanvas? {
        if let canvas = ready[position] { return canvas }
        if let (_, canvas) = held, canvas.position == position { return canvas }
        return nil
    }

    /// When the frame at `source` (the frame drawn that the frame before this one, showing
    /// `list`, shows) was still being drawn, with `previous` as its list, and starting from it
    /// leaves much less to draw than `canvas` does (an item that has just stopped changing is
    /// then not drawn once more; a fresh canvas is not drawn whole), waits for its worker to make
    /// `canvas` a copy of it. Only one canvas waits for a frame.
    private func catchUp(with source: Int, list: DisplayList, previous: DisplayList?, canvas: inout FrameCanvas) {
        guard let previous, scene.catchingUpPays(canvas, from: previous, to: list) else { return }
        condition.lock()
        defer { condition.unlock() }
        guard drawing[source] != nil, handoffs[source] == nil else { return }
        handoffs[source] = canvas
        canvas.image = nil  // the entry is now the buffer's only owner
        while true {
            if let caught = caughtUp.removeValue(forKey: source) {
                canvas = caught
                return
            }
            waitOrHelp()
        }
    }
}
