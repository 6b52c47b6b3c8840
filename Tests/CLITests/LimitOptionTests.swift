import SceneCompiler
import XCTest
import Zoetrope

@testable import ZoetropeCLI

/// The table of limit flags (`LimitOption`): its defaults are the engine's, and it drives the
/// help and the parsing.
final class LimitOptionTests: XCTestCase {
    private func option(_ flag: String) throws -> LimitOption {
        try XCTUnwrap(LimitOption.all.first { $0.flag == flag })
    }

    func testDefaultsAreTheEnginesOwn() throws {
        let render = RenderSettings()
        XCTAssertEqual(try option("--max-views").defaultText, String(render.maxViews))
        XCTAssertEqual(try option("--max-pixels").defaultText, String(render.maxPixels))
        XCTAssertEqual(try option("--max-frames").defaultText, String(render.maxFrames))
        XCTAssertEqual(try option("--max-duration").defaultText, String(Int(render.maxDuration)))
        XCTAssertEqual(try option("--max-state-changes").defaultText, String(render.maxStateChanges))
        let sandbox = SceneSandbox.Limits()
        XCTAssertEqual(try option("--max-cpu-time").defaultText, String(Int(sandbox.cpuSeconds)))
        XCTAssertEqual(try option("--max-memory").defaultText, String(Int(sandbox.memoryBytes) >> 20))
        XCTAssertEqual(try option("--max-evaluation-time").defaultText, String(Int(sandbox.evaluationSeconds)))
    }

    func testEveryFlagIsInTheHelpWithItsDefaultAndEveryCommandTakesIt() {
        for option in LimitOption.all {
            XCTAssertTrue(Help.limits.contains("  \(option.flag) \(option.placeholder)"), option.flag)
            XCTAssertTrue(Help.limits.contains("(default \(option.defaultText))."), option.flag)
        }
        // Every command that loads a scene shows them (and takes them: `limits: true`).
        for help in [Help.render, Help.frame, Help.sheet, Help.bench, Help.timeline, Help.preview] {
            XCTAssertTrue(help.hasSuffix(Help.limits))
        }
        // No line of the help is wider than 80 columns.
        XCTAssertEqual(Help.limits.split(separator: "\n").filter { $0.count > 80 }, [])
    }

    func testParsingSetsTheRenderLimitsAndChecksTheRest() throws {
        let parsed = try ParsedArguments(
            ["--max-views", "7", "--max-duration", "2.5", "--max-memory", "2048", "--max-state-changes", "20"],
            options: [], limits: true)
        var settings = RenderSettings()
        for limit in LimitOption.all { try limit.apply(parsed, &settings) }
        XCTAssertEqual(settings.maxViews, 7)
        XCTAssertEqual(settings.maxStateChanges, 20)
        XCTAssertEqual(settings.maxDuration, 2.5)
        XCTAssertEqual(settings.maxPixels, RenderSettings().maxPixels)
        let tooSmall = try ParsedArguments(
            ["--max-memory", "12"], options: [], limits: true)
        XCTAssertThrowsError(try option("--max-memory").apply(tooSmall, &settings))
    }
}
