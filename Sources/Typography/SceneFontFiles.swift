import Foundation

/// The font files a scene brings: `.ttf` and `.otf` files in its folders (beside the scene file
/// and in its `assets/` folder), found as iOS finds an app's fonts, by PostScript name, by full
/// name ("family style") or by family. Read once, on first use; thread-safe.
public final class SceneFontFiles: @unchecked Sendable {
    /// The folders searched, in order.
    public let folders: [String]
    private let lock = NSLock()
    private var scanned: [FontFileNames]?  // guarded by `lock`

    /// No font files: only installed fonts and the stand-ins for iOS's.
    public static let none = SceneFontFiles(folders: [])

    /// Most font files read from one folder: a folder of thousands is not a scene's.
    static let maximumFilesPerFolder = 256

    public init(folders: [String]) {
        self.folders = folders
    }

    /// The font files of the scene in `sceneFolder`: in its `assets/` folder, then beside it.
    /// One per folder for the process, so its files are read once however many layouts use them.
    public static func ofScene(in sceneFolder: String) -> SceneFontFiles {
        scenesLock.withLock {
            if let known = scenes[sceneFolder] { return known }
            let files = SceneFontFiles(folders: [
                (sceneFolder as NSString).appendingPathComponent("assets"), sceneFolder,
            ])
            scenes[sceneFolder] = files
            return files
        }
    }

    private static let scenesLock = NSLock()
    nonisolated(unsafe) private static var scenes: [String: SceneFontFiles] = [:]  // guarded by `scenesLock`

    /// Every readable font file in the folders, in folder order and then by file name.
    public var files: [FontFileNames] {
        lock.withLock {
            if let scanned { return scanned }
            let found = folders.flatMap(Self.fontFiles(in:)).compactMap(FontFileNames.read(path:))
            scanned = found
            return found
        }
    }

    /// The file iOS would draw `name` with at `weight` (nil: the name's own weight), or nil when
    /// no file answers to the name. A PostScript or full name picks its face; a family name picks
    /// the family's face nearest `weight` (regular when nil), upright before italic.
    public func file(named name: String, weight: Int?) -> FontFileNames? {
        let wanted = Self.key(name)
        guard !wanted.isEmpty else { return nil }
        let files = files
        if let exact = files.first(where: {
            Self.key($0.postScriptName) == wanted || Self.key($0.family + $0.style) == wanted
        }) {
            guard let weight, weight != exact.weight else { return exact }
            return Self.nearest(weight, italic: exact.isItalic, in: files.filter { $0.family == exact.family }) ?? exact
        }
        let family = files.filter { Self.key($0.family) == wanted }
        return Self.nearest(weight ?? 400, italic: false, in: family)
    }

    /// The face of `faces` nearest `weight`, of the wanted slant first.
    static func nearest(_ weight: Int, italic: Bool, in faces: [FontFileNames]) -> FontFileNames? {
        faces.min { a, b in
            if a.isItalic != b.isItalic { return a.isItalic == italic }
            let da = abs(a.weight - weight)
            let db = abs(b.weight - weight)
            if da != db { return da < db }
            return a.weight > b.weight
        }
    }

    /// A name as names are compared: letters and digits only, lowercased ("Avenir Next" and
    /// "AvenirNext" are one name, as iOS's lookup by PostScript and family names makes them).
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
    }

    /// The `.ttf` and `.otf` files directly in `folder`, by name; hidden files are skipped.
    static func fontFiles(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return
            names
            .filter { name in
                let ext = (name as NSString).pathExtension.lowercased()
                return !name.hasPrefix(".") && (ext == "ttf" || ext == "otf")
            }
            .sorted()
            .prefix(maximumFilesPerFolder)
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
    }
}
