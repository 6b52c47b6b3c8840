import Glibc

@_implementationOnly import CFFmpeg

/// Writes images of one size as PNG files, several encoded at once on libavcodec's frame threads.
///
/// Each image is un-premultiplied into an RGBA PNG; its file appears under its name (through a
/// temporary file and a rename) once it is encoded, which may be a few images after it was
/// appended. ``finish()`` writes the rest. Images appended but not yet written when the writer
/// fails or is dropped leave no file behind. An image with the same bytes as the one before is
/// not encoded again: its file gets the same PNG.
public final class PNGSequenceWriter {
    private let codec: CodecContext
    private let packet: MediaPacket
    private let width: Int
    private let height: Int
    /// For each image sent to the encoder and not yet written, oldest first: its file and those
    /// of the repeats appended after it.
    private var pending: [[String]] = []
    private var appended = 0
    /// The last image sent to the encoder (un-premultiplied), and the last PNG written. The
    /// caller's bytes are not kept: they are often a frame buffer about to be drawn on again.
    private var previous: MediaFrame?
    private var lastPNG: [UInt8] = []
    /// How many images were sent to the encoder.
    private(set) var encodedCount = 0

    /// A writer of `width`×`height` images that encodes up to `threads` at once (at least 1).
    public init(width: Int, height: Int, threads: Int) throws {
        _ = FFmpegLog.silenced
        guard let checkedWidth = UInt32(exactly: width), let checkedHeight = UInt32(exactly: height),
            width > 0, height > 0, av_image_check_size(checkedWidth, checkedHeight, 0, nil) >= 0
        else {
            throw MediaError("invalid image size \(width)×\(height)")
        }
        guard let encoder = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw MediaError("this FFmpeg has no PNG encoder")
        }
        self.width = width
        self.height = height
        codec = try CodecContext(codec: encoder)
        codec.pointer.pointee.width = Int32(width)
        codec.pointer.pointee.height = Int32(height)
        codec.pointer.pointee.pix_fmt = AV_PIX_FMT_RGBA
        codec.pointer.pointee.time_base = AVRational(num: 1, den: 1)
        codec.pointer.pointee.thread_count = Int32(clamping: max(1, threads))
        codec.pointer.pointee.thread_type = FF_THREAD_FRAME
        try AVResult.check(avcodec_open2(codec.pointer, encoder, nil), "cannot open the PNG encoder")
        packet = try MediaPacket()
    }

    /// Encodes `premultipliedRGBA` (`width * height * 4` bytes, rows top to bottom) as the PNG
    /// file at `path`, and writes the files of earlier images that are done.
    public func append(premultipliedRGBA: [UInt8], to path: String) throws {
        let expected = width * height * 4
        guard premultipliedRGBA.count == expected else {
            throw MediaError(
                "cannot write \(path): got \(premultipliedRGBA.count) bytes, expected \(width)×\(height)×4 = \(expected)"
            )
        }
        // A new frame each time: the encoder's threads may still read the previous ones.
        let frame = try MediaFrame(width: width, height: height, format: AV_PIX_FMT_RGBA)
        let rowBytes = width * 4
        let stride = Int(frame.pointer.pointee.linesize.0)
        if let start = frame.pointer.pointee.data.0 {
            premultipliedRGBA.withUnsafeBufferPointer { pixels in
                for row in 0..<height {
                    let source = UnsafeBufferPointer(rebasing: pixels[row * rowBytes..<(row + 1) * rowBytes])
                    Premultiplication.unpremultiply(source, into: start + row * stride)
                }
            }
        }
        if let previous, samePixels(frame, previous) {
            if pending.isEmpty {
                try Self.write(lastPNG, to: path)
            } else {
                pending[pending.count - 1].append(path)
            }
            return
        }
        previous = frame
        frame.pointer.pointee.pts = Int64(appended)
        appended += 1
        pending.append([path])
        encodedCount += 1
        while true {
            let status = avcodec_send_frame(codec.pointer, frame.pointer)
            if status == AVResult.again {
                // The encoder wants its output taken first.
                guard try writeNext() else { throw MediaError("cannot encode \(path)") }
                continue
            }
            try AVResult.check(status, "cannot encode \(path)")
            break
        }
        while try writeNext() {}
    }

    /// Encodes the images still in the encoder and writes their files.
    public func finish() throws {
        try AVResult.check(avcodec_send_frame(codec.pointer, nil), "cannot finish the PNG images")
        while try writeNext() {}
    }

    /// Takes the next encoded image, if the encoder has one ready (after `finish()`: until all
    /// are done), and writes it to the oldest pending file. Returns false when there was none.
    private func writeNext() throws -> Bool {
        let status = avcodec_receive_packet(codec.pointer, packet.pointer)
        if status == AVResult.again || status == AVResult.endOfFile { return false }
        defer { av_packet_unref(packet.pointer) }
        guard !pending.isEmpty else { throw MediaError("the PNG encoder returned an extra image") }
        let paths = pending.removeFirst()
        try AVResult.check(status, "cannot encode \(paths[0])")
        lastPNG = [UInt8](
            UnsafeRawBufferPointer(start: packet.pointer.pointee.data, count: Int(packet.pointer.pointee.size)))
        for path in paths { try Self.write(lastPNG, to: path) }
        return true
    }

    /// Writes `png` to `path` through a temporary file.
    private static func write(_ png: [UInt8], to path: String) throws {
        let file = try TemporaryFile(destination: path)
        try png.withUnsafeBytes { try file.write($0) }
        try file.commit()
    }

    /// Whether two of the writer's frames hold the same pixels.
    private func samePixels(_ a: MediaFrame, _ b: MediaFrame) -> Bool {
        guard let x = a.pointer.pointee.data.0, let y = b.pointer.pointee.data.0 else { return false }
        let (strideA, strideB) = (Int(a.pointer.pointee.linesize.0), Int(b.pointer.pointee.linesize.0))
        return (0..<height).allSatisfy { row in memcmp(x + row * strideA, y + row * strideB, width * 4) == 0 }
    }
}
