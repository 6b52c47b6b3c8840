import Dispatch
import Foundation
import Raster

/// Renders a sequence of frames on several workers, one frame per worker at a time, and hands
/// them to a consumer in order on the calling thread.
///
/// Frame buffers come from a fixed pool (`workers` + `depth` canvases) and return to it once
/// consumed, so memory does not grow with the number of frames, and each canvas restores only the
/// tiles its previous frame changed. Each frame's pixels do not depend on the worker or canvas
/// that drew it.
final class FramePipeline: @unchecked Sendable {
    private let scene: SceneRenderer
    private let times: [Double]
    private let workers: Int
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var nextToClaim = 0
    private var free: [FrameCanvas]
    private var ready: [Int: FrameCanvas] = [:]
    private var isStopped = false

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

    /// Renders every frame and calls `consume(position, image)` for each, in order of `times`, on
    /// the calling thread. The image is valid for the call; keeping it costs a copy on reuse.
    /// `isCancelled` is polled before each frame is consumed; when it returns true, or `consume`
    /// throws, the workers stop and this returns false or rethrows. Returns true when all frames
    /// were consumed.
    func run(isCancelled: () -> Bool = { false }, consume: (Int, PixelBuffer) throws -> Void) rethrows -> Bool {
        guard !times.isEmpty else { return true }
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global(qos: .userInitiated).async(group: group) { self.work() }
        }
        defer {
            stop()
            group.wait()
        }
        for position in times.indices {
            if isCancelled() { return false }
            var canvas = take(position)
            if let image = canvas.image { try consume(position, image) }
            give(&canvas)
        }
        return true
    }

    /// A worker: claims the next frame and a free canvas, draws, and files the canvas as ready.
    private func work() {
        let renderer = Renderer(threads: 1)
        while true {
            condition.lock()
            while !isStopped && nextToClaim < times.count && free.isEmpty { condition.wait() }
            guard !isStopped, nextToClaim < times.count, var canvas = free.popLast() else {
                condition.unlock()
                return
            }
            let position = nextToClaim
            nextToClaim += 1
            condition.unlock()

            scene.draw(frameAt: times[position], into: &canvas, using: renderer)

            condition.lock()
            ready[position] = canvas
            canvas.image = nil  // the ready entry is now the buffer's only owner
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Waits for frame `position` and takes its canvas.
    private func take(_ position: Int) -> FrameCanvas {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let canvas = ready.removeValue(forKey: position) { return canvas }
            condition.wait()
        }
    }

    /// Returns a consumed canvas to the pool.
    private func give(_ canvas: inout FrameCanvas) {
        condition.lock()
        free.append(canvas)
        canvas.image = nil  // the pool is now the buffer's only owner
        condition.broadcast()
        condition.unlock()
    }

    private func stop() {
        condition.lock()
        isStopped = true
        condition.broadcast()
        condition.unlock()
    }
}
