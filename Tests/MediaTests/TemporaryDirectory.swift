import Foundation

/// A fresh directory under the system temporary directory, removed on deinit.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path =
            URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("MediaTests-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// A path inside the directory.
    func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Every entry, hidden ones included.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
