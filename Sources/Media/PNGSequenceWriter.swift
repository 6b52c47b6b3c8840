import Dispatch
import Glibc

/// Writes images of one size as PNG files, several encoded at once (libpng, on Dispatch's
/// threads).
///
/// Each image is un-premultiplied into an RGBA PNG; its file appears under its name (through a
/// temporary file and a rename) once it is encoded, which may be a few images after it was
/// appended. ``finish()`` writes the rest. Images appended but not yet written when the writer
/// fails or is dropped leave no file behind. An image with the same bytes as the one before is
/// not encoded again: its file gets the same PNG.
public final class PNGSequenceWriter {
    private let width: Int
    private let height: Int
    private let threads: Int
    private let encoder: PNGEncoder
    /// Images being encoded, oldest first, each with its file and those of the repeats appended
    /// after it.
    private var pending: [(job: Job, paths: [String])] = []
    /// The last image appended (un-premultiplied), and the last PNG written. The caller's bytes
    /// are not kept: they are often a frame buffer about to be drawn on again.
    private var previous: [UInt8]?
    private var lastPNG: [UInt8] = []
    /// How many images were encoded.
    private(set) var encodedCount = 0

    /// One image's encoding, run on a Dispatch thread.
    private final class Job: @unchecked Sendable {
        // Written once on the encoding thread before `done` is signalled, read after waiting.
        private var result: Result<[UInt8], any Error> = .success([])
        private let done = DispatchSemaphore(value: 0)

        init(pixels: [UInt8], width: Int, height: Int, encoder: PNGEncoder) {
            DispatchQueue.global().async { [self] in
                result = Result {
                    try pixels.withUnsafeBytes {
                        try encoder.encode($0.baseAddress!, width: width, height: height, stride: width * 4)
                    }
                }
                done.signal()
            }
        }

        /// Waits for the encoding to end.
        func wait() throws -> [UInt8] {
            done.wait()
            done.signal()
            return try result.get()
        }
    }

    /// A writer of `width`×`height` images that encodes up to `threads` at once (at least 1).
    public init(width: Int, height: Int, threads: Int) throws {
        guard width > 0, height > 0, width <= 1 << 16, height <= 1 << 16 else {
            throw MediaError("invalid image size \(width)×\(height)")
        }
        self.width = width
        self.height = height
        self.threads = max(1, threads)
        encoder = .standard
    }

    /// Encodes `premultipliedRGBA` (`width * height * 4` bytes, rows top to bottom) as the PNG
    /// file at `path`, and writes the files of earlier images that are done.
    public func append(premultipliedRGBA: [UInt8], to path: String) throws {
        let expected = width * height * 4
        guard premultipliedRGBA.count == expected else {
            throw MediaError(
                .write, path, "got \(premultipliedRGBA.count) bytes, expected \(width)×\(height)×4 = \(expected)")
        }
        let pixels = Premultiplication.unpremultiplied(premultipliedRGBA)
        if pixels == previous {
            if pending.isEmpty {
                try Self.write(lastPNG, to: path)
            } else {
                pending[pending.count - 1].paths.append(path)
            }
            return
        }
        previous = pixels
        encodedCount += 1
        pending.append((Job(pixels: pixels, width: width, height: height, encoder: encoder), [path]))
        while pending.count > threads { try writeOldest() }
    }

    /// Waits for the images still being encoded and writes their files.
    public func finish() throws {
        while !pending.isEmpty { try writeOldest() }
    }

    /// Waits for the oldest image being encoded and writes it to its files.
    private func writeOldest() throws {
        let (job, paths) = pending.removeFirst()
        do {
            lastPNG = try job.wait()
        } catch {
            throw MediaError(.write, paths[0], "\(error)")
        }
        for path in paths { try Self.write(lastPNG, to: path) }
    }

    /// Writes `png` to `path` through a temporary file.
    private static func write(_ png: [UInt8], to path: String) throws {
        let file = try TemporaryFile(destination: path)
        try png.withUnsafeBytes { try file.write($0) }
        try file.commit()
    }
}
