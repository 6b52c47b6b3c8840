import XCTest
import Zoetrope

@testable import ZoetropeCLI

/// The words and exit codes the command line gives the facade's typed errors: the flag that
/// changes each setting, a scene's own length as a located scene error, file errors with the
/// path quoted. (`CLIErrorTableTests` runs the commands that produce them.)
final class ErrorWordsTests: XCTestCase {
    func testSettingsAreNamedByTheirFlags() {
        XCTAssertEqual(
            ErrorWords.text(.outOfRange(.fps, 300, allowed: 1...240)),
            .usage("invalid value '300' for '--fps': expected an integer from 1 to 240"))
        XCTAssertEqual(
            ErrorWords.text(.limitBelowOne(.maxPixels, 0)), .usage("--max-pixels must be at least 1, got 0"))
        XCTAssertEqual(
            ErrorWords.text(.notForCodec(.preset, .vp9)),
            .usage("VP9 takes no '--preset'; presets are for H.264 and HEVC"))
    }

    /// A limit against the scene's own length names the scene and exits 65; against the duration
    /// setting it is a usage error (64).
    func testLengthLimits() {
        let own = SettingError.tooLong(seconds: 10.6, limit: 5, scenePath: "a.swift")
        XCTAssertEqual(
            ErrorWords.text(own),
            .scene(
                "a.swift: error: the scene lasts 10.60 s, longer than the limit of 5 s; render part of it with "
                    + "--duration, or raise the limit with --max-duration"))
        XCTAssertEqual(Command.exitCode(.setting(own)), 65)
        let setting = SettingError.tooManyFrames(seconds: 20, fps: 60, frames: 1200, limit: 500, scenePath: nil)
        XCTAssertEqual(
            ErrorWords.text(setting),
            .usage(
                "20.00 s at 60 fps is 1200 frames, more than the limit of 500; lower --duration or --fps, or raise "
                    + "the limit with --max-frames"))
        XCTAssertEqual(Command.exitCode(.setting(setting)), 64)
        XCTAssertEqual(
            Command.errorText(ZoetropeError.setting(setting), command: "render"),
            "zoetrope: error: 20.00 s at 60 fps is 1200 frames, more than the limit of 500; lower --duration or "
                + "--fps, or raise the limit with --max-frames\nRun 'zoetrope render --help' for usage.\n")
    }

    /// A limit the scene reached is a diagnostic at the scene file, with the flag that raises it.
    func testSceneLimits() {
        let error = SceneLimitError(limit: .layoutNodes(24), path: "a.swift", line: 0, column: 0, source: "")
        XCTAssertEqual(
            Command.errorText(ZoetropeError.sceneLimit(error), command: "frame"),
            "a.swift: error: the view tree has more than 24 views and modifiers (raise the limit with --max-views)\n")
        XCTAssertEqual(Command.exitCode(.sceneLimit(error)), 65)
        XCTAssertEqual(
            ErrorWords.text(.stateChanges(10_000, at: 2.5)),
            "the scene changed state more than 10000 times in one second of scene time, at 2.5 s (raise the limit "
                + "with --max-state-changes)")
        XCTAssertEqual(
            ErrorWords.text(.stateChanges(1_000, at: 12.345_6)),
            "the scene changed state more than 1000 times in one second of scene time, at 12.35 s (raise the limit "
                + "with --max-state-changes)")
    }

    /// Files: the path in quotes, the reason after it; a file read exits 66, one written 73.
    func testFiles() {
        let denied = FileError(.create, "out/x.mp4", .system("Permission denied"))
        XCTAssertEqual(ErrorWords.text(denied), "cannot create 'out/x.mp4': Permission denied")
        XCTAssertEqual(Command.exitCode(.file(denied)), 73)
        XCTAssertEqual(
            ErrorWords.text(FileError(.create, "a/b.gif", .noSuchFolder("a"))),
            "cannot create 'a/b.gif': no such directory 'a'")
        let missing = FileError(.read, "scene.swift", .noSuchFile)
        XCTAssertEqual(ErrorWords.text(missing), "no such file 'scene.swift'")
        XCTAssertEqual(Command.exitCode(.file(missing)), 66)
        XCTAssertEqual(
            Command.errorText(
                ZoetropeError.file(FileError(.write, "o.webm", .system("No space left on device"))), command: "render"),
            "zoetrope: error: cannot write 'o.webm': No space left on device\n")
    }
}
