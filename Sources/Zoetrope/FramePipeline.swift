import Dispatch
import Foundation
import Raster

/// Renders a sequence of frames on several threads, one frame per thread at a time, and hands
/// them to a consumer in order, one at a time.
///
/// The calling thread is one of the workers. A worker that finishes a frame hands the frames now
/// ready in order to the consumer itself (unless another worker is doing so), so frames reach the
/// consumer without waking another thread and no worker waits while the next frame waits to be
/// consumed; with one worker, everything runs on the calling thread. Frame buffers come from a
/// fixed pool (`workers` + `depth` canvases) and return to it once consumed, so memory does not
/// grow with the number of frames, and each canvas restores only the tiles its previous frame
/// changed. Each frame's pixels do not depend on the worker or canvas that drew it.
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
    /// A worker is in the consumer.
    private var isConsuming = false
    /// All frames are consumed, or the consumer failed or was cancelled.
    private var isStopped = false
    private var failure: (any Error)?

    /// A pipeline for the frames at scene `times`, drawn by `workers` threads with at most
    /// `depth` finished frames waiting for the consumer.
    init(scene: SceneRenderer, times: [Double], workers: Int, depth: Int) {
        self.scene = scene
        self.times = times
        self.workers = max(1, min(workers, times.count))
        let canvases = self.workers + max(1, depth)
        free = Array(
            repeating: FrameCanvas(width: scene.settings.pixelWidth, height: scene.settings.pixelHeight),
            count: canvases)
    }

    /// Renders every frame and calls `consume(position, image)` for each, in order of `times`,
    /// never two at once, on the calling thread or on another worker. The image is valid for the
    /// call; keeping it costs a copy on reuse. `isCancelled` is polled before each frame is
    /// consumed; when it returns true, or `consume` throws, the workers stop and this returns
    /// false or throws that error. Returns true when all frames were consumed.
    func run(isCancelled: () -> Bool = { false }, consume: (Int, PixelBuffer) throws -> Void) throws -> Bool {
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
        let consume: (Int, PixelBuffer) throws -> Void
        let isCancelled: () -> Bool
    }

    /// A worker: hands ready frames to the consumer when it can, else claims the next frame and a
    /// free canvas and draws, else waits.
    private func work(_ consumer: UncheckedConsumer) {
        let renderer = Renderer(threads: 1)
        condition.lock()
        defer { condition.unlock() }
        while !isStopped {
            if !isConsuming, var canvas = ready.removeValue(forKey: nextToConsume) {
                let position = nextToConsume
                isConsuming = true
                condition.unlock()
                var stop = consumer.isCancelled()
                if !stop, let image = canvas.image {
                    do {
                        try consumer.consume(position, image)
                    } catch {
                        condition.lock()
                        failure = error
                        condition.unlock()
                        stop = true
                    }
                }
                condition.lock()
                isConsuming = false
                free.append(canvas)
                canvas.image = nil  // the pool is now the buffer's only owner
                if !stop { nextToConsume += 1 }
                if stop || nextToConsume == times.count { isStopped = true }
                condition.broadcast()
                continue
            }
            if nextToClaim < times.count, var canvas = free.popLast() {
                let position = nextToClaim
                nextToClaim += 1
                condition.unlock()
                scene.draw(frameAt: times[position], into: &canvas, using: renderer)
                condition.lock()
                ready[position] = canvas
                canvas.image = nil  // the ready entry is now the buffer's only owner
                condition.broadcast()
                continue
            }
            condition.wait()
        }
    }
}
