/// What was being done to a file when it failed.
public enum FileOperation: String, Sendable, Equatable {
    case read, create, write
}

/// A failure to read or write a media file, or to encode, with a message meant for people.
///
/// A failure on a file carries the file and what was being done (`file`) apart from the reason,
/// so a caller can word it its own way; the description joins them, for example
/// `cannot create out/x.mp4: Permission denied`.
public struct MediaError: Error, CustomStringConvertible {
    /// The file and what was being done to it, when the failure concerns one.
    public var file: (operation: FileOperation, path: String)?
    /// Why it failed: the whole message when `file` is nil.
    public var reason: String

    /// The human-readable message.
    public var description: String {
        guard let file else { return reason }
        return "cannot \(file.operation.rawValue) \(file.path): \(reason)"
    }

    /// Whether the problem is with a file read (missing, unreadable, not a video, unsuitable),
    /// not with the one being written.
    public var concernsInput: Bool

    /// A failure that concerns no one file.
    init(_ reason: String) {
        self.reason = reason
        self.concernsInput = false
    }

    /// A failure that concerns the input files as a whole (they cannot be joined), whose message
    /// names them.
    init(input reason: String) {
        self.reason = reason
        self.concernsInput = true
    }

    /// A failure to `operation` the file at `path`.
    init(_ operation: FileOperation, _ path: String, _ reason: String) {
        self.file = (operation, path)
        self.reason = reason
        self.concernsInput = operation == .read
    }
}
