import Foundation
import XCTest

/// `zoetrope api` reads the SwiftUI module scene files compile against: what it declares is what
/// it lists, and every unavailable declaration of `Sources/SwiftUI` is in "Not supported yet";
/// the report is kept in the scene cache.
final class CLIAPITests: CLITestCase {
    /// The names of one section of the plain report.
    func section(_ title: String, of report: String) -> [String] {
        guard let start = report.range(of: "\n\(title) (") ?? report.range(of: "\(title) (") else { return [] }
        let body = report[start.upperBound...].drop { $0 != "\n" }.dropFirst()
        let end = body.range(of: "\n\n")?.lowerBound ?? body.endIndex
        return body[..<end].split(whereSeparator: { $0 == "," || $0 == "\n" })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func testTheReportListsTheModulesViewsModifiersAndUnsupportedAPI() throws {
        let result = try run(["api"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = result.stdout
        XCTAssertTrue(section("Views", of: report).contains("VStack"), report)
        XCTAssertTrue(section("Views", of: report).contains("TimelineView"), report)
        XCTAssertFalse(section("Views", of: report).contains("Circle"), "shapes are listed apart")
        XCTAssertTrue(section("Shapes", of: report).contains("Circle"), report)
        XCTAssertTrue(section("View modifiers", of: report).contains(".blur(radius:opaque:)"), report)
        XCTAssertTrue(section("Shape modifiers", of: report).contains(".trim(from:to:)"), report)
        XCTAssertTrue(section("Other types", of: report).contains("Animation"), report)

        // Every "'X' is not supported by Zoetrope yet" of the module's sources, and nothing else.
        let sources = Self.root.appendingPathComponent("Sources/SwiftUI")
        var declared = Set<String>()
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        let pattern = try NSRegularExpression(pattern: #"message:\s*"'([^'"]+)' is not supported by Zoetrope yet"#)
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { declared.insert(String(text[range])) }
            }
        }
        // The sources were read (the list shrinks as the module draws more of SwiftUI).
        XCTAssertFalse(declared.isEmpty)
        XCTAssertEqual(Set(section("Not supported yet", of: report)), declared)

        let markdown = try run(["api", "--markdown"])
        XCTAssertEqual(markdown.status, 0, markdown.stderr)
        XCTAssertTrue(markdown.stdout.contains("### Not supported yet (\(declared.count))\n\n`"), markdown.stdout)
        XCTAssertTrue(markdown.stdout.contains("`List`"), markdown.stdout)

        // The module was read once: the report is kept in the scene cache by the engine build it
        // came from, and a run reads it from there (a view added to a copy of the cache shows).
        // One test, not two: a second reading of the module would cost the suite most of this test's time again.
        let kept = Self.sceneCache.appendingPathComponent("zoetrope/api")
        let entries = try FileManager.default.contentsOfDirectory(atPath: kept.path).filter { $0.hasSuffix(".json") }
        XCTAssertFalse(entries.isEmpty, "nothing kept in \(kept.path)")
        let cache = scratch.appendingPathComponent("cache")
        let copy = cache.appendingPathComponent("zoetrope/api")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for entry in entries {
            let data = try Data(contentsOf: kept.appendingPathComponent(entry))
            var fields = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            fields["views"] = (fields["views"] as? [String] ?? []) + ["KeptReportView"]
            try JSONSerialization.data(withJSONObject: fields).write(to: copy.appendingPathComponent(entry))
        }
        let fromCache = try run(["api"], environment: ["XDG_CACHE_HOME": cache.path])
        XCTAssertEqual(fromCache.status, 0, fromCache.stderr)
        XCTAssertTrue(section("Views", of: fromCache.stdout).contains("KeptReportView"), fromCache.stdout)
    }

    func testUnknownArgumentsAreUsageErrors() throws {
        let result = try run(["api", "--json"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(
            result.stderr, "zoetrope: error: unknown argument '--json'\nRun 'zoetrope api --help' for usage.\n")
    }
}
