import Foundation
import XCTest

/// Odd output and scene paths (empty, `.`, `/`, one character, a trailing slash, very long, not
/// UTF-8) end with an exit code of docs/cli.md's table, never a signal: one-character paths
/// used to trap in Foundation's path functions (`-o x`, `--poster -`, `--poster a/`).
final class CLIOddPathTests: CLITestCase {
    static let exitCodes: Set<Int32> = [0, 64, 65, 66, 73]

    static let oddPaths = [
        "", ".", "/", "x", "-", "0", "a/", "x/", "//", "./", "../", String(repeating: "d/", count: 300) + "x.png",
        String(repeating: "n", count: 5_000), "caf\u{E9}.png", "\u{1B}[2J.png", " ",
    ]

    func assertExitsCleanly(_ args: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try run(args, directory: scratch)
        XCTAssertTrue(
            Self.exitCodes.contains(result.status), "\(args): exit \(result.status)\n\(result.stderr)", file: file,
            line: line)
    }

    func testOddOutputPathsGiveExitCodesNotSignals() throws {
        let scene = Self.root.appendingPathComponent("scenes/launch.swift").path
        let quick = ["--scale", "0.1", "--duration", "0.1", "--fps", "10", "-q"]
        for path in Self.oddPaths {
            try assertExitsCleanly(["render", scene, "-o", path] + quick)
            try assertExitsCleanly(["render", scene, "-o", "ok.mp4", "--poster", path] + quick)
            try assertExitsCleanly(["frame", scene, "--time", "0", "--scale", "0.1", "-o", path])
            try assertExitsCleanly(["frame", scene, "--time", "0", "--scale", "0.1", "-o", "f.png", "--dump", path])
            try assertExitsCleanly(["sheet", scene, "--scale", "0.1", "-o", path])
        }
    }

    func testOddScenePathsGiveExitCodesNotSignals() throws {
        for path in Self.oddPaths {
            try assertExitsCleanly(["frame", path, "--time", "0", "-o", "f.png"])
            try assertExitsCleanly(["timeline", path])
        }
    }
}
