import Foundation
import Media
import XCTest

@testable import Zoetrope

/// Each limit of `RenderSettings` is reported with the flag that raises it, and raising the
/// setting lets the same scene load (docs/cli.md, "Limits").
final class RenderLimitsTests: XCTestCase {
    /// A fresh folder, removed at the end of the test.
    func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "RenderLimitsTests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func small(_ change: (inout RenderSettings) -> Void = { _ in }) -> RenderSettings {
        var settings = RenderSettings()
        settings.scale = 0.1
        settings.threads = 1
        change(&settings)
        return settings
    }

    /// A scene whose body is `body`, plus `members` before it.
    func scene(_ body: String, members: String = "") -> String {
        "struct Limited: View {\n\(members)    var body: some View {\n        \(body)\n    }\n}\n"
    }

    /// The error `source` gives with `settings`, or nil when it loads.
    func loadError(_ source: String, _ settings: RenderSettings) -> ZoetropeError? {
        do {
            _ = try SceneRenderer.load(source: source, path: "limited.swift", settings: settings)
            return nil
        } catch {
            return error
        }
    }

    /// `source` fails with `message` (first line) and `exitCode` under `low`, and loads under `high`.
    func assertLimit(
        _ source: String, low: RenderSettings, high: RenderSettings, _ message: String, exitCode: Int32 = 65,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let error = loadError(source, low)
        XCTAssertEqual(
            error?.description.split(separator: "\n").first.map(String.init), message, file: file, line: line)
        XCTAssertEqual(error?.exitCode, exitCode, file: file, line: line)
        XCTAssertNil(loadError(source, high), "loads with the limit raised", file: file, line: line)
    }

    func testViewsLoopsStepsStringsAndPaths() {
        let views = scene("VStack { ForEach(0..<30) { _ in Circle() } }")
        assertLimit(
            views, low: small { $0.maxViews = 20 }, high: small { $0.maxViews = 40 },
            "limited.swift:3:41: error: too many views (limit 20 in one snapshot; raise it with --max-views)")
        assertLimit(
            views, low: small { $0.maxLoopIterations = 20 }, high: small(),
            "limited.swift:3:18: error: too many loop iterations (limit 20; raise it with --max-loop-iterations)")
        let work = scene(
            "Text(\"\\(sum())\")",
            members: "    func sum() -> Int {\n        var s = 0\n        for i in 0..<1000 { s = s + i }\n"
                + "        return s\n    }\n")
        assertLimit(
            work, low: small { $0.maxSteps = 1000 }, high: small(),
            "limited.swift:4:18: error: the scene takes too many evaluation steps (limit 1000; raise it with --max-steps)"
        )
        let text = scene("Text(\"" + String(repeating: "é", count: 50) + "\")")
        assertLimit(
            text, low: small { $0.maxStringLength = 49 }, high: small { $0.maxStringLength = 50 },
            "limited.swift:3:14: error: string is too long (limit 49 characters; raise it with --max-string-length)")
        let path = scene("Path { p in p.move(to: .zero); for i in 0..<50 { p.addLine(to: CGPoint(x: i, y: 1)) } }")
        assertLimit(
            path, low: small { $0.maxPathSegments = 20 }, high: small(),
            "limited.swift:3:60: error: path has too many segments (limit 20; raise it with --max-path-segments)")
    }

    /// Layout counts modifiers too: `layoutNodesPerView` per view of `maxViews`.
    func testLayoutNodesFollowTheViewLimit() {
        let modifiers = String(repeating: ".padding(1)", count: 12)
        let source = scene("VStack { ForEach(0..<10) { _ in Circle()\(modifiers) } }")
        assertLimit(
            source, low: small { $0.maxViews = 12 }, high: small { $0.maxViews = 20 },
            "limited.swift: error: the view tree has more than 96 views and modifiers (raise the limit with --max-views)"
        )
    }

    func testDurationAndFrames() {
        let source = scene(
            "Circle().opacity(on ? 1 : 0).onAppear { withAnimation(.linear(duration: 10)) { on = true } }",
            members: "    @State private var on = false\n")
        assertLimit(
            source, low: small { $0.maxDuration = 5 }, high: small(),
            "limited.swift: error: the scene lasts 10.60 s, longer than the limit of 5 s; render part of it with "
                + "--duration, or raise the limit with --max-duration")
        assertLimit(
            source, low: small { $0.maxFrames = 500 }, high: small { $0.maxFrames = 700 },
            "limited.swift: error: the scene's 10.60 s at 60 fps is 636 frames, more than the limit of 500; render "
                + "part of it with --duration, lower --fps, or raise the limit with --max-frames")
        // The same limits against --duration are command-line errors.
        assertLimit(
            source,
            low: small {
                $0.duration = 20
                $0.maxFrames = 500
            }, high: small { $0.duration = 5 },
            "error: 20.00 s at 60 fps is 1200 frames, more than the limit of 500; lower --duration or --fps, or "
                + "raise the limit with --max-frames", exitCode: 64)
        assertLimit(
            source, low: small { $0.duration = 4000 }, high: small { $0.duration = 60 },
            "error: --duration 4000.00 is longer than the limit of 3600 s (raise it with --max-duration)",
            exitCode: 64)
        let late = scene(
            "Circle().onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 90) { } }")
        assertLimit(
            late, low: small { $0.maxDuration = 60 }, high: small(),
            "limited.swift:3:48: error: closure scheduled at 90 s, after the scene duration limit of 60 s "
                + "(raise it with --max-duration)")
    }

    func testPixelsAndBadLimitSettings() {
        let source = scene("Circle()")
        assertLimit(
            source, low: small { $0.maxPixels = 1000 }, high: small { $0.maxPixels = 3300 },
            "error: a 39x84 frame has more than 1000 pixels; lower --size or --scale, or raise the limit with "
                + "--max-pixels", exitCode: 64)
        XCTAssertEqual(
            loadError(source, small { $0.maxViews = 0 }), .usage("error: --max-views must be at least 1, got 0"))
        XCTAssertEqual(
            loadError(source, small { $0.maxDuration = .infinity }),
            .usage("error: --max-duration must be a positive number, got inf"))
        // Huge limits are taken as given, without overflow.
        XCTAssertNil(loadError(source, small { $0.maxViews = .max }))
    }

    /// A view far larger than the canvas is laid out and drawn only where the canvas is.
    func testGiantFrameCoversTheCanvas() throws {
        let renderer = try SceneRenderer.load(
            source: scene("Rectangle().fill(Color.red).frame(width: 1e9, height: 1e9)"), path: "giant.swift",
            settings: small())
        let frame = renderer.frame(at: 0)
        let centre = (frame.height / 2 * frame.width + frame.width / 2) * 4
        XCTAssertEqual(Array(frame.bytes[centre..<centre + 4]), [255, 59, 48, 255])
        XCTAssertEqual(Array(frame.bytes[0..<4]), [255, 59, 48, 255])
    }

    /// A list 200,000 levels deep, built in a loop within the default step limit, loads: freeing
    /// it recurses once per level, which the evaluation stack is sized for (it crashed a 64 MiB one).
    func testDeeplyNestedValuesAreFreedSafely() {
        let source = """
            struct Node {
                var next: [Node]
            }

            struct Deep: View {
                func build() -> Int {
                    var node = Node(next: [])
                    for _ in 0..<20 {
                        for _ in 0..<10_000 { node = Node(next: [node]) }
                    }
                    return 1
                }

                var body: some View { Text("\\(build())") }
            }
            """
        XCTAssertNil(loadError(source, small()))
    }

    /// An asset is read only when it resolves, through symbolic links, inside the scene's folder.
    func testAssetsCannotLeaveTheScenesFolderThroughLinks() throws {
        let outside = try temporaryFolder()
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/assets", withIntermediateDirectories: true)
        let green: [UInt8] = [0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255]
        try PNGFile.write(premultipliedRGBA: green, width: 2, height: 2, to: outside + "/secret.png")
        try PNGFile.write(premultipliedRGBA: green, width: 2, height: 2, to: folder + "/assets/own.png")
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/assets/leak.png", withDestinationPath: outside + "/secret.png")
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/assets/alias.png", withDestinationPath: folder + "/assets/own.png")
        func load(_ name: String) throws {
            let path = folder + "/\(name)-scene.swift"
            try scene("Image(\"\(name)\")").write(toFile: path, atomically: true, encoding: .utf8)
            _ = try SceneRenderer.load(path: path, settings: small())
        }
        XCTAssertNoThrow(try load("own"))
        XCTAssertNoThrow(try load("alias"))
        XCTAssertThrowsError(try load("leak")) { error in
            XCTAssertEqual(
                (error as? ZoetropeError)?.description.split(separator: "\n").first.map(String.init),
                "\(folder)/leak-scene.swift:3:9: error: image asset 'leak' is refused: '\(folder)/assets/leak.png' "
                    + "leads outside the scene's folder")
            XCTAssertEqual((error as? ZoetropeError)?.exitCode, 65)
        }
    }
}
