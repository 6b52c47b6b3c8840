import Foundation
import Raster

/// The asset catalogs (`*.xcassets`) of a scene, as an Xcode project keeps them: in the scene's
/// folder or a folder up to `parentLevels` above it. Their colour sets and image sets by name,
/// read once per scene folder for the process; thread-safe.
///
/// A set inside a folder whose `Contents.json` "provides namespace" is named with the folder
/// ("Brand/Primary"), as Xcode names it; other folders only group.
public final class AssetCatalog: @unchecked Sendable {
    /// A colour set: its colour for any appearance (light) and for the dark appearance, or the
    /// system colour it names (`"reference": "systemBlueColor"`: "systemBlue").
    public struct ColorSet: Hashable, Sendable {
        public var light: RGBAColor
        public var dark: RGBAColor?
        public var systemName: String?
    }

    /// One file of an image set and the scale it is drawn at (2 for `@2x`).
    public struct ImageVariant: Hashable, Sendable {
        public var path: String
        public var scale: Double
    }

    /// How many folders above the scene's are searched for catalogs.
    public static let parentLevels = 3
    /// Most folders and files looked at inside one catalog.
    static let maximumEntries = 20_000

    /// The catalogs found, nearest the scene first.
    public let catalogs: [String]
    private let lock = NSLock()
    private var index: Index?  // guarded by `lock`

    private struct Index {
        var colorSets: [String: String] = [:]  // name → folder of the set
        var imageSets: [String: String] = [:]
        var colors: [String: ColorSet?] = [:]
    }

    init(catalogs: [String]) {
        self.catalogs = catalogs
    }

    /// The catalogs of the scene in `sceneFolder`, one object per folder for the process.
    public static func ofScene(in sceneFolder: String) -> AssetCatalog {
        scenesLock.withLock {
            if let known = scenes[sceneFolder] { return known }
            let catalog = AssetCatalog(catalogs: catalogFolders(near: sceneFolder))
            scenes[sceneFolder] = catalog
            return catalog
        }
    }

    private static let scenesLock = NSLock()
    nonisolated(unsafe) private static var scenes: [String: AssetCatalog] = [:]  // guarded by `scenesLock`

    /// The `*.xcassets` folders in `sceneFolder` and the `parentLevels` folders above it,
    /// nearest first, each folder's by name.
    public static func catalogFolders(near sceneFolder: String) -> [String] {
        var found: [String] = []
        var folder = URL(fileURLWithPath: sceneFolder.isEmpty ? "." : sceneFolder).standardizedFileURL
        for _ in 0...parentLevels {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".xcassets") && !name.hasPrefix(".") {
                let path = folder.appendingPathComponent(name).path
                if isFolder(path) { found.append(path) }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return found
    }

    /// The names of the catalogs' colour sets, sorted.
    public var colorNames: [String] { withIndex { $0.colorSets.keys.sorted() } }

    /// The names of the catalogs' image sets, sorted.
    public var imageNames: [String] { withIndex { $0.imageSets.keys.sorted() } }

    /// The colour set `name`, or nil when no catalog has one (or it holds no colour).
    public func color(named name: String) -> ColorSet? {
        withIndex { index in
            if let known = index.colors[name] { return known }
            let set = index.colorSets[name].flatMap(Self.readColorSet(folder:))
            index.colors[name] = set
            return set
        }
    }

    /// The files of the image set `name` with their scales; nil when no catalog has the set.
    public func imageVariants(named name: String) -> [ImageVariant]? {
        guard let folder = withIndex({ $0.imageSets[name] }) else { return nil }
        return Self.readImageSet(folder: folder)
    }

    /// Whether the image set `name` asks to be drawn as a template ("properties":
    /// {"template-rendering-intent": "template"}); false when no catalog has the set.
    public func isTemplateImage(named name: String) -> Bool {
        guard let folder = withIndex({ $0.imageSets[name] }) else { return false }
        let properties = Self.contents(of: folder)?["properties"] as? [String: Any]
        return properties?["template-rendering-intent"] as? String == "template"
    }

    /// The variant of `variants` to draw at `scale` (pixels per point): that scale's, else the
    /// next larger, else the largest, as iOS picks.
    public static func variant(_ variants: [ImageVariant], forScale scale: Double) -> ImageVariant? {
        let wanted = max(1, scale.rounded(.up))
        let larger = variants.filter { $0.scale >= wanted }.min { $0.scale < $1.scale }
        return larger ?? variants.max { $0.scale < $1.scale }
    }

    private func withIndex<T>(_ body: (inout Index) -> T) -> T {
        lock.withLock {
            if index == nil { index = Self.makeIndex(catalogs) }
            return body(&index!)
        }
    }

    /// Walks the catalogs, nearest first: a name found twice keeps its first set.
    private static func makeIndex(_ catalogs: [String]) -> Index {
        var index = Index()
        var entries = 0
        func walk(_ folder: String, namespace: String, depth: Int) {
            guard depth < 16, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                entries += 1
                guard entries <= maximumEntries else { return }
                let path = (folder as NSString).appendingPathComponent(name)
                guard isFolder(path) else { continue }
                let ext = (name as NSString).pathExtension
                let base = namespace + (name as NSString).deletingPathExtension
                switch ext {
                case "colorset": if index.colorSets[base] == nil { index.colorSets[base] = path }
                case "imageset": if index.imageSets[base] == nil { index.imageSets[base] = path }
                case "": walk(path, namespace: providesNamespace(path) ? base + "/" : namespace, depth: depth + 1)
                default: continue  // app icons, symbol sets, data sets …
                }
            }
        }
        for catalog in catalogs { walk(catalog, namespace: "", depth: 0) }
        return index
    }

    private static func providesNamespace(_ folder: String) -> Bool {
        let properties = contents(of: folder)?["properties"] as? [String: Any]
        return properties?["provides-namespace"] as? Bool ?? false
    }

    /// The `Contents.json` of a set or folder, parsed; nil when missing or not JSON.
    static func contents(of folder: String) -> [String: Any]? {
        let path = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `name` with control characters shown as `?` and cut to 100 characters, for messages.
    public static func printable(_ name: String) -> String {
        let cleaned = String(
            String.UnicodeScalarView(name.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
        return cleaned.count > 100 ? String(cleaned.prefix(100)) + "…" : cleaned
    }

    // MARK: Colour sets

    /// A colour set's colours: the entry without appearances (or the light one) and the dark one,
    /// for iPhone (`universal` or `iphone`), not the high-contrast ones.
    static func readColorSet(folder: String) -> ColorSet? {
        guard let entries = contents(of: folder)?["colors"] as? [[String: Any]] else { return nil }
        var any: ColorSet?
        var light: ColorSet?
        var dark: ColorSet?
        for entry in entries {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone", let color = entry["color"] as? [String: Any],
                let parsed = parseColor(color)
            else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            switch appearances.first(where: { $0["appearance"] as? String == "luminosity" })?["value"] as? String {
            case "dark": dark = dark ?? parsed
            case "light": light = light ?? parsed
            default: any = any ?? parsed
            }
        }
        guard var set = light ?? any ?? dark else { return nil }
        if let dark {
            set.dark = dark.light
            if set.systemName != nil || dark.systemName != nil { set.systemName = set.systemName ?? dark.systemName }
        }
        return set
    }

    /// One colour of a set: components in 0…1 ("0.500"), 0…255 ("128") or hex ("0x80"), in sRGB,
    /// extended sRGB, linear sRGB, Display P3 (converted to sRGB) or grey; or a system colour.
    static func parseColor(_ color: [String: Any]) -> ColorSet? {
        if let reference = color["reference"] as? String {
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            return ColorSet(light: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1), dark: nil, systemName: name)
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            guard let raw = components[key] else { return nil }
            if let number = raw as? Double { return number }
            guard let text = raw as? String else { return nil }
            return component(text, isAlpha: key == "alpha")
        }
        let alpha = value("alpha") ?? 1
        let space = (color["color-space"] as? String ?? "srgb").lowercased()
        var rgb: (Double, Double, Double)
        if let white = value("white") {
            rgb = (white, white, white)
        } else if let red = value("red"), let green = value("green"), let blue = value("blue") {
            rgb = (red, green, blue)
        } else {
            return nil
        }
        if space.contains("p3") { rgb = displayP3ToSRGB(rgb) }
        if space.contains("linear") { rgb = (encode(rgb.0), encode(rgb.1), encode(rgb.2)) }
        func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        return ColorSet(
            light: RGBAColor(red: clamp(rgb.0), green: clamp(rgb.1), blue: clamp(rgb.2), alpha: clamp(alpha)),
            dark: nil, systemName: nil)
    }

    /// A component as Xcode writes it: "0x80" (hex, of 255), "0.502" (of 1), "128" (of 255; an
    /// alpha of "1" or "0" is of 1).
    static func component(_ text: String, isAlpha: Bool) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.hasPrefix("0x") { return Int(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if trimmed.contains(".") || trimmed.contains("e") { return Double(trimmed) }
        guard let integer = Int(trimmed) else { return nil }
        return isAlpha && integer <= 1 ? Double(integer) : Double(integer) / 255
    }

    /// A Display P3 colour in sRGB (through linear light; out-of-gamut values are clamped later).
    static func displayP3ToSRGB(_ p3: (Double, Double, Double)) -> (Double, Double, Double) {
        let (r, g, b) = (decode(p3.0), decode(p3.1), decode(p3.2))
        return (
            encode(1.2249401 * r - 0.2249404 * g), encode(-0.0420569 * r + 1.0420571 * g),
            encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
        )
    }

    static func decode(_ v: Double) -> Double {
        let m = abs(v)
        let linear = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    static func encode(_ v: Double) -> Double {
        let m = abs(v)
        let encoded = m <= 0.0031308 ? 12.92 * m : 1.055 * pow(m, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }

    // MARK: Image sets

    /// An image set's files for iPhone in the default appearance, with their scales ("2x" is 2; a
    /// file without one, such as a single PDF, is 1).
    static func readImageSet(folder: String) -> [ImageVariant] {
        guard let entries = contents(of: folder)?["images"] as? [[String: Any]] else { return [] }
        var variants: [ImageVariant] = []
        for entry in entries {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone", entry["appearances"] == nil,
                let file = entry["filename"] as? String, !file.contains("/"), !file.hasPrefix(".")
            else { continue }
            let scaleText = (entry["scale"] as? String ?? "1x").lowercased()
            let scale = Double(scaleText.hasSuffix("x") ? String(scaleText.dropLast()) : scaleText) ?? 1
            variants.append(ImageVariant(path: (folder as NSString).appendingPathComponent(file), scale: scale))
        }
        return variants
    }
}
