import Dispatch
import Foundation
import Media
import Raster

/// What `zoetrope bench` measures of a loaded scene: render-only throughput on one thread and on
/// all, and with every frame drawn in full (the plain mode); the per-stage split of each frame;
/// and (unless render-only) encode-only and end-to-end H.264 throughput and peak memory.
public enum SceneBenchmark {
    /// Frames measured without `--frames`: every frame of the animation (as a render draws
    /// them) up to this many, spread over the animation when it has more. The encode-only pass
    /// holds them all in memory.
    public static let defaultFrameLimit = 300
    /// Render-only passes made of each kind whatever `--runs` says: a pass takes a fraction of
    /// a second, and the best of one is at the mercy of a moment's noise (on a noisy VM the
    /// best of five still gave launch's scaling 1.34–2.34×, the best of ten 1.80–1.92×).
    public static let minimumRenderPasses = 10
    /// The H.264 quality and preset of both video passes (end to end and encode only): nil, a
    /// render's defaults (the encoder tuned for UI animation, `VideoSettings`).
    public static let crf: Int? = nil
    public static let preset: String? = nil

    /// Everything one bench run reports; times in seconds.
    public struct Result: Sendable {
        public var width = 0
        public var height = 0
        public var frames = 0
        public var threads = 0
        public var runs = 0
        /// True when only rendering was measured (no encode-only or end-to-end pass).
        public var renderOnly = false
        public var renderFPS = 0.0
        public var renderFPS1Thread = 0.0
        /// The same from the median pass instead of the best: far below the best when the
        /// machine was busy during the passes.
        public var renderFPSMedian = 0.0
        public var renderFPS1ThreadMedian = 0.0
        /// The same (best passes) with each pass's waits for a CPU taken out (`RunQueueClock`):
        /// an estimate of the figures on a machine whose cores are free, where other processes
        /// hide the scaling; nil where the kernel keeps no scheduler statistics.
        public var renderFPSCoresFree: Double?
        public var renderFPS1ThreadCoresFree: Double?
        /// Render-only, in the plain mode (``RenderSettings/plainRendering``): every frame drawn
        /// in full on one thread, nothing kept from frame to frame; what incremental redraw and
        /// the caches are measured against.
        public var renderFPSFullRedraw = 0.0
        public var encodeFPS = 0.0
        public var endToEndFPS = 0.0
        public var peakRSSMB = 0.0
        /// Per-frame seconds of each stage, keyed as in `stageNames`.
        public var stages: [String: [Double]] = [:]
    }

    /// Measures `renderer`'s scene over its first `frameLimit` frames (spread over the animation
    /// when it has more), each figure the best of `runs` passes.
    public static func measure(_ renderer: SceneRenderer, frameLimit: Int, runs: Int, renderOnly: Bool)
        throws(ZoetropeError) -> Result
    {
        do {
            return try measuring(renderer, frameLimit: frameLimit, runs: runs, renderOnly: renderOnly)
        } catch let error as ZoetropeError {
            throw error
        } catch {
            // The video passes write to the temporary directory.
            throw .writing(error)
        }
    }

    private static func measuring(_ renderer: SceneRenderer, frameLimit: Int, runs: Int, renderOnly: Bool) throws
        -> Result
    {
        let settings = renderer.settings
        let n = min(frameLimit, renderer.frameCount)
        var result = Result()
        result.width = settings.pixelWidth
        result.height = settings.pixelHeight
        result.frames = n
        result.threads = settings.threads
        result.runs = runs
        // Render only: frames spread over the whole animation.
        let spread = (0..<n).map { renderer.time(ofFrame: $0 * renderer.frameCount / n) }
        _ = renderer.timedFrames(at: [spread[0]])  // warm caches (assets, fonts, glyphs)
        // Every pass starts as a new render does: without layers kept from the previous pass.
        // Stages: one frame after another on one thread, each timed.
        var best = Double.infinity
        for _ in 0..<runs {
            renderer.discardCachedWork()
            var timings: [FrameTiming] = []
            let seconds = timed { timings = renderer.timedFrames(at: spread) }
            if seconds < best {
                best = seconds
                result.stages["display_list"] = timings.map(\.displayListSeconds)
                result.stages["rasterize"] = timings.map(\.rasterizeSeconds)
            }
        }
        // Throughput on 1 thread and on all, through the video pipeline; the passes alternate, so
        // that both counts meet the machine in the same state (their ratio is the scaling).
        var one: [Double] = []
        var all: [Double] = []
        var oneCoresFree: [Double] = []
        var allCoresFree: [Double] = []
        func pass(threads: Int) -> Double {
            renderer.discardCachedWork()
            let clock = RunQueueClock()
            let seconds = timed { renderer.renderFrames(at: spread, threads: threads) { _, _ in } }
            if let free = clock?.withoutRunQueueWaits(seconds) {
                if threads == 1 { oneCoresFree.append(free) } else { allCoresFree.append(free) }
            }
            return seconds
        }
        for _ in 0..<max(runs, minimumRenderPasses) {
            one.append(pass(threads: 1))
            guard settings.threads > 1 else { continue }
            all.append(pass(threads: settings.threads))
        }
        if settings.threads <= 1 { (all, allCoresFree) = (one, oneCoresFree) }
        result.renderFPS1Thread = Double(n) / (one.min() ?? .infinity)
        result.renderFPS = Double(n) / (all.min() ?? .infinity)
        result.renderFPS1ThreadCoresFree = oneCoresFree.min().map { Double(n) / $0 }
        result.renderFPSCoresFree = allCoresFree.min().map { Double(n) / $0 }
        result.renderFPS1ThreadMedian = Double(n) / percentile(one, 0.5)
        result.renderFPSMedian = Double(n) / percentile(all, 0.5)
        result.renderOnly = renderOnly
        if renderOnly {
            result.peakRSSMB = peakResidentMegabytes()
            result.renderFPSFullRedraw = fullRedrawFPS(renderer, at: spread, runs: runs)
            return result
        }
        // End to end (the first n frames through SceneRenderer.write to H.264) and encode only
        // (the same frames pre-rendered, still stretches held once): the passes alternate, so
        // that both meet the machine in the same state (their ratio is what rendering costs the
        // video). Colour conversion is timed apart on each pre-rendered frame.
        var images: [PixelBuffer] = []
        let converter = try ColorConverter(width: settings.pixelWidth, height: settings.pixelHeight)
        var conversions = [Double](repeating: .infinity, count: n)
        var bestEndToEnd = Double.infinity
        var bestEncode = Double.infinity
        for run in 0..<runs {
            bestEndToEnd = min(bestEndToEnd, try endToEnd(renderer, frames: n, run: run))
            if run == 0 {
                // The pipeline's peak, before the encode-only passes hold every frame in memory.
                result.peakRSSMB = peakResidentMegabytes()
                images = renderer.frames(at: (0..<n).map { renderer.time(ofFrame: $0) })
            }
            for (i, image) in images.enumerated() {
                conversions[i] = min(
                    conversions[i], try timed { try converter.convert(premultipliedRGBA: image.bytes) })
            }
            let (seconds, appends) = try encode(images, settings: settings, run: run)
            if seconds < bestEncode {
                bestEncode = seconds
                // Encoding alone: each append less that frame's colour conversion.
                result.stages["encode"] = zip(appends, conversions).map { max(0, $0 - $1) }
            }
        }
        result.stages["color_conversion"] = conversions
        result.endToEndFPS = Double(n) / bestEndToEnd
        result.encodeFPS = Double(n) / bestEncode
        result.renderFPSFullRedraw = fullRedrawFPS(renderer, at: spread, runs: runs)
        return result
    }

    /// Frames per second of drawing the frames at `times` in the plain mode, the best of `runs`
    /// passes (not `minimumRenderPasses`: each is many times as long and, with nothing kept between
    /// frames, varies little). Measured last, so that its fresh full-frame buffers do not count in
    /// the peak memory of the normal mode.
    private static func fullRedrawFPS(_ renderer: SceneRenderer, at times: [Double], runs: Int) -> Double {
        let plain = renderer.plain()
        var best = Double.infinity
        for _ in 0..<runs {
            plain.discardCachedWork()
            best = min(best, timed { plain.renderFrames(at: times) { _, _ in } })
        }
        return Double(times.count) / best
    }

    /// Seconds to render the first `frames` frames into an H.264 MP4 (``crf``, ``preset``).
    private static func endToEnd(_ renderer: SceneRenderer, frames: Int, run: Int) throws -> Double {
        var options = OutputOptions()
        options.frames = 0..<frames
        options.crf = crf
        options.preset = preset
        renderer.discardCachedWork()
        let path = temporaryPath("end-to-end-\(run).mp4")
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try timed { try renderer.write(to: path, format: .video(.h264), options: options) }
    }

    /// Seconds to encode `images` into an H.264 MP4 as ``endToEnd`` does, and the seconds of
    /// each frame's append (colour conversion included).
    private static func encode(
        _ images: [PixelBuffer], settings: RenderSettings, run: Int
    ) throws -> (seconds: Double, appends: [Double]) {
        let path = temporaryPath("encode-\(run).mp4")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let encoder = try VideoEncoder(
            path: path,
            settings: VideoSettings(
                width: settings.pixelWidth, height: settings.pixelHeight, fps: settings.fps, codec: .h264, crf: crf,
                preset: preset))
        var appends: [Double] = []
        let seconds = try timed {
            for image in images {
                appends.append(try timed { try encoder.append(premultipliedRGBA: image.bytes) })
            }
            try encoder.finish()
        }
        return (seconds, appends)
    }

    private static func timed(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    private static func temporaryPath(_ name: String) -> String {
        NSTemporaryDirectory() + "zoetrope-bench-\(getpid())-\(name)"
    }

    /// The process's peak resident memory so far, in megabytes (ru_maxrss is in KiB on Linux).
    private static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// The value at `fraction` (0.5: median, 0.95: p95) of `samples`, by nearest rank.
    public static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

}
