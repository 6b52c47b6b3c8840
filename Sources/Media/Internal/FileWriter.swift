import Foundation

/// Appends bytes to a file through a buffer, reporting failures (a full disk, say) as `MediaError`s that
/// name the file the user asked for.
final class FileWriter {
    private let descriptor: Int32
    private let displayName: String
    private var buffer: [UInt8] = []
    private static let flushSize = 1 << 16

    init(path: String, displayName: String) throws {
        self.displayName = displayName
        descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw MediaError(.write, displayName, String(cString: strerror(errno)))
        }
        buffer.reserveCapacity(Self.flushSize * 2)
    }

    func write(_ bytes: [UInt8]) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.flushSize { try flush() }
    }

    func write(_ byte: UInt8) throws {
        buffer.append(byte)
        if buffer.count >= Self.flushSize { try flush() }
    }

    /// Writes a little-endian 16-bit value.
    func write16(_ value: Int) throws {
        try write([UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)])
    }

    func flush() throws {
        var offset = 0
        try buffer.withUnsafeBytes { bytes in
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw MediaError(.write, displayName, String(cString: strerror(errno)))
                }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes; a failing close (delayed write errors on some file systems) is reported too.
    func close() throws {
        try flush()
        if Glibc.close(descriptor) != 0 {
            throw MediaError(.write, displayName, String(cString: strerror(errno)))
        }
        isClosed = true
    }

    private var isClosed = false

    deinit {
        if !isClosed { _ = Glibc.close(descriptor) }
    }
}
