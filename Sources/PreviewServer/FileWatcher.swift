import Foundation
import Synchronization

/// Calls back when a file is saved, however the editor saves it (written in place, or written
/// beside it and renamed over it): inotify on the file's folder, filtered by name, with changes
/// that come in a burst (an editor's several writes) reported once.
public final class FileWatcher: Sendable {
    private let flag = StopFlag()

    /// Watches `path`; `changed` runs on the watcher's own thread, after `quiet` seconds without
    /// a further change.
    public init(path: String, quiet: TimeInterval = 0.05, changed: @escaping @Sendable () -> Void) throws {
        let name = PathParts.name(path)
        let fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { throw HTTPServerError("cannot watch \(path): \(String(cString: strerror(errno)))") }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_MODIFY | IN_ATTRIB)
        guard inotify_add_watch(fd, PathParts.folder(path), mask) >= 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw HTTPServerError("cannot watch \(path): \(reason)")
        }
        let flag = flag
        Thread {
            defer { close(fd) }
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            var dirty = false
            while !flag.isSet {
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, dirty ? Int32(quiet * 1000) : 200)
                if ready > 0 {
                    let count = read(fd, &buffer, buffer.count)
                    if count > 0 && Self.names(in: buffer[..<count]).contains(name) { dirty = true }
                } else if ready == 0 && dirty && !flag.isSet {
                    dirty = false
                    changed()
                }
            }
        }.start()
    }

    /// Stops watching (within a fifth of a second).
    public func stop() { flag.set() }

    deinit { flag.set() }

    /// The file names of the inotify events in `bytes`.
    static func names(in bytes: ArraySlice<UInt8>) -> [String] {
        var names: [String] = []
        var offset = bytes.startIndex
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= bytes.endIndex {
            let length = bytes.withUnsafeBytes {
                Int($0.loadUnaligned(fromByteOffset: offset - bytes.startIndex + 12, as: UInt32.self))
            }
            let start = offset + header
            let end = min(start + length, bytes.endIndex)
            names.append(String(decoding: bytes[start..<end].prefix { $0 != 0 }, as: UTF8.self))
            offset = start + length
        }
        return names
    }
}

/// Set once, read from another thread.
private final class StopFlag: Sendable {
    private let value = Atomic<Bool>(false)

    var isSet: Bool { value.load(ordering: .acquiring) }

    func set() { value.store(true, ordering: .releasing) }
}

/// A path's folder and last component, without Foundation's NSString (which traps on some).
enum PathParts {
    static func folder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func name(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
