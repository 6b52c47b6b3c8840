import Dispatch
import Foundation
import Media
import Raster

extension SceneRenderer {
    /// The frames to render: `requested` checked against the scene, or all of them.
    public func frameRange(_ requested: Range<Int>? = nil) throws(ZoetropeError) -> Range<Int> {
        guard let requested else { return 0..<frameCount }
        guard requested.lowerBound >= 0, !requested.isEmpty else {
            throw .setting(.emptyFrameRange(first: requested.lowerBound, end: requested.upperBound))
        }
        guard requested.upperBound <= frameCount else {
            throw .setting(
                .framesPastEnd(
                    first: requested.lowerBound, end: requested.upperBound, frameCount: frameCount, fps: settings.fps))
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
            throw .setting(.noFrameBetween(start: start ?? 0, end: end ?? duration, fps: settings.fps))
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
        try options.check(for: format, settings: settings)
        let keepsAlpha = (options.keepsAlpha ?? format.keepsAlphaByDefault) && settings.background.alpha < 1
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

    private func writeVideo(
        to path: String, codec: VideoCodec, keepsAlpha: Bool, options: OutputOptions, range: Range<Int>,
        progress: ((RenderProgress) -> Void)?, isCancelled: @escaping () -> Bool
    ) throws(ZoetropeError) {
        let encoder: VideoEncoder
        do {
            encoder = try VideoEncoder(
                path: path,
                settings: VideoSettings(
                    width: settings.pixelWidth, height: settings.pixelHeight, fps: settings.fps, codec: codec,
                    crf: options.crf, preset: options.preset, keepsAlpha: keepsAlpha))
        } catch {
            throw .writing(error)
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
        // Pass 1 fits one palette to every frame and keeps them, each as the rectangle that changed, while
        // they fit in the frame store's limit; pass 2 encodes the kept frames and renders the rest again.
        // Memory stays bounded, and a UI animation, which changes little per frame, renders only once.
        let builder = GIFPaletteBuilder(
            width: settings.pixelWidth, height: settings.pixelHeight, keepsAlpha: keepsAlpha,
            frameStoreLimit: GIFFrameStore.defaultByteLimit, threads: settings.threads)
        try stream(range, pass: "palette", passNumber: 1, passCount: 2, progress: progress, isCancelled: isCancelled) {
            _, image, _ in
            try builder.add(premultipliedRGBA: image.bytes)
        }
        let encoder: GIFEncoder
        do {
            encoder = try GIFEncoder(path: path, settings: gifSettings, palette: builder.makePalette())
        } catch {
            throw .writing(error)
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
                    throw .writing(error)
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
                throw .writing(error)
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
            ) { _, image, changedRows in
                try encoder.append(premultipliedRGBA: image.bytes, changedRows: changedRows)
            }
            do {
                try encoder.finish()
            } catch {
                throw ZoetropeError.writing(error)
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
            throw .setting(.notAFramePattern(pattern))
        }
        let writer: PNGSequenceWriter
        do {
            writer = try PNGSequenceWriter(
                width: settings.pixelWidth, height: settings.pixelHeight, threads: settings.threads)
        } catch {
            throw .file(FileError(.write, pattern, .system("\(error)")))
        }
        try stream(range, pass: "render", passNumber: 1, passCount: 1, progress: progress, isCancelled: isCancelled) {
            index, image, _ in
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
            throw .writing(error)
        }
    }

    /// Renders `range` on `settings.threads` workers while `consume` takes each frame, in order and
    /// one at a time (finished frames wait for it on their workers' canvases), with the rows where it
    /// can differ from the frame before (nil: any). Errors from `consume` are output errors.
    func stream(
        _ range: Range<Int>, pass: String, passNumber: Int, passCount: Int, progress: ((RenderProgress) -> Void)?,
        isCancelled: () -> Bool, consume: (Int, PixelBuffer, [Range<Int>]?) throws -> Void
    ) throws(ZoetropeError) {
        let pipeline = FramePipeline(
            scene: self, times: range.map { time(ofFrame: $0) }, workers: settings.threads)
        let finished: Bool
        do {
            finished = try pipeline.run(isCancelled: isCancelled) { position, image, changedRows in
                try consume(range.lowerBound + position, image, changedRows)
                progress?(
                    RenderProgress(
                        pass: pass, passNumber: passNumber, passCount: passCount, framesDone: position + 1,
                        frameCount: range.count))
            }
        } catch {
            throw .writing(error)
        }
        if !finished { throw .interrupted }
    }
}
