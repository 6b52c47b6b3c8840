import Foundation

/// The static members Xcode 15 generates for an app's asset catalogs (`ColorResource.brand` for
/// `Brand.colorset`, `ImageResource.logo` for `Logo.imageset`), generated here from the
/// catalogs near a scene so that `Color(.brand)` and `Image(.logo)` compile as in Xcode.
///
/// The catalogs are found as the engine finds them (`SceneGraph`'s `AssetCatalog`: `*.xcassets`
/// in the scene's folder or up to three folders above); this module imports no engine module,
/// so it lists the sets' names itself.
public enum ResourceSymbols {
    /// How many folders above the scene's are searched, as `AssetCatalog.parentLevels`.
    static let parentLevels = 3

    /// The `*.xcassets` folders near the scene at `scenePath`, nearest first.
    public static func catalogs(near scenePath: String) -> [String] {
        var folder = URL(fileURLWithPath: scenePath).standardizedFileURL.deletingLastPathComponent()
        var found: [String] = []
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

    /// Swift declarations of the resource members for the catalogs near `scenePath`; empty when
    /// there are none.
    public static func declarations(near scenePath: String) -> String {
        var colors: [String: String] = [:]  // symbol → set name
        var images: [String: String] = [:]
        var entries = 0
        func walk(_ folder: String, depth: Int) {
            guard depth < 16, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                entries += 1
                guard entries <= 20_000 else { return }
                let path = (folder as NSString).appendingPathComponent(name)
                guard isFolder(path) else { continue }
                let base = (name as NSString).deletingPathExtension
                switch (name as NSString).pathExtension {
                case "colorset":
                    if let symbol = symbol(for: base, droppingSuffix: "Color"), colors[symbol] == nil {
                        colors[symbol] = base
                    }
                case "imageset":
                    if let symbol = symbol(for: base, droppingSuffix: "Image"), images[symbol] == nil {
                        images[symbol] = base
                    }
                case "": walk(path, depth: depth + 1)
                default: continue
                }
            }
        }
        for catalog in catalogs(near: scenePath) { walk(catalog, depth: 0) }
        guard !colors.isEmpty || !images.isEmpty else { return "" }
        func members(_ table: [String: String], _ type: String) -> String {
            guard !table.isEmpty else { return "" }
            let lines = table.keys.sorted().map { symbol in
                "    static let \(symbol) = SwiftUI.\(type)(name: \(literal(table[symbol]!)), bundle: .main)\n"
            }
            return "extension SwiftUI.\(type) {\n" + lines.joined() + "}\n"
        }
        return "\n// The asset catalogs' resource names, as Xcode generates them.\n"
            + members(colors, "ColorResource") + members(images, "ImageResource")
    }

    /// The member Xcode names a set `name`: lower camel case of its words ("brand-primary",
    /// "Brand Primary" and "BrandPrimary" are `brandPrimary`; "URLIcon" is `urlIcon`), the
    /// suffix "Color" of a colour set or "Image" of an image set dropped ("AccentColor" is
    /// `accent`), `_` before a leading digit; nil when nothing of the name is left.
    static func symbol(for name: String, droppingSuffix suffix: String) -> String? {
        let words = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        guard !words.isEmpty else { return nil }
        var joined = words.enumerated().map { index, word in
            index == 0 ? word : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if joined.count > suffix.count, joined.hasSuffix(suffix) { joined.removeLast(suffix.count) }
        // The leading run of capitals is lowercased, less the last when a lowercase letter
        // follows it ("URLIcon" → "urlIcon", "LOGO" → "logo").
        let characters = Array(joined)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        if run > 1, run < characters.count, characters[run].isLowercase { run -= 1 }
        var symbol = String(characters.prefix(max(run, 1))).lowercased() + String(characters.dropFirst(max(run, 1)))
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        if keywords.contains(symbol) { symbol = "`\(symbol)`" }
        return symbol
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any",
        "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
    ]

    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
