import Foundation

/// Checks, before any rendering, that an output can be created where the user asked, and that it
/// is not one of the inputs.
public enum OutputPath {
    /// The lower-cased extension of the last path component, without the dot ("" when none).
    static func fileExtension(of path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// Throws a `FileError` when `path` (for a PNG sequence, its folder) is a directory, or its folder is
    /// missing or not writable; probes by creating and removing an empty hidden file beside it.
    public static func check(_ path: String, isPattern: Bool = false) throws(ZoetropeError) {
        // A pattern names no file yet; only its folder must exist.
        if !isPattern { try refuseDirectory(path) }
        var isDirectory: ObjCBool = false
        let folder = PathComponents.folder(path)
        let directory = folder.isEmpty ? "." : folder
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            throw .file(FileError(.create, path, .noSuchFolder(directory)))
        }
        guard isDirectory.boolValue else {
            throw .file(FileError(.create, path, .folderIsFile(directory)))
        }
        let probe = (directory as NSString).appendingPathComponent(
            ".zoetrope-probe-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .file(FileError(.create, path, .system(String(cString: strerror(errno)))))
        }
        close(descriptor)
        unlink(probe)
    }

    /// Throws a `FileError` when `path` is an existing directory (or a link to one).
    public static func refuseDirectory(_ path: String) throws(ZoetropeError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .file(FileError(.create, path, .isDirectory))
        }
    }

    /// Whether `first` and `second` name the same file: one existing file reached through any
    /// spelling, symbolic link or hard link, or, for files that do not exist yet, the same name in the
    /// same folder once `.`, `..` and links are resolved.
    public static func isSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        if stat(first, &a) == 0, stat(second, &b) == 0 {
            return a.st_dev == b.st_dev && a.st_ino == b.st_ino
        }
        return resolved(first) == resolved(second)
    }

    /// The absolute path of `path` with links resolved: wholly when it exists, else in its folder.
    static func resolved(_ path: String) -> String {
        if let real = realPath(path) { return real }
        let name = PathComponents.name(path)
        let folder = PathComponents.folder(path)
        let base = realPath(folder.isEmpty ? "." : folder) ?? absolute(folder)
        return (base as NSString).appendingPathComponent(name)
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (joined as NSString).standardizingPath
    }
}
