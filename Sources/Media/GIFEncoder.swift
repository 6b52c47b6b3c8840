import Foundation

/// Streams frames into an animated GIF with one global palette (see `GIFPaletteBuilder`), and a local
/// palette for a frame whose new colours the global one serves badly.
///
/// Each frame stores only the rectangle that changed, with the transparent index wherever the picture
/// already shown stays; frames that change nothing lengthen the previous frame instead. Delays are
/// hundredths of a second accumulated without drift: frame i starts at ⌊100·i/fps⌋ (30 fps gives
/// 3, 3, 4, 3, 3, 4 …). The file is written to a temporary file beside `path` and renamed by finish();
/// cancel() or deinit without finish() removes it. Memory does not grow with the number of frames, and
/// a frame costs little beyond its changed pixels: rows that stay the same are skipped after one
/// comparison.
public final class GIFEncoder {
    private let path: String
    private let settings: GIFSettings
    private let file: TemporaryFile
    private let writer: FileWriter
    private let quantizer: FrameQuantizer
    private let global: ColorTable
    /// The last frame appended, premultiplied RGBA as given.
    private var canvas: [UInt8]
    /// Per row, the pixels this frame may change: those that differ from the last frame, or were cleared.
    private var changed: RowSpans
    /// This frame's colours (see `SourcePixels`), valid in the changed spans.
    private var source: [UInt32]
    /// The last frame's colours, `SourcePixels.impossible` where the viewer's picture was cleared.
    private var previous: [UInt32]
    /// Per pixel, the opaque colour the viewer sees, 0 where nothing is.
    private var shown: [UInt32]
    /// `shown` before this frame, in its changed spans, to start again with a local palette.
    private var shownBefore: [UInt32]
    private var indices: [UInt8]
    private var pending: PendingFrame?
    private var frameCount = 0
    private var isOpen = true
    /// Whether to work only on the pixels that changed since the last frame; false processes every pixel
    /// of every frame, the plain reference the tests compare against (the files must be identical).
    var skipsUnchangedPixels = true

    /// A local palette replaces the global one for a frame when at least this many pixels changed (so its
    /// table, up to 768 bytes, is small beside them)…
    static let localPaletteMinimumPixels = 4096
    /// …the global palette maps them with a root-mean-square error above this many levels…
    static let localPaletteErrorThreshold = 10.0
    /// …and a palette fitted to them alone at least halves the squared error. On the launch scene no
    /// frame qualifies: the worst maps 1,134 pixels 6.9 levels off. Letting its two worst frames take
    /// local palettes (threshold 6, 1,024 pixels) made the file 2 KB larger for no SSIM gain.
    static let localPaletteGain = 0.5

    /// A palette with its lookup table, its size in the file and its transparent index.
    private struct ColorTable {
        var rgb: [UInt8]
        var lookup: NearestColorTable
        /// log2 of the stored table's entries (the colours plus the transparent one, rounded up).
        var bits: Int
        var transparentIndex: UInt8
        var minimumCodeSize: Int { max(2, bits) }

        init(rgb: [UInt8]) {
            self.rgb = rgb
            lookup = NearestColorTable(rgb: rgb)
            transparentIndex = UInt8(rgb.count / 3)
            var bits = 1
            while 1 << bits < rgb.count / 3 + 1 { bits += 1 }
            self.bits = bits
        }

        /// The table as stored: padded with black to 2^bits entries.
        var stored: [UInt8] {
            rgb + [UInt8](repeating: 0, count: (1 << bits) * 3 - rgb.count)
        }
    }

    /// A frame held back until the next one shows whether it must clear its area when it ends.
    private struct PendingFrame {
        var indices: [UInt8]
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        var firstFrame: Int
        /// The frame's own palette, or nil for the global one.
        var local: ColorTable?
        var transparentIndex: UInt8
        var clearsWhenDone = false
    }

    /// Creates the temporary file and writes the GIF header; throws `MediaError` for invalid settings or an
    /// output that cannot be created.
    public init(path: String, settings: GIFSettings, palette: GIFPalette) throws {
        try settings.validate()
        self.path = path
        self.settings = settings
        file = try TemporaryFile(destination: path)
        writer = try FileWriter(path: file.path, displayName: path)
        global = ColorTable(rgb: palette.rgb)
        quantizer = FrameQuantizer(width: settings.width, height: settings.height, dither: settings.dither)
        let count = settings.width * settings.height
        canvas = [UInt8](repeating: 0, count: count * 4)
        changed = RowSpans(height: settings.height)
        source = [UInt32](repeating: 0, count: count)
        previous = [UInt32](repeating: SourcePixels.impossible, count: count)
        shown = [UInt32](repeating: 0, count: count)
        shownBefore = shown
        indices = [UInt8](repeating: 0, count: count)
        do {
            try writeHeader()
        } catch {
            cancel()
            throw error
        }
    }

    /// Adds one frame: premultiplied RGBA, `width * height * 4` bytes, rows top to bottom.
    public func append(premultipliedRGBA rgba: [UInt8]) throws {
        guard isOpen else { throw MediaError("cannot add a frame to \(path): the GIF is already closed") }
        let count = settings.width * settings.height
        guard rgba.count == count * 4 else {
            throw MediaError(
                "cannot add a frame to \(path): got \(rgba.count) bytes, expected "
                    + "\(settings.width)×\(settings.height)×4 = \(count * 4)")
        }
        do {
            take(rgba)
            try add()
        } catch {
            cancel()
            throw error
        }
    }

    /// Adds frame `index` of `store`, which must be the next frame: the store keeps each frame as its
    /// change from the one before, so frames 0 to `index` − 1 must have been appended first.
    public func append(storedFrame index: Int, of store: GIFFrameStore) throws {
        guard isOpen else { throw MediaError("cannot add a frame to \(path): the GIF is already closed") }
        guard store.width == settings.width, store.height == settings.height else {
            throw MediaError(
                "cannot add a stored frame to \(path): the store holds \(store.width)×\(store.height) frames, "
                    + "the GIF is \(settings.width)×\(settings.height)")
        }
        guard index == frameCount, index < store.count else {
            throw MediaError(
                "cannot add stored frame \(index) to \(path): the next frame is \(frameCount) and the store "
                    + "holds \(store.count)")
        }
        do {
            take(store.frames[index])
            try add()
        } catch {
            cancel()
            throw error
        }
    }

    /// Writes the last frame and the trailer, and renames the file to `path`.
    public func finish() throws {
        guard isOpen else { throw MediaError("cannot finish \(path): the GIF is already closed") }
        do {
            guard frameCount > 0 else { throw MediaError("cannot finish \(path): no frames were added") }
            try flushPending(nextFrame: frameCount)
            try writer.write(0x3B)
            try writer.close()
            try file.commit()
            isOpen = false
        } catch {
            cancel()
            throw error
        }
    }

    /// Abandons the GIF and removes the temporary file; does nothing after finish().
    public func cancel() {
        guard isOpen else { return }
        isOpen = false
        file.discard()
    }

    deinit {
        cancel()
    }

    /// Copies a whole frame into `canvas`, marking the pixels that differ.
    private func take(_ rgba: [UInt8]) {
        let width = settings.width
        let rowBytes = width * 4
        let isFirst = frameCount == 0
        rgba.withUnsafeBytes { frame in
            canvas.withUnsafeMutableBytes { canvas in
                guard let frame = frame.baseAddress, let canvas = canvas.baseAddress else { return }
                for row in 0..<settings.height {
                    let from = frame + row * rowBytes
                    let to = canvas + row * rowBytes
                    // Most rows of an animation stay the same from frame to frame: one comparison skips them.
                    let span =
                        isFirst || !skipsUnchangedPixels ? 0..<width : RowSpans.difference(from, to, count: width)
                    changed[row] = span
                    if !span.isEmpty {
                        (to + span.lowerBound * 4).copyMemory(
                            from: from + span.lowerBound * 4, byteCount: span.count * 4)
                    }
                }
            }
        }
    }

    /// Copies a stored frame's changed rectangle into `canvas`, marking the pixels that differ.
    private func take(_ frame: GIFFrameStore.Frame) {
        let width = settings.width
        changed.removeAll()
        if frameCount == 0 || !skipsUnchangedPixels {
            for row in 0..<settings.height { changed[row] = 0..<width }
        }
        guard frame.width > 0 else { return }
        frame.bytes.withUnsafeBytes { patch in
            canvas.withUnsafeMutableBytes { canvas in
                guard let patch = patch.baseAddress, let canvas = canvas.baseAddress else { return }
                for row in 0..<frame.height {
                    let from = patch + row * frame.width * 4
                    let to = canvas + ((frame.y + row) * width + frame.x) * 4
                    let span = RowSpans.difference(from, to, count: frame.width)
                    guard !span.isEmpty else { continue }
                    (to + span.lowerBound * 4).copyMemory(from: from + span.lowerBound * 4, byteCount: span.count * 4)
                    if frameCount > 0 && skipsUnchangedPixels {
                        changed[frame.y + row] = frame.x + span.lowerBound..<frame.x + span.upperBound
                    }
                }
            }
        }
    }

    /// Encodes the frame in `canvas`.
    private func add() throws {
        for row in 0..<settings.height { convert(row: row, columns: changed[row]) }
        if settings.keepsAlpha { clearVanishedPixels() }
        copySpans(of: shown, to: &shownBefore)
        var table = global
        var result = quantize(with: global)
        if frameCount > 0, let local = localTable(for: result) {
            // Start again from what was shown before, with the frame's own palette.
            copySpans(of: shownBefore, to: &shown)
            table = local
            result = quantize(with: local)
        }
        copySpans(of: source, to: &previous)
        defer { frameCount += 1 }
        let mustShow = pending == nil || pending?.clearsWhenDone == true
        var rectangle = (x: result.x, y: result.y, width: result.width, height: result.height)
        if result.isEmpty {
            guard mustShow else { return }  // Nothing changed: the pending frame simply lasts longer.
            rectangle = (0, 0, 1, 1)
        }
        try flushPending(nextFrame: frameCount)
        pending = PendingFrame(
            indices: crop(rectangle, transparentIndex: table.transparentIndex), x: rectangle.x, y: rectangle.y,
            width: rectangle.width, height: rectangle.height, firstFrame: frameCount,
            local: table.rgb == global.rgb ? nil : table, transparentIndex: table.transparentIndex)
    }

    /// Copies the changed spans of `from` into `to`, both frame-sized.
    private func copySpans(of from: [UInt32], to: inout [UInt32]) {
        let width = settings.width
        from.withUnsafeBufferPointer { from in
            to.withUnsafeMutableBufferPointer { to in
                guard let from = from.baseAddress, let to = to.baseAddress else { return }
                for row in 0..<settings.height {
                    let span = changed[row]
                    guard !span.isEmpty else { continue }
                    let start = row * width + span.lowerBound
                    (to + start).update(from: from + start, count: span.count)
                }
            }
        }
    }

    private func quantize(with table: ColorTable) -> FrameQuantizer.Result {
        source.withUnsafeBufferPointer { source in
            previous.withUnsafeBufferPointer { previous in
                shown.withUnsafeMutableBufferPointer { shown in
                    indices.withUnsafeMutableBufferPointer { indices in
                        quantizer.quantize(
                            source: source, previous: previous, shown: shown, indices: indices, changed: changed,
                            table: table.lookup, transparentIndex: table.transparentIndex,
                            measuresError: frameCount > 0)
                    }
                }
            }
        }
    }

    /// A palette fitted to this frame's changed pixels when the global palette serves them badly and the
    /// local one is clearly better (see `localPaletteErrorThreshold`), else nil.
    private func localTable(for result: FrameQuantizer.Result) -> ColorTable? {
        guard result.mappedPixels >= Self.localPaletteMinimumPixels else { return nil }
        let meanError = Double(result.squaredError) / Double(result.mappedPixels)
        guard meanError > Self.localPaletteErrorThreshold * Self.localPaletteErrorThreshold else { return nil }
        // The changed pixels, counted in 7-bit cells with exact means (as the global palette is).
        var cells = ColorHistogram()
        var pixels: [UInt32] = []
        let width = settings.width
        for row in 0..<settings.height {
            for x in changed[row] {
                let pixel = source[row * width + x]
                guard pixel != 0, pixel != previous[row * width + x] else { continue }
                pixels.append(pixel)
                cells.add(pixel, weight: 1)
            }
        }
        let local = ColorTable(
            rgb: PaletteQuantizer.palette(
                for: cells.entries(), maximumCount: GIFPalette.maximumCount, refinementPasses: 0))
        var localError = 0
        for pixel in pixels {
            let (r, g, b) = (Int32((pixel >> 16) & 0xFF), Int32((pixel >> 8) & 0xFF), Int32(pixel & 0xFF))
            localError += Int(local.lookup.distance(r, g, b, to: local.lookup.nearest(r, g, b)))
        }
        return Double(localError) <= Self.localPaletteGain * Double(result.squaredError) ? local : nil
    }

    /// With alpha, a pixel that turns transparent cannot be drawn over: the pending frame must be disposed
    /// to the background when it ends. It is enlarged to cover every such pixel, and everything under it
    /// counts as cleared, so this frame redraws what stays opaque there.
    private func clearVanishedPixels() {
        guard var frame = pending else { return }
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        let width = settings.width
        // Only changed pixels can be: a pixel that was already transparent is never shown.
        for y in 0..<settings.height {
            for x in changed[y] where source[y * width + x] == 0 && shown[y * width + x] != 0 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return }
        let newX = min(frame.x, minX)
        let newY = min(frame.y, minY)
        let newWidth = max(frame.x + frame.width, maxX + 1) - newX
        let newHeight = max(frame.y + frame.height, maxY + 1) - newY
        if newX != frame.x || newY != frame.y || newWidth != frame.width || newHeight != frame.height {
            var enlarged = [UInt8](repeating: frame.transparentIndex, count: newWidth * newHeight)
            for row in 0..<frame.height {
                let from = row * frame.width
                let to = (row + frame.y - newY) * newWidth + (frame.x - newX)
                enlarged[to..<to + frame.width] = frame.indices[from..<from + frame.width]
            }
            frame.indices = enlarged
            frame.x = newX
            frame.y = newY
            frame.width = newWidth
            frame.height = newHeight
        }
        frame.clearsWhenDone = true
        pending = frame
        for y in newY..<newY + newHeight {
            // The whole row is redrawn: its pixels no longer match `previous`.
            changed[y] = 0..<width
            convert(row: y, columns: 0..<width)
            for x in newX..<newX + newWidth {
                shown[y * width + x] = 0
                previous[y * width + x] = SourcePixels.impossible
            }
        }
    }

    /// Converts `columns` of one row of `canvas` into `source`.
    private func convert(row: Int, columns: Range<Int>) {
        guard !columns.isEmpty else { return }
        let start = row * settings.width + columns.lowerBound
        let keepsAlpha = settings.keepsAlpha
        canvas.withUnsafeBytes { canvas in
            source.withUnsafeMutableBufferPointer { source in
                guard let canvas = canvas.baseAddress, let output = source.baseAddress else { return }
                SourcePixels.convert(
                    canvas + start * 4, into: output + start, count: columns.count, keepsAlpha: keepsAlpha)
            }
        }
    }

    /// The indices inside `rectangle`; rows that did not change are all `transparentIndex` (the
    /// quantizer writes only the rows it works on).
    private func crop(_ rectangle: (x: Int, y: Int, width: Int, height: Int), transparentIndex: UInt8) -> [UInt8] {
        var result = [UInt8](repeating: transparentIndex, count: rectangle.width * rectangle.height)
        for row in 0..<rectangle.height where !changed[rectangle.y + row].isEmpty {
            let from = (rectangle.y + row) * settings.width + rectangle.x
            let to = row * rectangle.width
            result[to..<to + rectangle.width] = indices[from..<from + rectangle.width]
        }
        return result
    }

    /// Hundredths of a second from the start to frame `index`.
    private func centiseconds(_ index: Int) -> Int {
        index * 100 / settings.fps
    }

    private func writeHeader() throws {
        try writer.write(Array("GIF89a".utf8))
        try writer.write16(settings.width)
        try writer.write16(settings.height)
        // Global colour table present, 8 bits per primary, table of 2^bits entries.
        try writer.write(UInt8(0x80 | 0x70 | (global.bits - 1)))
        try writer.write(global.transparentIndex)
        try writer.write(0)
        try writer.write(global.stored)
        if settings.loopCount != 1 {
            // NETSCAPE2.0: repetitions after the first play; 0 means forever.
            try writer.write([0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01])
            try writer.write16(settings.loopCount == 0 ? 0 : settings.loopCount - 1)
            try writer.write(0)
        }
    }

    private func flushPending(nextFrame: Int) throws {
        guard let frame = pending else { return }
        pending = nil
        var remaining = centiseconds(nextFrame) - centiseconds(frame.firstFrame)
        // A delay field holds at most 65535 hundredths (about 11 minutes); a longer still picture
        // continues in frames over the same rectangle that change nothing, the last of them disposing.
        var indices = frame.indices
        while true {
            let delay = min(remaining, Self.longestDelay)
            remaining -= delay
            let isLast = remaining == 0
            try writeImage(frame, indices: indices, delay: delay, clears: isLast && frame.clearsWhenDone)
            if isLast { return }
            indices = [UInt8](repeating: frame.transparentIndex, count: frame.width * frame.height)
        }
    }

    private static let longestDelay = 65535

    private func writeImage(_ frame: PendingFrame, indices: [UInt8], delay: Int, clears: Bool) throws {
        // Graphic control: disposal (1 keep, 2 restore to background), transparent index in use.
        try writer.write([0x21, 0xF9, 0x04, UInt8((clears ? 2 : 1) << 2 | 1)])
        try writer.write16(delay)
        try writer.write([frame.transparentIndex, 0])
        try writer.write(0x2C)
        try writer.write16(frame.x)
        try writer.write16(frame.y)
        try writer.write16(frame.width)
        try writer.write16(frame.height)
        let table = frame.local ?? global
        if let local = frame.local {
            try writer.write(UInt8(0x80 | (local.bits - 1)))
            try writer.write(local.stored)
        } else {
            try writer.write(0)
        }
        try writer.write(UInt8(table.minimumCodeSize))
        let codes = indices.withUnsafeBufferPointer {
            LZWEncoder.encode($0, minimumCodeSize: table.minimumCodeSize)
        }
        var offset = 0
        while offset < codes.count {
            let length = min(255, codes.count - offset)
            try writer.write(UInt8(length))
            try writer.write(Array(codes[offset..<offset + length]))
            offset += length
        }
        try writer.write(0)
    }
}
