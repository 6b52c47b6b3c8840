import Media

/// A file that could not be read, created or written: which, what was being done, and why. The
/// command line words it (`cannot create 'out/x.mp4': Permission denied`) and exits 66 for a file
/// read, 73 for one written.
public struct FileError: Error, Equatable, Sendable {
    /// What was being done to the file.
    public typealias Operation = Media.FileOperation

    /// Why the file could not be used.
    public enum Reason: Equatable, Sendable {
        /// Nothing is at the path.
        case noSuchFile
        /// The path is a folder.
        case isDirectory
        /// The path is a device, a pipe or a socket.
        case notRegularFile
        /// The file is there but could not be opened or read.
        case unreadable
        /// A scene file larger than the largest read, in MiB.
        case tooLarge(maximumMiB: Int)
        /// The folder the file goes in does not exist.
        case noSuchFolder(String)
        /// What should be the file's folder is a file.
        case folderIsFile(String)
        /// The system's or a media library's own words ("Permission denied").
        case system(String)
    }

    public var operation: Operation
    public var path: String
    public var reason: Reason

    public init(_ operation: Operation, _ path: String, _ reason: Reason) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }
}

extension ZoetropeError {
    /// The facade's error for a failure while writing an output: a media library's failure on a
    /// file as a `FileError`, any other as an `.output` error carrying its message.
    static func writing(_ error: any Error) -> ZoetropeError {
        switch error {
        case let error as ZoetropeError: return error
        case let error as MediaError:
            guard let file = error.file else { return .output(.message(error.reason)) }
            return .file(FileError(file.operation, file.path, .system(error.reason)))
        default: return .output(.message("\(error)"))
        }
    }
}
