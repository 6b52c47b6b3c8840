import Foundation

/// Checks, before any rendering, that an output can be created where the user asked.
enum OutputPath {
    /// The lower-cased extension of the last path component, without the dot ("" when none).
    static func fileExtension(of path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// Throws `.output` when `path` (for a PNG sequence, its folder) is a directory, or its folder is
    /// missing or not writable; probes by creating and removing an empty hidden file beside it.
    static func check(_ path: String, isPattern: Bool = false) throws(ZoetropeError) {
        var isDirectory: ObjCBool = false
        // A pattern names no file yet; only its folder must exist.
        if !isPattern, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .output("error: cannot create \(path): it is a directory")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            throw .output("error: cannot create \(path): no such directory '\(directory)'")
        }
        guard isDirectory.boolValue else {
            throw .output("error: cannot create \(path): '\(directory)' is not a directory")
        }
        let probe = (directory as NSString).appendingPathComponent(
            ".zoetrope-probe-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .output("error: cannot create \(path): \(String(cString: strerror(errno)))")
        }
        close(descriptor)
        unlink(probe)
    }
}
