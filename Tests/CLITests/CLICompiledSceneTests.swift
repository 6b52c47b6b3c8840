import Foundation
import XCTest

/// The compiled front end (issue 21): scene files compiled by swiftc against the SwiftUI module;
/// its errors are the compiler's, in the user's file; a compiled program is cached.
final class CLICompiledSceneTests: CLITestCase {
    func testCompileErrorsAreTheCompilersInTheUsersFile() throws {
        let scene = try writeScene(
            "typo.swift",
            """
            import SwiftUI

            struct Typo: View {
                var body: some View {
                    Text("hi").fram(width: 10)
                }
            }
            """)
        let result = try run(["frame", scene, "--time", "0", "-o", file("typo.png")])
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertTrue(
            result.stderr.hasPrefix("\(scene):5:20: error: value of type 'Text' has no member 'fram'\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("        Text(\"hi\").fram(width: 10)\n"), result.stderr)
        XCTAssertFalse(result.stderr.contains("entry.swift"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("typo.png")))
    }

    /// swiftc's notes about the SwiftUI module's own declarations point at the engine's build
    /// folder: they are left out; the error and the notes in the user's file stay.
    func testNotesAboutTheModulesDeclarationsAreLeftOut() throws {
        let scene = try writeScene(
            "format.swift",
            """
            import SwiftUI

            struct F: View {
                let name = "Ada"
                var body: some View {
                    VStack {
                        Text("\\(name, specifier: "%d")")
                    }
                }
            }
            """)
        let result = try run(["frame", scene, "--time", "0", "-o", file("f.png")])
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "\(scene):7:20: error: instance method 'appendInterpolation(_:specifier:)' requires that 'String' "
                    + "conform to '_FormatSpecifiable'\n"), result.stderr)
        XCTAssertFalse(result.stderr.contains("Sources/SwiftUI"), result.stderr)
        XCTAssertFalse(result.stderr.contains("note:"), result.stderr)
    }

    func testTheSecondRenderOfAFileUsesTheCachedProgram() throws {
        let cache = scratch.appendingPathComponent("cache")
        let environment = ["XDG_CACHE_HOME": cache.path]
        let scene = try writeScene(
            "dot.swift",
            """
            import SwiftUI
            struct Dot: View {
                var body: some View { Circle().fill(Color.red).frame(width: 20, height: 20) }
            }
            """)
        for _ in 0..<2 {
            let result = try run(["frame", scene, "--time", "0", "-o", file("dot.png")], environment: environment)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let programs = try FileManager.default.contentsOfDirectory(
            atPath: cache.appendingPathComponent("zoetrope").path
        ).filter { $0 != "index" }
        XCTAssertEqual(programs.count, 1, "\(programs)")
        XCTAssertTrue(
            FileManager.default.isExecutableFile(
                atPath: cache.appendingPathComponent("zoetrope/\(programs[0])/scene").path))
        // The file's text, path and root view lead to the program without preparing it again.
        let index = try FileManager.default.contentsOfDirectory(
            atPath: cache.appendingPathComponent("zoetrope/index").path)
        XCTAssertEqual(index.count, 1, "\(index)")
        XCTAssertEqual(
            try String(
                contentsOfFile: cache.appendingPathComponent("zoetrope/index/\(index[0])").path, encoding: .utf8),
            programs[0])
    }

    /// A stale index entry (its program deleted) is not trusted: the file is prepared and
    /// compiled again.
    func testAnIndexEntryWithoutItsProgramCompilesAgain() throws {
        let cache = scratch.appendingPathComponent("cache2")
        let environment = ["XDG_CACHE_HOME": cache.path]
        let scene = try writeScene(
            "square.swift",
            """
            import SwiftUI
            struct Square: View {
                var body: some View { Rectangle().fill(Color.blue).frame(width: 20, height: 20) }
            }
            """)
        let first = try run(["frame", scene, "--time", "0", "-o", file("sq.png")], environment: environment)
        XCTAssertEqual(first.status, 0, first.stderr)
        let root = cache.appendingPathComponent("zoetrope")
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path) where name != "index" {
            try FileManager.default.removeItem(at: root.appendingPathComponent(name))
        }
        let second = try run(["frame", scene, "--time", "0", "-o", file("sq.png")], environment: environment)
        XCTAssertEqual(second.status, 0, second.stderr)
        let programs = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0 != "index" }
        XCTAssertEqual(programs.count, 1, "\(programs)")
    }

    func testNoViewToRenderIsAnErrorAboutTheFile() throws {
        let scene = try writeScene("empty.swift", "import SwiftUI\nlet x = 1\n")
        let result = try run(["frame", scene, "--time", "0", "-o", file("e.png")])
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(
            result.stderr,
            "\(scene): error: the scene declares no view: write a 'struct …: View' or a '#Preview { … }'\n")
    }
}
