import Foundation
import Media
import XCTest

/// Commands, messages and exit codes.
final class CLITests: CLITestCase {
    func testFrameWritesAPNGOfTheRequestedSize() throws {
        let out = scratch.appendingPathComponent("f.png").path
        let r = try run(["frame", "scenes/launch.swift", "--time", "4", "-o", out, "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "wrote \(out): 390x844 at t = 4.00 s\n")
        let image = try ImageFile.read(path: out)
        XCTAssertEqual(image.width, 390)
        XCTAssertEqual(image.height, 844)
    }

    func testTypoGivesACaretDiagnosticExit65AndNoOutput() throws {
        let source = try String(contentsOf: Self.root.appendingPathComponent("scenes/launch.swift"), encoding: .utf8)
        let broken = source.replacingOccurrences(
            of: ".offset(y: mainWidth * 0.89)", with: ".ofset(y: mainWidth * 0.89)")
        XCTAssertNotEqual(broken, source)
        let scene = try writeScene("typo.swift", broken)
        let lines = broken.components(separatedBy: "\n")
        let lineIndex = try XCTUnwrap(lines.firstIndex { $0.contains(".ofset(") })
        let column = try XCTUnwrap(lines[lineIndex].range(of: "ofset")).lowerBound.utf16Offset(in: lines[lineIndex]) + 1
        let out = scratch.appendingPathComponent("typo.mp4").path
        let r = try run(["render", scene, "-o", out, "--scale", "1"])
        XCTAssertEqual(r.status, 65)
        let caretPrefix = String(lines[lineIndex].prefix(column - 1).map { $0 == "\t" ? "\t" : " " })
        // The compiler's message, then its source line and caret (swiftc goes on with errors that
        // follow from this one).
        XCTAssertTrue(
            r.stderr.hasPrefix(
                "\(scene):\(lineIndex + 1):\(column): error: value of type 'Text' has no member 'ofset'\n"
                    + "\(lines[lineIndex])\n\(caretPrefix)^"), r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), ["typo.swift"])
    }

    func testMissingSceneExits66() throws {
        let r = try run(["frame", "nope.swift", "--time", "0", "-o", scratch.appendingPathComponent("x.png").path])
        XCTAssertEqual(r.status, 66)
        XCTAssertEqual(r.stderr, "zoetrope: error: no such file 'nope.swift'\n")
    }

    /// iOS draws nothing for `Image(name)` without such an asset: a warning at its line, exit 0.
    func testMissingImageIsAWarningAtItsLine() throws {
        let scene = try writeScene(
            "asset.swift",
            """
            import SwiftUI
            struct A: View {
                var body: some View {
                    Image("missing").resizable()
                }
            }
            """)
        let r = try run(["frame", scene, "--time", "0", "-o", scratch.appendingPathComponent("x.png").path])
        XCTAssertEqual(r.status, 0, r.stderr)
        // The place of a call is its name, as swiftc gives it (`#column` names the parenthesis).
        XCTAssertTrue(r.stderr.hasPrefix("\(scene):4:9: warning: image asset 'missing' not found"), r.stderr)
        XCTAssertTrue(r.stderr.contains("; iOS draws nothing there"), r.stderr)
    }

    func testBadFlagsExit64WithSuggestions() throws {
        var r = try run(["render", "scenes/launch.swift", "-o", "x.mp4", "--fsp", "30"])
        XCTAssertEqual(r.status, 64)
        XCTAssertEqual(
            r.stderr,
            "zoetrope: error: unknown option '--fsp' (did you mean '--fps'?)\nRun 'zoetrope render --help' for usage.\n"
        )
        r = try run(["render", "scenes/launch.swift", "-o", "x.mp4", "--crf", "99"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("invalid value '99' for '--crf': expected an integer from 0 to 51"), r.stderr)
        r = try run(["render", "scenes/launch.swift", "-o", "x.avi"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("cannot tell the format of 'x.avi'"), r.stderr)
        r = try run(["frame", "scenes/launch.swift", "-o", "x.png"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("missing '--time <seconds>'"), r.stderr)
        r = try run(["rendr"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("unknown command 'rendr' (did you mean 'render'?)"), r.stderr)
    }

    /// `--version`: the tool's version, then the libraries' (their numbers are Debian's).
    func testVersion() throws {
        let r = try run(["--version"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, r.stdout)
        XCTAssertEqual(lines.first, "zoetrope 0.14.0")
        let libraries = lines.last ?? ""
        XCTAssertTrue(libraries.hasPrefix("FFmpeg "), libraries)
        XCTAssertTrue(libraries.contains(", FreeType 2."), libraries)
        XCTAssertTrue(libraries.contains(", HarfBuzz "), libraries)
        XCTAssertTrue(try run(["--help"]).stdout.contains("'zoetrope --version'"))
    }

    func testHelp() throws {
        let r = try run(["render", "--help"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.contains("USAGE: zoetrope render <scene> -o <output> [options]"), r.stdout)
        let f = try run(["frame", "-h"])
        XCTAssertTrue(f.stdout.contains("--time <seconds>"))
        // Every command that loads a scene lists every limit flag.
        let flags = [
            "--max-views", "--max-pixels", "--max-frames", "--max-state-changes", "--max-duration",
            "--max-evaluation-time", "--max-cpu-time", "--max-memory",
        ]
        for command in ["render", "frame", "sheet", "bench", "timeline"] {
            let help = try run([command, "--help"])
            XCTAssertEqual(help.status, 0, command)
            for flag in flags { XCTAssertTrue(help.stdout.contains("  \(flag) <"), "\(command) --help: \(flag)") }
        }
    }

    func testRenderWritesVideoAndPoster() throws {
        let out = scratch.appendingPathComponent("v.mp4").path
        let poster = scratch.appendingPathComponent("v.png").path
        let r = try run([
            "render", "scenes/launch.swift", "-o", out, "--poster", poster, "--scale", "0.5", "--fps", "10",
            "--preset", "ultrafast",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("wrote \(out): 50 frames, 195x422, 10 fps, 5.00 s, in "), r.stdout)
        let reader = try VideoReader(path: out)
        var n = 0
        while try reader.nextFrame() != nil { n += 1 }
        XCTAssertEqual(n, 50)
        XCTAssertEqual(try ImageFile.read(path: poster).width, 195)
    }
}
