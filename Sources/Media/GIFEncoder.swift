/// Streams frames into an animated GIF with one global palette (see `GIFPaletteBuilder`).
///
/// Each frame stores only the rectangle that changed, with the transparent index wherever the picture
/// already shown stays; frames that change nothing lengthen the previous frame instead. Delays are
/// hundredths of a second accumulated without drift: frame i starts at ⌊100·i/fps⌋ (30 fps gives
/// 3, 3, 4, 3, 3, 4 …). The file is written to a temporary file beside `path` and renamed by finish();
/// cancel() or deinit without finish() removes it. Memory does not grow with the number of frames.
public final class GIFEncoder {
    private let path: String
    private let settings: GIFSettings
    private let file: TemporaryFile
    private let writer: FileWriter
    private let quantizer: FrameQuantizer
    private let transparentIndex: UInt8
    private let minimumCodeSize: Int
    private var source: [UInt32]
    private var previous: [UInt32]
    private var shown: [UInt8]
    private var indices: [UInt8]
    private var pending: PendingFrame?
    private var frameCount = 0
    private var isOpen = true

    /// A frame held back until the next one shows whether it must clear its area when it ends.
    private struct PendingFrame {
        var indices: [UInt8]
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        var firstFrame: Int
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
        transparentIndex = UInt8(palette.count)
        var tableBits = 1
        while 1 << tableBits < palette.count + 1 { tableBits += 1 }
        minimumCodeSize = max(2, tableBits)
        quantizer = FrameQuantizer(
            width: settings.width, height: settings.height, dither: settings.dither,
            table: NearestColorTable(palette: palette), transparentIndex: transparentIndex)
        let count = settings.width * settings.height
        source = [UInt32](repeating: 0, count: count)
        previous = [UInt32](repeating: SourcePixels.impossible, count: count)
        shown = [UInt8](repeating: transparentIndex, count: count)
        indices = [UInt8](repeating: transparentIndex, count: count)
        do {
            try writeHeader(palette: palette, tableBits: tableBits)
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
            try add(rgba)
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

    private func add(_ rgba: [UInt8]) throws {
        let count = settings.width * settings.height
        rgba.withUnsafeBufferPointer { bytes in
            source.withUnsafeMutableBufferPointer { pixels in
                guard let output = pixels.baseAddress else { return }
                SourcePixels.convert(bytes, into: output, count: count, keepsAlpha: settings.keepsAlpha)
            }
        }
        if settings.keepsAlpha { clearVanishedPixels() }
        let changed = source.withUnsafeBufferPointer { source in
            previous.withUnsafeBufferPointer { previous in
                shown.withUnsafeMutableBufferPointer { shown in
                    indices.withUnsafeMutableBufferPointer { indices in
                        quantizer.quantize(source: source, previous: previous, shown: shown, indices: indices)
                    }
                }
            }
        }
        swap(&source, &previous)
        defer { frameCount += 1 }
        let mustShow = pending == nil || pending?.clearsWhenDone == true
        guard let rectangle = changed ?? (mustShow ? (0, 0, 1, 1) : nil) else {
            return  // Nothing changed: the pending frame simply lasts longer.
        }
        try flushPending(nextFrame: frameCount)
        pending = PendingFrame(
            indices: crop(rectangle), x: rectangle.x, y: rectangle.y, width: rectangle.width,
            height: rectangle.height, firstFrame: frameCount)
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
        for y in 0..<settings.height {
            for x in 0..<width where source[y * width + x] == 0 && shown[y * width + x] != transparentIndex {
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
            var enlarged = [UInt8](repeating: transparentIndex, count: newWidth * newHeight)
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
            for x in newX..<newX + newWidth {
                shown[y * width + x] = transparentIndex
                previous[y * width + x] = SourcePixels.impossible
            }
        }
    }

    private func crop(_ rectangle: (x: Int, y: Int, width: Int, height: Int)) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: rectangle.width * rectangle.height)
        for row in 0..<rectangle.height {
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

    private func writeHeader(palette: GIFPalette, tableBits: Int) throws {
        try writer.write(Array("GIF89a".utf8))
        try writer.write16(settings.width)
        try writer.write16(settings.height)
        // Global colour table present, 8 bits per primary, table of 2^tableBits entries.
        try writer.write(UInt8(0x80 | 0x70 | (tableBits - 1)))
        try writer.write(transparentIndex)
        try writer.write(0)
        var table = palette.rgb
        table.append(contentsOf: [UInt8](repeating: 0, count: (1 << tableBits) * 3 - table.count))
        try writer.write(table)
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
            indices = [UInt8](repeating: transparentIndex, count: frame.width * frame.height)
        }
    }

    private static let longestDelay = 65535

    private func writeImage(_ frame: PendingFrame, indices: [UInt8], delay: Int, clears: Bool) throws {
        // Graphic control: disposal (1 keep, 2 restore to background), transparent index in use.
        try writer.write([0x21, 0xF9, 0x04, UInt8((clears ? 2 : 1) << 2 | 1)])
        try writer.write16(delay)
        try writer.write([transparentIndex, 0])
        try writer.write(0x2C)
        try writer.write16(frame.x)
        try writer.write16(frame.y)
        try writer.write16(frame.width)
        try writer.write16(frame.height)
        try writer.write(0)
        try writer.write(UInt8(minimumCodeSize))
        let codes = indices.withUnsafeBufferPointer {
            LZWEncoder.encode($0, minimumCodeSize: minimumCodeSize)
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
