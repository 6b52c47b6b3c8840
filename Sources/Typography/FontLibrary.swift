import Foundation

/// Looks up font files and caches loaded faces; thread-safe.
///
/// A library searches its directories in order for a file name. Opened files and faces are kept
/// for the library's lifetime, so asking again for the same font and size is cheap and returns
/// the same `FontFace`.
public final class FontLibrary: @unchecked Sendable {
    /// The library used by default, searching `defaultDirectories`.
    public static let shared = FontLibrary()

    /// Where Debian installs the fonts Zoetrope uses: Inter (fonts-inter), Noto Sans CJK for
    /// Chinese, Japanese and Korean (fonts-noto-cjk), Nanum for Hangul (fonts-nanum), Material Icons (fonts-material-design-icons-iconfont) and Material Design
    /// Icons (fonts-materialdesignicons-webfont) for SF Symbols, Noto Color Emoji
    /// (fonts-noto-color-emoji) and DejaVu Sans for the symbols both icon fonts lack
    /// (fonts-dejavu-core), and URW's base 35 (fonts-urw-base35), the open stand-ins for iOS's
    /// Helvetica, Times, Courier, Palatino and others (`IOSFontStandIn`).
    public static let defaultDirectories = [
        "/usr/share/fonts/opentype/inter",
        "/usr/share/fonts/opentype/noto",
        "/usr/share/fonts/truetype/nanum",
        "/usr/share/fonts/truetype/material-design-icons-iconfont",
        "/usr/share/fonts/truetype/materialdesignicons-webfont",
        "/usr/share/fonts/truetype/noto",
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/opentype/urw-base35",
    ]

    /// The directories searched, in order.
    let directories: [String]
    private let lock = NSLock()
    private var typefaces: [String: Typeface] = [:]  // by path; guarded by `lock`
    private var faces: [FaceKey: FontFace] = [:]  // guarded by `lock`
    private var systemFaces: [SystemFaceKey: FontFace] = [:]  // guarded by `lock`
    /// Adjusted icons and built symbols made from this library's fonts.
    let symbolCache = SymbolCache()

    /// A system font asked for by size, weight and design.
    struct SystemFaceKey: Hashable {
        var size: Double
        var weight: Int
        var design: SystemFontDesign
    }

    /// The system font found before for `key`, if any.
    func systemFace(_ key: SystemFaceKey) -> FontFace? { lock.withLock { systemFaces[key] } }

    /// Keeps `face` as the system font for `key`.
    func remember(_ face: FontFace, for key: SystemFaceKey) { lock.withLock { systemFaces[key] = face } }

    struct FaceKey: Hashable {
        var fileName: String
        var size: Double
        var fallbacks: [String]
        var adjustment: FaceAdjustment
    }

    /// A library searching `directories` in order.
    public init(directories: [String] = FontLibrary.defaultDirectories) {
        self.directories = directories
    }

    /// The face of the file named `fileName` at `size` points, opened on first use. A face of a
    /// font collection other than its first is named with its index, `NotoSansCJK-Regular.ttc#2`.
    /// - Parameters:
    ///   - package: the Debian package that installs the file, named in the error.
    ///   - fallbacks: files whose faces, at the same size, stand in for characters the file lacks,
    ///     in order; files that are missing or unreadable are left out of the chain.
    ///   - adjustment: how the face departs from the file's metrics (the fallbacks keep theirs).
    /// - Throws: `FontError` when the size is invalid or the file is missing or unreadable.
    func face(
        fileName: String, size: Double, package: String?, fallbacks: [String] = [],
        adjustment: FaceAdjustment = .identity
    ) throws -> FontFace {
        guard size.isFinite, size >= 0 else { throw FontError.invalidSize(size) }
        let key = FaceKey(fileName: fileName, size: size, fallbacks: fallbacks, adjustment: adjustment)
        if let face = lock.withLock({ faces[key] }) { return face }
        // Resolved outside the lock, which is not recursive.
        let fallbackFaces = fallbacks.compactMap { try? face(fileName: $0, size: size, package: nil) }
        let (file, index) = Self.collectionFace(fileName)
        guard let path = locate(file) else {
            throw FontError.fileNotFound(file, directories: directories, package: package)
        }
        return try opened(path: path, index: index, key: key, fallbacks: fallbackFaces)
    }

    /// The face of the font file at `path` (a scene's own font) at `size` points, with the faces
    /// of the installed files `fallbacks` standing in for characters it lacks.
    /// - Throws: `FontError` when the size is invalid or the file is unreadable.
    func face(path: String, size: Double, fallbacks: [String]) throws -> FontFace {
        guard size.isFinite, size >= 0 else { throw FontError.invalidSize(size) }
        // A scene's own font keeps its file's metrics: it is not a stand-in for San Francisco.
        let key = FaceKey(fileName: path, size: size, fallbacks: fallbacks, adjustment: .identity)
        if let face = lock.withLock({ faces[key] }) { return face }
        let fallbackFaces = fallbacks.compactMap { try? face(fileName: $0, size: size, package: nil) }
        return try opened(path: path, index: 0, key: key, fallbacks: fallbackFaces)
    }

    /// The file name and face index `name` stands for: `file.ttc#2` is the collection's third
    /// face, any other name its file's first.
    static func collectionFace(_ name: String) -> (file: String, index: Int) {
        guard let mark = name.lastIndex(of: "#"), let index = Int(name[name.index(after: mark)...]), index >= 0
        else { return (name, 0) }
        return (String(name[..<mark]), index)
    }

    /// The face under `key`, opening face `index` of the file at `path` if no thread has yet.
    private func opened(path: String, index: Int, key: FaceKey, fallbacks fallbackFaces: [FontFace]) throws
        -> FontFace
    {
        try lock.withLock {
            if let face = faces[key] { return face }  // another thread got here first
            let typefaceKey = index == 0 ? path : "\(path)#\(index)"
            let typeface = try typefaces[typefaceKey] ?? Typeface(path: path, index: index)
            typefaces[typefaceKey] = typeface
            let face = FontFace(
                typeface: typeface, size: key.size, fallbacks: fallbackFaces, adjustment: key.adjustment)
            faces[key] = face
            return face
        }
    }

    /// The full path of `fileName` in the first directory that has it.
    func locate(_ fileName: String) -> String? {
        // A name with a path separator could reach outside the font directories.
        guard !fileName.isEmpty, !fileName.contains("/") else { return nil }
        for directory in directories {
            let path = (directory as NSString).appendingPathComponent(fileName)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                return path
            }
        }
        return nil
    }
}
