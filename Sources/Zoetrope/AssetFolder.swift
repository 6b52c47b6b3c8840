import Foundation
import Geometry
import Media
import Raster
import SceneGraph

/// Image assets of a scene: `NAME.png` (or .jpg/.jpeg) in the scene's `assets/` folder or beside
/// the scene file, else the image set `NAME` of its asset catalogs (`AssetCatalog`: `*.xcassets`
/// beside the scene or up to three folders above), its file for the render's scale. Names cannot
/// leave those folders, and a file found must resolve (through symbolic links) to a place inside
/// the scene's folder or a catalog. Decoded images are cached; thread-safe.
final class AssetFolder: ImageProvider, @unchecked Sendable {
    let directories: [String]
    /// The scene's folder; every asset must lie inside it or a catalog.
    let root: String
    /// The render's pixels per point, which chooses an image set's file.
    let scale: Double
    private let lock = NSLock()
    private var cache: [String: (buffer: PixelBuffer, scale: Double)] = [:]
    private var templates: [String: Bool] = [:]  // guarded by `lock`
    private var parts: [PartKey: PixelBuffer?] = [:]  // guarded by `lock`
    /// How many parts of images were cut (each once, whatever the frames drawn).
    private(set) var partsCut = 0

    private struct PartKey: Hashable {
        var name: String
        var unit: Rect
    }

    static let extensions = ["png", "jpg", "jpeg"]

    /// Assets for the scene file at `scenePath`, drawn at `scale` pixels per point.
    init(scenePath: String, scale: Double = 1) {
        let dir = PathComponents.folder(scenePath)
        let base = dir.isEmpty ? "." : dir
        directories = [(base as NSString).appendingPathComponent("assets"), base]
        root = base
        self.scale = scale
    }

    func image(named name: String) throws -> PixelBuffer {
        try load(name).buffer
    }

    func scale(ofImageNamed name: String) -> Double {
        (try? load(name).scale) ?? 1
    }

    /// The part `unit` of the image `name`, cut once and kept: an `ImagePaint` asks for its tile
    /// in every frame.
    func image(named name: String, part unit: Rect) throws -> PixelBuffer? {
        let key = PartKey(name: name, unit: unit)
        if let known = lock.withLock({ parts[key] }) { return known }
        let part = try image(named: name).part(unit)
        lock.withLock {
            // Two frames may have cut it at once: the first kept counts.
            if parts[key] == nil {
                parts[key] = part
                partsCut += 1
            }
        }
        return part
    }

    /// An image set of the scene's catalogs that asks to be a template; a file beside the scene
    /// (which a catalog's set does not shadow) is drawn in its own colours.
    func isTemplate(imageNamed name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if let known = templates[name] { return known }
        let isTemplate = Self.isTemplate(name, directories: directories, root: root)
        templates[name] = isTemplate
        return isTemplate
    }

    private static func isTemplate(_ name: String, directories: [String], root: String) -> Bool {
        guard (try? checkName(name)) != nil else { return false }
        for dir in directories {
            for ext in extensions
            where FileManager.default.fileExists(atPath: (dir as NSString).appendingPathComponent("\(name).\(ext)")) {
                return false
            }
        }
        return AssetCatalog.ofScene(in: root).isTemplateImage(named: name)
    }

    private func load(_ name: String) throws -> (buffer: PixelBuffer, scale: Double) {
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
                try confine(path, name: name, inside: [root])
                let loaded = (buffer: try Self.decode(path), scale: 1.0)
                cache[name] = loaded
                return loaded
            }
        }
        let catalog = AssetCatalog.ofScene(in: root)
        if let variants = catalog.imageVariants(named: name) {
            let readable = variants.filter {
                Self.extensions.contains(($0.path as NSString).pathExtension.lowercased())
            }
            guard let variant = AssetCatalog.variant(readable, forScale: scale) else {
                let kinds = Set(variants.map { ($0.path as NSString).pathExtension.uppercased() }).sorted()
                throw LayoutError(
                    kind: .missingAsset,
                    message: "image set '\(name)' has "
                        + (kinds.isEmpty ? "no image for iPhone" : "only \(kinds.joined(separator: ", ")) files")
                        + ", which Zoetrope does not read yet; add a PNG or JPEG to it")
            }
            try confine(variant.path, name: name, inside: [root] + catalog.catalogs)
            let loaded = (buffer: try Self.decode(variant.path), scale: variant.scale > 0 ? variant.scale : 1)
            cache[name] = loaded
            return loaded
        }
        let catalogs =
            catalog.catalogs.isEmpty
            ? "" : " and the image set '\(name)' in \(catalog.catalogs.joined(separator: ", "))"
        throw LayoutError(
            kind: .notFound,
            message: "image asset '\(name)' not found (looked for \(tried.joined(separator: ", "))\(catalogs))")
    }

    /// The premultiplied pixels of the image file at `path`.
    private static func decode(_ path: String) throws -> PixelBuffer {
        do {
            let decoded = try ImageFile.read(path: path)
            guard
                let buffer = PixelBuffer(width: decoded.width, height: decoded.height, bytes: decoded.premultipliedRGBA)
            else {
                throw LayoutError(kind: .missingAsset, message: "image asset '\(path)' decoded to a wrong size")
            }
            return buffer
        } catch let error as LayoutError {
            throw error
        } catch {
            throw LayoutError(kind: .missingAsset, message: "cannot read image asset '\(path)': \(error)")
        }
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

    /// Refuses a file that resolves, through symbolic links, to a place outside `folders` (the
    /// scene's folder and its catalogs).
    func confine(_ path: String, name: String, inside folders: [String]) throws {
        guard let file = Self.resolved(path) else {
            throw LayoutError(kind: .missingAsset, message: "cannot read image asset '\(path)'")
        }
        let isInside = folders.compactMap(Self.resolved).contains { folder in
            file.hasPrefix(folder == "/" ? "/" : folder + "/")
        }
        guard isInside else {
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
