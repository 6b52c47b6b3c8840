import Foundation
import XCTest

/// Every file of `Tests/Fixtures/bad-scenes` is a broken or hostile scene that states what it
/// must produce (see `CorpusExpectation`): the compiler's error, the engine's, or — for what
/// SwiftUI itself lets through — a render. Each goes through `zoetrope frame` at scale 0.1, as a
/// user's file does; none may crash, hang or leave an output behind an error.
final class CLIBadSceneCorpusTests: CLITestCase {
    static let folder = root.appendingPathComponent("Tests/Fixtures/bad-scenes").path

    /// What `zoetrope frame` did with one file.
    struct Outcome {
        var name: String
        var result: Result
        var wroteOutput: Bool
    }

    /// Runs `zoetrope frame` on each of `paths` (two at a time: each compiles), in order.
    func frames(_ paths: [String], flags: [[String]]) -> [Outcome?] {
        var outcomes = [Outcome?](repeating: nil, count: paths.count)
        let lock = NSLock()
        let next = ManagedIndex()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while let i = next.take(below: paths.count) {
                let name = (paths[i] as NSString).lastPathComponent
                let output = file(name + ".png")
                let args = ["frame", paths[i], "--time", "0", "--scale", "0.1", "-o", output] + flags[i]
                guard let result = try? run(args) else { continue }
                let outcome = Outcome(
                    name: name, result: result, wroteOutput: FileManager.default.fileExists(atPath: output))
                lock.withLock { outcomes[i] = outcome }
            }
        }
        return outcomes
    }

    func testEveryCorpusFileGivesItsStatedOutcome() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 40, "the corpus has too few files")
        let paths = names.map { Self.folder + "/" + $0 }
        let expectations = try paths.map { try CorpusExpectation(path: $0) }
        let outcomes = frames(paths, flags: expectations.map(\.flags))
        for (i, expected) in expectations.enumerated() {
            guard let outcome = outcomes[i] else {
                XCTFail("\(names[i]): did not run")
                continue
            }
            check(outcome, path: paths[i], expected)
        }
    }

    func check(
        _ outcome: Outcome, path: String, _ expected: CorpusExpectation, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let stderr = outcome.result.stderr
        XCTAssertEqual(outcome.result.status, expected.exitCode, "\(outcome.name): \(stderr)", file: file, line: line)
        if expected.diagnostic == CorpusExpectation.renders {
            XCTAssertTrue(outcome.wroteOutput, "\(outcome.name): no frame written", file: file, line: line)
            if let warning = expected.warning {
                let first = CorpusExpectation.firstLine(of: stderr, path: path)
                XCTAssertEqual(first, warning, "\(outcome.name): its first warning", file: file, line: line)
            }
            return
        }
        let first = CorpusExpectation.firstLine(of: stderr, path: path)
        XCTAssertTrue(
            expected.matches(first), "\(outcome.name): '\(first)' is not '\(expected.diagnostic)'", file: file,
            line: line)
        XCTAssertFalse(outcome.wroteOutput, "\(outcome.name): an output was left", file: file, line: line)
    }
}

/// The next index to take, shared by the workers.
private final class ManagedIndex: @unchecked Sendable {
    private var next = 0
    private let lock = NSLock()

    func take(below count: Int) -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}

/// Inputs that cannot be committed as corpus files: bytes that are not UTF-8, a truly empty
/// file, a megabyte line, paths that are not scene files.
extension CLIBadSceneCorpusTests {
    /// Writes `bytes` to `name` and expects `diagnostic` and `exitCode`.
    func assertGenerated(
        _ name: String, _ bytes: [UInt8], _ diagnostic: String, exitCode: Int32 = 65,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let path = self.file(name)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        guard let outcome = frames([path], flags: [[]])[0] else { return XCTFail("\(name): did not run") }
        check(
            outcome, path: path, CorpusExpectation(diagnostic: diagnostic, exitCode: exitCode), file: file, line: line)
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
            "empty.swift", [], "error: the scene declares no view: write a 'struct …: View' or a '#Preview { … }'")
    }

    /// A megabyte string literal on one line compiles and renders; an error on such a line
    /// shows a window of it, not all of it. (Ten megabytes took 28 s of the suite: the compiler
    /// underlines the literal a byte per write.)
    func testMegabyteLine() throws {
        let line = "        Text(\"" + String(repeating: "a", count: 1_000_000) + "\")"
        let source = "struct V: View {\n    var body: some View {\n" + line + ".fram()\n    }\n}\n"
        let path = file("long-line.swift")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(source.utf8)))
        let result = try run(["frame", path, "--time", "0", "--scale", "0.1", "-o", file("long.png")])
        XCTAssertEqual(result.status, 65, result.stderr)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, path + ":3:1000018: error: value of type 'Text' has no member 'fram'")
        XCTAssertLessThan(result.stderr.utf8.count, 2_000, "the line is shown in part")
    }

    func testPathsThatAreNotSceneFiles() throws {
        let folder = scratch.path
        let cases: [(String, String)] = [
            (folder + "/missing.swift", "zoetrope: error: no such file '\(folder)/missing.swift'\n"),
            (folder, "zoetrope: error: '\(folder)' is a directory, not a scene file\n"),
            ("/dev/zero", "zoetrope: error: '/dev/zero' is not a regular file\n"),
        ]
        for (path, message) in cases {
            let result = try run(["frame", path, "--time", "0", "-o", file("x.png")])
            XCTAssertEqual(result.stderr, message, path)
            XCTAssertEqual(result.status, 66, path)
        }
        // A link to a scene file is read like the file.
        let scene = file("scene.swift")
        try "struct V: View {\n    var body: some View { Circle() }\n}\n".write(
            toFile: scene, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: file("link.swift"), withDestinationPath: scene)
        let linked = try run(["frame", file("link.swift"), "--time", "0", "--scale", "0.1", "-o", file("l.png")])
        XCTAssertEqual(linked.status, 0, linked.stderr)
        let big = file("big.swift")
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: Data(count: (16 << 20) + 1)))
        let result = try run(["frame", big, "--time", "0", "-o", file("x.png")])
        XCTAssertEqual(result.stderr, "zoetrope: error: '\(big)' is larger than 16 MiB; is it a scene file?\n")
        XCTAssertEqual(result.status, 66)
    }
}
