import Foundation
import XCTest

/// The one-way rule of docs/architecture.md: every Swift module in `Sources/` imports only what
/// the module table there allows.
final class ArchitectureTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// What every module may import: the toolchain's libraries.
    static let toolchain: Set<String> = ["Foundation", "Dispatch", "Glibc", "Synchronization", "Observation"]
    static let engine = ["Geometry", "Timeline", "Raster", "Typography", "Media", "SceneGraph"]

    /// `Sources/` folders holding Swift files, and those that do not (C and system-library targets).
    func modules() throws -> (swift: [String], c: Set<String>) {
        let sources = Self.root.appendingPathComponent("Sources")
        var swift: [String] = []
        var c: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let files = try swiftFiles(in: sources.appendingPathComponent(name))
            if files.isEmpty { c.insert(name) } else { swift.append(name) }
        }
        return (swift, c)
    }

    func swiftFiles(in folder: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// The table's rows: module → the text of its "imports" cell.
    func table() throws -> [String: String] {
        let text = try String(
            contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        var rows: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 5 else { continue }
            for name in cells[1].split(separator: ",") {
                rows[name.trimmingCharacters(in: CharacterSet(charactersIn: " `"))] = cells[3]
            }
        }
        return rows
    }

    /// The modules a cell allows ("nothing", names, "C libraries", "swift-syntax", "engine modules").
    func allowed(by cell: String, cModules: Set<String>) -> Set<String>? {
        let list = cell.components(separatedBy: " — ")[0]
        var names: Set<String> = []
        for token in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch token {
            case "nothing": continue
            case "C libraries": names.formUnion(cModules)
            case "swift-syntax": names.formUnion(["SwiftSyntax", "SwiftParser", "SwiftDiagnostics"])
            case "engine modules": names.formUnion(Self.engine)
            case let name where name.allSatisfy({ $0.isLetter }): names.insert(name)
            default: return nil
            }
        }
        return names
    }

    /// Each import in a Swift file: (module, whether it is an `internal import`, line number).
    func imports(in file: URL) throws -> [(String, Bool, Int)] {
        let pattern = try NSRegularExpression(
            pattern: #"^((?:@\w+ )*)(internal |public |private |fileprivate )?import (?:\w+ )?(\w+)"#)
        var found: [(String, Bool, Int)] = []
        for (index, line) in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n").enumerated() {
            let range = NSRange(line.startIndex..., in: line)
            guard let match = pattern.firstMatch(in: line, range: range),
                let module = Range(match.range(at: 3), in: line)
            else { continue }
            let access = Range(match.range(at: 2), in: line).map { String(line[$0]) }
            found.append((String(line[module]), access == "internal ", index + 1))
        }
        return found
    }

    func testEveryModuleImportsOnlyWhatTheTableAllows() throws {
        let (swiftModules, cModules) = try modules()
        let table = try table()
        var violations: [String] = []
        for module in swiftModules {
            guard let cell = table[module] else {
                violations.append("\(module): not in the module table of docs/architecture.md")
                continue
            }
            guard let allowed = allowed(by: cell, cModules: cModules) else {
                violations.append("\(module): cannot read its imports cell '\(cell)'")
                continue
            }
            let mustBeInternal = cell.contains("`internal import`")
            for file in try swiftFiles(in: Self.root.appendingPathComponent("Sources/\(module)")) {
                for (imported, isInternal, line) in try imports(in: file) where imported != module {
                    let place = "Sources/\(module)/…/\(file.lastPathComponent):\(line)"
                    if !allowed.contains(imported) && !Self.toolchain.contains(imported) {
                        violations.append("\(place): \(module) imports \(imported) (allowed: \(cell))")
                    } else if mustBeInternal && allowed.contains(imported) && !isInternal {
                        violations.append("\(place): \(module) imports \(imported) without `internal import`")
                    }
                }
            }
        }
        XCTAssertEqual(violations, [], violations.joined(separator: "\n"))
    }

    /// The check can fail: a made-up import outside its module's row is reported.
    func testAnImportOutsideTheRowIsFound() throws {
        let (_, cModules) = try modules()
        let row = try XCTUnwrap(allowed(by: try XCTUnwrap(table()["ZoetropeCLI"]), cModules: cModules))
        XCTAssertEqual(row, ["Zoetrope"])
        XCTAssertEqual(
            try XCTUnwrap(allowed(by: "Geometry, C libraries", cModules: ["CFreeType"])), ["Geometry", "CFreeType"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("imports-\(getpid()).swift")
        try "import Foundation\n@_implementationOnly import Media\ninternal import Raster\n".write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let found = try imports(in: file)
        XCTAssertEqual(found.map(\.0), ["Foundation", "Media", "Raster"])
        XCTAssertEqual(found.map(\.1), [false, false, true])
        XCTAssertFalse(row.contains("Media"))
    }
}
