import Foundation
import Media
import Raster
import SceneGraph

/// Image assets of a scene: `NAME.png` (or .jpg/.jpeg) in the scene's `assets/` folder or beside
/// the scene file. Names cannot leave those folders, and a file found must resolve (through
/// symbolic links) to a place inside the scene's folder. Decoded images are cached; thread-safe.
final class AssetFolder: ImageProvider, @unchecked Sendable {
    let directories: [String]
    /// The scene's folder; every asset must lie inside it.
    let root: String
    private let lock = NSLock()
    private var cache: [String: PixelBuffer] = [:]

    static let extensions = ["png", "jpg", "jpeg"]

    /// Assets for the scene file at `scenePath`.
    init(scenePath: String) {
        let dir = PathComponents.folder(scenePath)
        let base = dir.isEmpty ? "." : dir
        directories = [(base as NSString).appendingPathComponent("assets"), base]
        root = base
    }

    func image(named name: String) throws -> PixelBuffer {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[name] { return cached }
        try Self.checkName(name)
        var tried: [String] = []
        for dir in directories {
            for ext in Self.extensions {
                let path = (dir as NSString).appendingPathComponent("\(name).\(ext)")
                tried.append(path)
                guard FileManager.default.fileExists(atPath: path) else { continue }
                try confine(path, name: name)
                do {
                    let decoded = try ImageFile.read(path: path)
                    guard
                        let buffer = PixelBuffer(
                            width: decoded.width, height: decoded.height, bytes: decoded.premultipliedRGBA)
                    else {
                        throw LayoutError(kind: .missingAsset, message: "image asset '\(path)' decoded to a wrong size")
                    }
                    cache[name] = buffer
                    return buffer
                } catch let error as LayoutError {
                    throw error
                } catch {
                    throw LayoutError(kind: .missingAsset, message: "cannot read image asset '\(path)': \(error)")
                }
            }
        }
        throw LayoutError(
            kind: .missingAsset,
            message: "image asset '\(name)' not found (looked for \(tried.joined(separator: ", ")))")
    }

    /// Refuses names that could reach outside the folders: paths, hidden names, control characters.
    static func checkName(_ name: String) throws {
        guard !name.isEmpty else {
            throw LayoutError(kind: .invalid, message: "an image asset name cannot be empty")
        }
        let isUnsafe =
            name.contains("/") || name.contains("\\") || name.hasPrefix(".")
            || name.unicodeScalars.contains { $0.properties.generalCategory == .control }
        guard !isUnsafe else {
            throw LayoutError(
                kind: .invalid,
                message: "image asset name '\(Self.printable(name))' is refused: a name cannot contain '/' or '\\', "
                    + "start with '.' or hold control characters (assets come only from the scene's folder)")
        }
    }

    /// Refuses a file that resolves, through symbolic links, to a place outside the scene's folder.
    func confine(_ path: String, name: String) throws {
        guard let folder = Self.resolved(root), let file = Self.resolved(path) else {
            throw LayoutError(kind: .missingAsset, message: "cannot read image asset '\(path)'")
        }
        let inside = folder == "/" ? "/" : folder + "/"
        guard file.hasPrefix(inside) else {
            throw LayoutError(
                kind: .invalid,
                message: "image asset '\(name)' is refused: '\(path)' leads outside the scene's folder")
        }
    }

    /// The absolute path with every symbolic link resolved, or nil when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// `name` with control characters shown as `?`, so a message cannot drive the terminal.
    static func printable(_ name: String) -> String {
        String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
    }
}
