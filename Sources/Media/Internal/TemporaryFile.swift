import Foundation

/// A new file beside `destination` that replaces it only when committed, so a failed or cancelled write
/// never leaves a half-written file under the real name. Uncommitted files are removed on deinit.
final class TemporaryFile {
    /// The final path, as the caller gave it (used in error messages).
    let destination: String
    /// The temporary path in the same directory, so the rename is atomic.
    let path: String
    private var isFinished = false

    /// Creates the empty temporary file (permissions 0666 less the umask, like any new file).
    init(destination: String) throws {
        self.destination = destination
        let directory: Substring
        let name: Substring
        if let slash = destination.lastIndex(of: "/") {
            directory = destination[...slash]
            name = destination[destination.index(after: slash)...]
        } else {
            directory = ""
            name = Substring(destination)
        }
        var attempt = 0
        while true {
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
            let candidate = "\(directory).\(name).partial-\(suffix)"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 {
                close(descriptor)
                path = candidate
                return
            }
            let code = errno
            attempt += 1
            if code != EEXIST || attempt == 16 {
                throw MediaError(.create, destination, Self.describe(code))
            }
        }
    }

    /// Replaces the temporary file's contents with `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw MediaError(.write, destination, Self.describe(errno))
        }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw MediaError(.write, destination, Self.describe(errno))
            }
            offset += written
        }
    }

    /// Renames the temporary file to the destination.
    func commit() throws {
        guard !isFinished else { return }
        if rename(path, destination) != 0 {
            let code = errno
            discard()
            throw MediaError(.create, destination, Self.describe(code))
        }
        isFinished = true
    }

    /// Removes the temporary file unless it was committed.
    func discard() {
        guard !isFinished else { return }
        isFinished = true
        unlink(path)
    }

    deinit {
        discard()
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
