import Foundation
import Media
import Raster
import SceneGraph

/// Image assets of a scene: `NAME.png` (or .jpg/.jpeg) in the scene's `assets/` folder or beside
/// the scene file. Names cannot leave those folders. Decoded images are cached; thread-safe.
final class AssetFolder: ImageProvider, @unchecked Sendable {
    let directories: [String]
    private let lock = NSLock()
    private var cache: [String: PixelBuffer] = [:]

    static let extensions = ["png", "jpg", "jpeg"]

    /// Assets for the scene file at `scenePath`.
    init(scenePath: String) {
        let dir = (scenePath as NSString).deletingLastPathComponent
        let base = dir.isEmpty ? "." : dir
        directories = [(base as NSString).appendingPathComponent("assets"), base]
    }

    func image(named name: String) throws -> PixelBuffer {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[name] { return cached }
        guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), !name.hasPrefix(".") else {
            throw LayoutError(kind: .missingAsset, message: "invalid image asset name '\(name)'")
        }
        var tried: [String] = []
        for dir in directories {
            for ext in Self.extensions {
                let path = (dir as NSString).appendingPathComponent("\(name).\(ext)")
                tried.append(path)
                guard FileManager.default.fileExists(atPath: path) else { continue }
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
}
