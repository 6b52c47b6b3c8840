import Foundation
import XCTest

@testable import Zoetrope

/// Every file of `Tests/Fixtures/bad-scenes` is a broken or hostile scene that states the
/// diagnostic it must produce (see `CorpusExpectation`). Each is loaded as the command line
/// loads a scene, at scale 0.1; none may load, crash or hang.
final class BadSceneCorpusTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/bad-scenes").path

    func testEveryCorpusFileGivesItsStatedDiagnosticAndExitCode() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 40, "the corpus has too few files")
        for name in names {
            let path = Self.folder + "/" + name
            let expected = try CorpusExpectation(path: path)
            assertFails(path: path, expected)
        }
    }

    /// Loads the scene at `path`, which must fail as `expected` says.
    func assertFails(
        path: String, _ expected: CorpusExpectation, file: StaticString = #filePath, line: UInt = #line
    ) {
        let name = (path as NSString).lastPathComponent
        do {
            _ = try SceneRenderer.load(path: path, settings: expected.settings)
            XCTFail("\(name): loaded, but should fail with '\(expected.diagnostic)'", file: file, line: line)
        } catch {
            XCTAssertEqual(
                CorpusExpectation.firstLine(of: error, path: path), expected.diagnostic, name, file: file, line: line)
            XCTAssertEqual(error.exitCode, expected.exitCode, "\(name): exit code", file: file, line: line)
        }
    }
}

/// Inputs that cannot be committed as corpus files: bytes that are not UTF-8, a truly empty
/// file, a 10 MB line, paths that are not scene files.
extension BadSceneCorpusTests {
    /// A fresh folder for generated scene files, removed at the end of the test.
    func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "BadSceneCorpusTests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// Writes `bytes` to `name` in a fresh folder and expects `diagnostic` and `exitCode`.
    func assertGenerated(
        _ name: String, _ bytes: [UInt8], _ diagnostic: String, exitCode: Int32 = 65,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let path = try temporaryFolder() + "/" + name
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        var expected = try CorpusExpectation(path: Self.folder + "/empty-scene.swift")
        expected.diagnostic = diagnostic
        expected.exitCode = exitCode
        assertFails(path: path, expected, file: file, line: line)
    }

    func testInvalidUTF8IsReportedAtTheFirstBadByte() throws {
        let source =
            Array("struct V: View {\n    var body: some View {\n        Text(\"caf".utf8) + [0xE9]
            + Array("\")\n    }\n}\n".utf8)
        try assertGenerated(
            "latin1.swift", source, "3:18: error: invalid UTF-8 byte 0xE9; scene files must be UTF-8 text")
        // A truncated multi-byte sequence at the very end, after a valid one.
        try assertGenerated(
            "truncated.swift", Array("// é\n".utf8) + [0xE2, 0x82],
            "2:1: error: invalid UTF-8 byte 0xE2; scene files must be UTF-8 text")
    }

    func testRandomBinaryIsAnEncodingError() throws {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[0] = 0xFF
        try assertGenerated(
            "random.swift", bytes, "1:1: error: invalid UTF-8 byte 0xFF; scene files must be UTF-8 text")
    }

    func testEmptyFileHasNoView() throws {
        try assertGenerated(
            "empty.swift", [],
            "0:0: error: no view found: the scene needs a 'struct Name: View { var body: some View { … } }'")
    }

    /// A 10 MB string literal on one line: refused by the string limit, and the message shows a
    /// window of the line, not all of it.
    func testTenMegabyteLine() throws {
        let line = "        Text(\"" + String(repeating: "a", count: 10_000_000) + "\")"
        let source = "struct V: View {\n    var body: some View {\n" + line + "\n    }\n}\n"
        let path = try temporaryFolder() + "/long-line.swift"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(source.utf8)))
        var settings = RenderSettings()
        settings.scale = 0.1
        XCTAssertThrowsError(try SceneRenderer.load(path: path, settings: settings)) { error in
            guard let error = error as? ZoetropeError else { return XCTFail("\(error)") }
            let lines = error.description.split(separator: "\n").map(String.init)
            XCTAssertEqual(
                lines.first,
                path + ":3:14: error: string is too long (limit 100000 characters; raise it with --max-string-length)")
            XCTAssertEqual(lines.count, 3)
            XCTAssertEqual(lines[1], "        Text(\"" + String(repeating: "a", count: 146) + "…")
            XCTAssertEqual(lines[2], String(repeating: " ", count: 13) + "^")
            XCTAssertEqual(error.exitCode, 65)
        }
    }

    func testPathsThatAreNotSceneFiles() throws {
        let folder = try temporaryFolder()
        let cases: [(String, String)] = [
            (folder + "/missing.swift", "error: no such file '\(folder)/missing.swift'"),
            (folder, "error: '\(folder)' is a directory, not a scene file"),
            ("/dev/zero", "error: '/dev/zero' is not a regular file"),
        ]
        var settings = RenderSettings()
        settings.scale = 0.1
        for (path, message) in cases {
            XCTAssertThrowsError(try SceneRenderer.load(path: path, settings: settings), path) { error in
                XCTAssertEqual((error as? ZoetropeError)?.description, message)
                XCTAssertEqual((error as? ZoetropeError)?.exitCode, 66)
            }
        }
        // A link to a scene file is read like the file.
        let scene = folder + "/scene.swift"
        try "struct V: View {\n    var body: some View { Circle() }\n}\n".write(
            toFile: scene, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.swift", withDestinationPath: scene)
        XCTAssertNoThrow(try SceneRenderer.load(path: folder + "/link.swift", settings: settings))
        let big = folder + "/big.swift"
        XCTAssertTrue(
            FileManager.default.createFile(atPath: big, contents: Data(count: SceneFile.maximumBytes + 1)))
        XCTAssertThrowsError(try SceneRenderer.load(path: big, settings: settings)) { error in
            XCTAssertEqual(
                (error as? ZoetropeError)?.description, "error: '\(big)' is larger than 16 MiB; is it a scene file?")
            XCTAssertEqual((error as? ZoetropeError)?.exitCode, 66)
        }
    }
}
