import Foundation

/// What the SwiftUI module scene files compile against offers, read from the module itself:
/// the public declarations from its symbol graph (the toolchain's `swift-symbolgraph-extract`),
/// and the API it declares but does not render yet from the messages of its
/// `@available(*, unavailable, message: "'X' is not supported by Zoetrope yet")` declarations,
/// which the compiled module keeps (the symbol graph leaves unavailable declarations out).
public struct ModuleAPI: Equatable, Sendable, Codable {
    /// Views: types that conform to `View`, shapes excluded.
    public var views: [String] = []
    /// Shapes: types that conform to `Shape`.
    public var shapes: [String] = []
    /// Modifiers of every view: methods of `View`, such as `blur(radius:opaque:)`.
    public var viewModifiers: [String] = []
    /// Modifiers of shapes: methods of `Shape` and `InsettableShape`, such as `trim(from:to:)`.
    public var shapeModifiers: [String] = []
    /// Other public types (animations, colours, geometry, state wrappers…).
    public var types: [String] = []
    /// Declared, but not rendered yet: each as its message names it, such as `List`.
    public var unsupported: [String] = []

    /// The text every unavailable declaration's message follows.
    public static let unsupportedSuffix = "' is not supported by Zoetrope yet"

    /// `read(compiler:runtimeDirectory:)`, kept in `cacheDirectory/api` for the module, the symbol
    /// graph tool and the build of this program it came from: the tool takes seconds of CPU (most
    /// of the API test's 17 s on the 2-core machine) for what changes only with the engine build.
    public static func read(compiler: String, runtimeDirectory: String, cacheDirectory: String)
        throws(CompileError) -> ModuleAPI
    {
        var hash = ContentHash()
        hash.add("zoetrope-api-1")
        for file in [
            runtimeDirectory + "/Modules/SwiftUI.swiftmodule", symbolGraphTool(beside: compiler), "/proc/self/exe",
        ] {
            hash.add(file)
            hash.add(SceneCompiler.identity(of: file))
        }
        let folder = cacheDirectory + "/api"
        let file = folder + "/" + hash.hex + ".json"
        if let data = FileManager.default.contents(atPath: file),
            let api = try? JSONDecoder().decode(ModuleAPI.self, from: data)
        {
            return api
        }
        let api = try read(compiler: compiler, runtimeDirectory: runtimeDirectory)
        // Through a temporary file and a rename, so that a reader sees all of it or nothing; a
        // cache that cannot take it only loses the shortcut.
        let temporary = folder + "/.\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try JSONEncoder().encode(api).write(to: URL(fileURLWithPath: temporary))
            if rename(temporary, file) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
        }
        return api
    }

    /// `swift-symbolgraph-extract`, which comes with the toolchain beside `swiftc`.
    static func symbolGraphTool(beside compiler: String) -> String {
        URL(fileURLWithPath: compiler).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swift-symbolgraph-extract").path
    }

    /// Reads the module in `runtimeDirectory/Modules` with the symbol graph tool beside `compiler`.
    static func read(compiler: String, runtimeDirectory: String) throws(CompileError) -> ModuleAPI {
        let modules = runtimeDirectory + "/Modules"
        let tool = symbolGraphTool(beside: compiler)
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw .toolchainMissing("\(tool) was not found; it comes with the Swift toolchain")
        }
        let output = NSTemporaryDirectory() + "zoetrope-api-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: output) }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        } catch {
            throw .cache("cannot create \(output): \(error.localizedDescription)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [
            "-module-name", "SwiftUI", "-I", modules, "-target", "x86_64-unknown-linux-gnu", "-output-dir", output,
            "-skip-synthesized-members", "-minimum-access-level", "public",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .toolchainMissing("cannot run \(tool): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let graph = FileManager.default.contents(atPath: output + "/SwiftUI.symbols.json"),
            let module = FileManager.default.contents(atPath: modules + "/SwiftUI.swiftmodule")
        else {
            throw .runtimeMissing("cannot read the SwiftUI module in \(modules); build it with 'make build'")
        }
        var api = ModuleAPI()
        api.read(symbolGraph: graph)
        api.unsupported = Self.unsupported(inModule: module)
        return api
    }

    /// Fills the supported lists from a symbol graph (`SwiftUI.symbols.json`).
    mutating func read(symbolGraph data: Data) {
        guard let graph = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let symbols = graph["symbols"] as? [[String: Any]],
            let relationships = graph["relationships"] as? [[String: Any]]
        else { return }
        var titles: [String: String] = [:]
        var kinds: [String: String] = [:]
        for symbol in symbols {
            guard let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
                let title = (symbol["names"] as? [String: Any])?["title"] as? String,
                let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String
            else { continue }
            titles[id] = title
            kinds[id] = kind
            let path = symbol["pathComponents"] as? [String] ?? []
            if kind == "swift.method", path.count == 2 {
                // `line:column:` are the caller's place (`#line`, `#column`) for warnings, not
                // part of the API a scene writes.
                let title = title.replacingOccurrences(of: "line:column:", with: "")
                if path[0] == "View" { viewModifiers.append(title) }
                if path[0] == "Shape" || path[0] == "InsettableShape" { shapeModifiers.append(title) }
            }
            if ["swift.struct", "swift.enum", "swift.class"].contains(kind), path.count == 1 { types.append(title) }
        }
        func conforming(to name: String) -> Set<String> {
            guard let target = titles.first(where: { $0.value == name && kinds[$0.key] == "swift.protocol" })?.key
            else { return [] }
            return Set(
                relationships.compactMap { relationship -> String? in
                    guard relationship["kind"] as? String == "conformsTo",
                        relationship["target"] as? String == target, let source = relationship["source"] as? String,
                        kinds[source] != "swift.protocol", let title = titles[source], !title.contains(".")
                    else { return nil }
                    return title
                })
        }
        let shapeTypes = conforming(to: "Shape")
        shapes = shapeTypes.sorted()
        views = conforming(to: "View").subtracting(shapeTypes).sorted()
        viewModifiers = Array(Set(viewModifiers)).sorted()
        shapeModifiers = Array(Set(shapeModifiers)).sorted()
        types = Array(Set(types).subtracting(shapeTypes).subtracting(views)).sorted()
    }

    /// The names in the unavailable declarations' messages held in a compiled module's bytes.
    static func unsupported(inModule data: Data) -> [String] {
        let text = String(decoding: data, as: UTF8.self)
        var names = Set<String>()
        var searchStart = text.startIndex
        while let suffix = text.range(of: unsupportedSuffix, range: searchStart..<text.endIndex) {
            searchStart = suffix.upperBound
            // The name runs back from the suffix to the opening quote, on printable characters.
            var start = suffix.lowerBound
            var valid = false
            while start > text.startIndex {
                let before = text.index(before: start)
                let character = text[before]
                if character == "'" {
                    // The quote opens the message: it follows no word ("an 'X' inside 'Y'").
                    let opening = before > text.startIndex ? text[text.index(before: before)] : "\u{0}"
                    valid = !(opening.isLetter || opening == " ")
                    start = before
                    break
                }
                if !(character.isLetter || character.isNumber || "._:()<>, ".contains(character)) { break }
                start = before
            }
            guard valid else { continue }
            let name = String(text[text.index(after: start)..<suffix.lowerBound])
            if !name.isEmpty && name.count < 120 { names.insert(name) }
        }
        return names.sorted()
    }

    /// The tables `zoetrope api` prints: plain text, or Markdown for the docs.
    public func report(markdown: Bool) -> String {
        let sections: [(String, [String], String)] = [
            ("Views", views, ""), ("Shapes", shapes, ""), ("View modifiers", viewModifiers, "."),
            ("Shape modifiers", shapeModifiers, "."), ("Other types", types, ""),
            ("Not supported yet", unsupported, ""),
        ]
        var text = ""
        for (title, names, prefix) in sections {
            if markdown {
                text += "### \(title) (\(names.count))\n\n"
                text += names.map { "`\(prefix)\($0)`" }.joined(separator: ", ") + "\n\n"
            } else {
                text += "\(title) (\(names.count)):\n"
                text += wrapped(names.map { prefix + $0 }, width: 100, indent: "  ") + "\n\n"
            }
        }
        return text
    }

    private func wrapped(_ words: [String], width: Int, indent: String) -> String {
        var lines: [String] = []
        var line = indent
        for word in words {
            let piece = (line == indent ? "" : ", ") + word
            if line.count + piece.count > width && line != indent {
                lines.append(line + ",")
                line = indent + word
            } else {
                line += piece
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
