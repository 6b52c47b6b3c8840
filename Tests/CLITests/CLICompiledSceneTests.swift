import Foundation
import XCTest

/// The compiled front end (issue 21): scene files compiled by swiftc against the SwiftUI module
/// render the same pixels as the interpreter, its errors are the compiler's, in the user's file.
final class CLICompiledSceneTests: CLITestCase {
    /// One cache for the whole suite, so each scene is compiled once (`make test` on CI).
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-test-cache-\(getpid())")

    static var compiled: [String: String] {
        ["ZOETROPE_FRONTEND": "compiled", "XDG_CACHE_HOME": cache.path]
    }

    /// Every scene of `scenes/`, and the times compared.
    static let parityScenes = ["badge", "gallery", "launch", "motion", "neumorphic", "neumorphic-uikit", "profile"]
    static let times = ["0", "0.8", "2.2", "4"]

    func testSeedScenesRenderTheSamePixelsAsTheInterpreter() throws {
        for scene in Self.parityScenes {
            for time in Self.times {
                let interpreted = file("\(scene)-\(time)-i.png")
                let compiled = file("\(scene)-\(time)-c.png")
                let args = ["frame", "scenes/\(scene).swift", "--time", time, "--scale", "1"]
                let a = try run(args + ["-o", interpreted])
                XCTAssertEqual(a.status, 0, a.stderr)
                let b = try run(args + ["-o", compiled], environment: Self.compiled)
                XCTAssertEqual(b.status, 0, "\(scene) at \(time): \(b.stderr)")
                let same = FileManager.default.contentsEqual(atPath: interpreted, andPath: compiled)
                XCTAssertTrue(same, "\(scene) at t = \(time): the compiled frame differs from the interpreted one")
            }
        }
    }

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
        let result = try run(["frame", scene, "--time", "0", "-o", file("typo.png")], environment: Self.compiled)
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertTrue(
            result.stderr.hasPrefix("\(scene):5:20: error: value of type 'Text' has no member 'fram'\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("        Text(\"hi\").fram(width: 10)\n"), result.stderr)
        XCTAssertFalse(result.stderr.contains("entry.swift"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("typo.png")))
    }

    func testTheSecondRenderOfAFileUsesTheCachedProgram() throws {
        let cache = scratch.appendingPathComponent("cache")
        let environment = ["ZOETROPE_FRONTEND": "compiled", "XDG_CACHE_HOME": cache.path]
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
            atPath: cache.appendingPathComponent("zoetrope").path)
        XCTAssertEqual(programs.count, 1, "\(programs)")
        XCTAssertTrue(
            FileManager.default.isExecutableFile(
                atPath: cache.appendingPathComponent("zoetrope/\(programs[0])/scene").path))
    }

    func testNoViewToRenderIsAnErrorAboutTheFile() throws {
        let scene = try writeScene("empty.swift", "import SwiftUI\nlet x = 1\n")
        let result = try run(["frame", scene, "--time", "0", "-o", file("e.png")], environment: Self.compiled)
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(
            result.stderr,
            "\(scene): error: the scene declares no view: write a 'struct …: View' or a '#Preview { … }'\n")
    }
}
