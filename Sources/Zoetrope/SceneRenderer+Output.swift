import Dispatch
import Foundation
import Media
import Raster

extension SceneRenderer {
    /// The frames to render: `requested` checked against the scene, or all of them.
    public func frameRange(_ requested: Range<Int>? = nil) throws(ZoetropeError) -> Range<Int> {
        guard let requested else { return 0..<frameCount }
        guard requested.lowerBound >= 0, !requested.isEmpty else {
            throw .usage("the frame range \(requested.lowerBound)..\(requested.upperBound) is empty")
        }
        guard requested.upperBound <= frameCount else {
            throw .usage(
                .message(
                    "frames \(requested.lowerBound)..\(requested.upperBound) go past the end of the scene "
                        + "(\(frameCount) frames at \(settings.fps) fps); --duration renders longer"))
        }
        return requested
    }

    /// The frames whose times t = i/fps satisfy `start` ≤ t < `end` (nil: from the start, to the end).
    public func frameRange(from start: Double?, to end: Double?) throws(ZoetropeError) -> Range<Int> {
        let fps = Double(settings.fps)
        // A time exactly on a frame (up to rounding in the decimal the user typed) names that frame.
        func firstFrame(atOrAfter time: Double) -> Int {
            let position = (time * fps * 1e6).rounded() / 1e6
            return Int(min(position.rounded(.up), Double(Int.max / 4)))
        }
        let lower = start.map(firstFrame) ?? 0
        let upper = end.map(firstFrame) ?? frameCount
        guard lower < min(upper, frameCount) else {
            throw .usage(
                .message(
                    "no frame lies in \(Self.seconds(start ?? 0))..<\(Self.seconds(end ?? duration)) s "
                        + "at \(settings.fps) fps"))
        }
        return try frameRange(lower..<min(upper, frameCount))
    }

    /// Renders `options.frames` (all by default) into `path` in `format`; the file appears only when
    /// complete. A GIF takes two passes (palette, then encoding): the second replays the frames the
    /// first kept and renders again only those that did not fit, so memory stays bounded.
    /// `progress` gets each finished frame; `isCancelled` is polled between frames and makes the render
    /// throw `.interrupted` after removing the partial output.
    /// - Returns: the frames written.
    @discardableResult
    public func write(
        to path: String, format: OutputFormat, options: OutputOptions = OutputOptions(),
        progress: ((RenderProgress) -> Void)? = nil, isCancelled: @escaping () -> Bool = { false }
    ) throws(ZoetropeError) -> Range<Int> {
        let range = try frameRange(options.frames)
        let keepsAlpha = try resolveAlpha(format: format, options: options)
        let isPattern: Bool
        if case .pngSequence = format { isPattern = true } else { isPattern = false }
        try OutputPath.check(path, isPattern: isPattern)
        switch format {
        case .video(let codec):
            try writeVideo(
                to: path, codec: codec, keepsAlpha: keepsAlpha, options: options, range: range, progress: progress,
                isCancelled: isCancelled)
        case .gif:
            try writeGIF(
                to: path, keepsAlpha: keepsAlpha, options: options, range: range, progress: progress,
                isCancelled: isCancelled)
        case .pngSequence(let pattern):
            try writePNGSequence(
                pattern: pattern, keepsAlpha: keepsAlpha, range: range, progress: progress, isCancelled: isCancelled)
        }
        return range
    }

    private func resolveAlpha(format: OutputFormat, options: OutputOptions) throws(ZoetropeError) -> Bool {
        let wanted = options.keepsAlpha ?? format.keepsAlphaByDefault
        guard wanted, settings.background.alpha < 1 else { return false }
        if !format.supportsAlpha {
            throw .usage(
                .message(
                    "\(format.displayName) cannot store transparency (--background none); use a .mov file "
                        + "(ProRes 4444), a .webm file (VP9), a .gif or a PNG sequence, or give an opaque --background")
            )
        }
        return true
    }

    private func writeVideo(
        to path: String, codec: VideoCodec, keepsAlpha: Bool, options: OutputOptions, range: Range<Int>,
        progress: ((RenderProgress) -> Void)?, isCancelled: @escaping () -> Bool
    ) throws(ZoetropeError) {
        if options.crf != nil, codec.crfRange == nil {
            throw .usage("\(codec.displayName) has no --crf; its quality is fixed by the profile")
        }
        if let crf = options.crf, let allowed = codec.crfRange, !allowed.contains(crf) {
            throw .usage(
                .message(
                    "--crf \(crf) is out of range for \(codec.displayName): "
                        + "\(allowed.lowerBound)...\(allowed.upperBound)"))
        }
        if options.preset != nil, !codec.hasPresets {
            throw .usage("\(codec.displayName) takes no --preset; presets are for H.264 and HEVC")
        }
        if codec == .hevc,
            min(settings.pixelWidth, settings.pixelHeight) < VideoSettings.hevcMinimumSide
        {
            throw .usage(
                .message(
                    "HEVC needs frames of at least \(VideoSettings.hevcMinimumSide)×\(VideoSettings.hevcMinimumSide) "
                        + "pixels (these are \(settings.pixelWidth)×\(settings.pixelHeight)); raise --scale or use H.264"
                ))
        }
        let encoder: VideoEncoder
        do {
            encoder = try VideoEncoder(
                path: path,
                settings: VideoSettings(
                    width: settings.pixelWidth, height: settings.pixelHeight, fps: settings.fps, codec: codec,
                    crf: options.crf, preset: options.preset, keepsAlpha: keepsAlpha))
        } catch {
            throw .output("\(error)")
        }
        try encode(
            range, into: encoder, pass: "render", passNumber: 1, passCount: 1, progress: progress,
            isCancelled: isCancelled)
    }

    private func writeGIF(
        to path: String, keepsAlpha: Bool, options: OutputOptions, range: Range<Int>,
        progress: ((RenderProgress) -> Void)?, isCancelled: @escaping () -> Bool
    ) throws(ZoetropeError) {
        let gifSettings = GIFSettings(
            width: settings.pixelWidth, height: settings.pixelHeight, fps: settings.fps,
            loopCount: options.loopCount, dither: options.dither, keepsAlpha: keepsAlpha)
        guard GIFSettings.fpsRange.contains(settings.fps) else {
            throw .usage(
                .message(
                    "a GIF plays at most 50 fps (its delays are hundredths of a second and players slow "
                        + "down shorter ones); use --fps 50 or less"))
        }
        guard (0...65535).contains(options.loopCount) else {
            throw .usage("--loop \(options.loopCount) is out of range 0...65535")
        }
        // Pass 1 fits one palette to every frame and keeps them, each as the rectangle that changed, while
        // they fit in the frame store's limit; pass 2 encodes the kept frames and renders the rest again.
        // Memory stays bounded, and a UI animation, which changes little per frame, renders only once.
        let builder = GIFPaletteBuilder(
            width: settings.pixelWidth, height: settings.pixelHeight, keepsAlpha: keepsAlpha,
            frameStoreLimit: GIFFrameStore.defaultByteLimit, threads: settings.threads)
        try stream(range, pass: "palette", passNumber: 1, passCount: 2, progress: progress, isCancelled: isCancelled) {
            _, image in
            try builder.add(premultipliedRGBA: image.bytes)
        }
        let encoder: GIFEncoder
        do {
            encoder = try GIFEncoder(path: path, settings: gifSettings, palette: builder.makePalette())
        } catch {
            throw .output("\(error)")
        }
        var kept = 0
        if let store = builder.frameStore {
            while kept < min(store.count, range.count) {
                if isCancelled() {
                    encoder.cancel()
                    throw .interrupted
                }
                do {
                    try encoder.append(storedFrame: kept, of: store)
                } catch {
                    encoder.cancel()
                    throw .output("\(error)")
                }
                kept += 1
                progress?(
                    RenderProgress(
                        pass: "encode", passNumber: 2, passCount: 2, framesDone: kept, frameCount: range.count))
            }
        }
        guard kept < range.count else {
            do {
                try encoder.finish()
            } catch {
                throw .output("\(error)")
            }
            return
        }
        // The frames that did not fit are rendered again; progress counts on from the replayed ones.
        let replayed = kept
        let rest: ((RenderProgress) -> Void)? = progress.map { report in
            { step in
                var step = step
                step.framesDone += replayed
                step.frameCount = range.count
                report(step)
            }
        }
        try encode(
            range.lowerBound + kept..<range.upperBound, into: encoder, pass: "encode", passNumber: 2, passCount: 2,
            progress: rest, isCancelled: isCancelled)
    }

    /// Streams `range` into `encoder` and finishes it; on any failure the encoder is cancelled
    /// (its temporary file removed).
    private func encode(
        _ range: Range<Int>, into encoder: some FrameEncoder, pass: String, passNumber: Int, passCount: Int,
        progress: ((RenderProgress) -> Void)?, isCancelled: @escaping () -> Bool
    ) throws(ZoetropeError) {
        do throws(ZoetropeError) {
            try stream(
                range, pass: pass, passNumber: passNumber, passCount: passCount, progress: progress,
                isCancelled: isCancelled
            ) { _, image in
                try encoder.append(premultipliedRGBA: image.bytes)
            }
            do {
                try encoder.finish()
            } catch {
                throw ZoetropeError.output("\(error)")
            }
        } catch {
            encoder.cancel()
            throw error
        }
    }

    private func writePNGSequence(
        pattern: String, keepsAlpha: Bool, range: Range<Int>, progress: ((RenderProgress) -> Void)?,
        isCancelled: @escaping () -> Bool
    ) throws(ZoetropeError) {
        guard let names = FramePattern(pattern) else {
            throw .usage("'\(pattern)' is not a frame-number pattern such as frame_%04d.png")
        }
        let writer: PNGSequenceWriter
        do {
            writer = try PNGSequenceWriter(
                width: settings.pixelWidth, height: settings.pixelHeight, threads: settings.threads)
        } catch {
            throw .output("cannot write \(pattern): \(error)")
        }
        try stream(range, pass: "render", passNumber: 1, passCount: 1, progress: progress, isCancelled: isCancelled) {
            index, image in
            var bytes = image.bytes
            if !keepsAlpha {
                // Over black: premultiplied colour is the composite already; only alpha becomes opaque.
                for alpha in stride(from: 3, to: bytes.count, by: 4) { bytes[alpha] = 255 }
            }
            try writer.append(premultipliedRGBA: bytes, to: names.path(for: index))
        }
        do {
            try writer.finish()
        } catch {
            throw .output("\(error)")
        }
    }

    /// Renders `range` on `settings.threads` workers while `consume` takes each frame, in order and
    /// one at a time (finished frames wait for it on their workers' canvases). Errors from `consume` are
    /// output errors.
    func stream(
        _ range: Range<Int>, pass: String, passNumber: Int, passCount: Int, progress: ((RenderProgress) -> Void)?,
        isCancelled: () -> Bool, consume: (Int, PixelBuffer) throws -> Void
    ) throws(ZoetropeError) {
        let pipeline = FramePipeline(
            scene: self, times: range.map { time(ofFrame: $0) }, workers: settings.threads)
        let finished: Bool
        do {
            finished = try pipeline.run(isCancelled: isCancelled) { position, image in
                try consume(range.lowerBound + position, image)
                progress?(
                    RenderProgress(
                        pass: pass, passNumber: passNumber, passCount: passCount, framesDone: position + 1,
                        frameCount: range.count))
            }
        } catch {
            throw .output("\(error)")
        }
        if !finished { throw .interrupted }
    }

    static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }
}
