import Foundation
import Media
import SwiftUI
import XCTest

@testable import Zoetrope

/// Each limit of `RenderSettings` is reported (the scene's own limits with the flag that raises
/// them; the render's as a `SettingError`, which the command line words, `CLIErrorTableTests`),
/// and raising the setting lets the same scene load (docs/cli.md, "Limits"). The scenes are in
/// `Scenes/TestScenes.swift`; the path messages name is `limited.swift`'s.
final class RenderLimitsTests: XCTestCase {
    /// A fresh folder, removed at the end of the test.
    func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "RenderLimitsTests-" + ProcessInfo.processInfo.globallyUniqueString
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

    /// The scene file errors name: an empty file (the views are compiled into the tests).
    lazy var limited: String = {
        let path = (try? temporaryFolder()).map { $0 + "/limited.swift" } ?? "limited.swift"
        FileManager.default.createFile(atPath: path, contents: Data())
        return path
    }()

    /// The error the scene `root` builds gives with `settings`, or nil when it loads.
    func loadError<V: SwiftUI.View>(_ root: @escaping () -> V, _ settings: RenderSettings) -> ZoetropeError? {
        do {
            _ = try loadScene(root, path: limited, settings: settings)
            return nil
        } catch {
            return error as? ZoetropeError ?? .internal("\(error)")
        }
    }

    /// The scene reaches `expected` (at no place in the file: the limit is the whole scene's)
    /// under `low`, and loads under `high`.
    func assertLimit<V: SwiftUI.View>(
        _ root: @escaping () -> V, low: RenderSettings, high: RenderSettings, _ expected: SceneLimit,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let error = loadError(root, low)
        guard case .sceneLimit(let reached) = error else {
            return XCTFail("\(String(describing: error))", file: file, line: line)
        }
        XCTAssertEqual(reached.limit, expected, file: file, line: line)
        XCTAssertEqual(reached.path, limited, file: file, line: line)
        XCTAssertNil(loadError(root, high), "loads with the limit raised", file: file, line: line)
    }

    /// The scene fails with `expected` under `low`, and loads under `high`.
    func assertLimit<V: SwiftUI.View>(
        _ root: @escaping () -> V, low: RenderSettings, high: RenderSettings, _ expected: SettingError,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(loadError(root, low), .setting(expected), file: file, line: line)
        XCTAssertNil(loadError(root, high), "loads with the limit raised", file: file, line: line)
    }

    /// The root view, its VStack, the ForEach and 30 circles, each a shape and the view it is
    /// drawn as: 63 views as the SwiftUI module lowers them.
    func testViews() {
        assertLimit(
            { CirclesView(count: 30) }, low: small { $0.maxViews = 62 }, high: small { $0.maxViews = 63 },
            .viewsInSnapshot(62))
    }

    /// Layout counts modifiers too: `layoutNodesPerView` per view of `maxViews`.
    func testLayoutNodesFollowTheViewLimit() {
        // Three views (the root and the circle, a shape and its view) under 40 paddings.
        assertLimit(
            { PaddedCircleView() }, low: small { $0.maxViews = 3 }, high: small { $0.maxViews = 6 },
            .layoutNodes(24))
    }

    func testDurationAndFrames() {
        let fade = { FadeView(seconds: 10) }
        // The scene's own length (10 s and the 0.6 s hold) names the scene.
        let length = 10.6
        assertLimit(
            fade, low: small { $0.maxDuration = 5 }, high: small(),
            .tooLong(seconds: length, limit: 5, scenePath: limited))
        assertLimit(
            fade, low: small { $0.maxFrames = 500 }, high: small { $0.maxFrames = 700 },
            .tooManyFrames(seconds: length, fps: 60, frames: 636, limit: 500, scenePath: limited))
        // The same limits against the duration setting name no scene.
        assertLimit(
            fade,
            low: small {
                $0.duration = 20
                $0.maxFrames = 500
            }, high: small { $0.duration = 5 },
            .tooManyFrames(seconds: 20, fps: 60, frames: 1200, limit: 500, scenePath: nil))
        assertLimit(
            fade, low: small { $0.duration = 4000 }, high: small { $0.duration = 60 },
            .tooLong(seconds: 4000, limit: 3600, scenePath: nil))
    }

    func testPixelsAndBadLimitSettings() {
        let circle = { FadeView(seconds: 1) }
        assertLimit(
            circle, low: small { $0.maxPixels = 1000 }, high: small { $0.maxPixels = 3300 },
            .tooManyPixels(width: 39, height: 84, limit: 1000))
        XCTAssertEqual(loadError(circle, small { $0.maxViews = 0 }), .setting(.limitBelowOne(.maxViews, 0)))
        XCTAssertEqual(
            loadError(circle, small { $0.maxDuration = .infinity }), .setting(.maxDurationNotPositive(.infinity)))
        // Huge limits are taken as given, without overflow.
        XCTAssertNil(loadError(circle, small { $0.maxViews = .max }))
    }

    /// A view far larger than the canvas is laid out and drawn only where the canvas is.
    func testGiantFrameCoversTheCanvas() throws {
        let renderer = try loadScene({ GiantView() }, path: limited, settings: small())
        let frame = renderer.frame(at: 0)
        let centre = (frame.height / 2 * frame.width + frame.width / 2) * 4
        XCTAssertEqual(Array(frame.bytes[centre..<centre + 4]), [255, 59, 48, 255])
        XCTAssertEqual(Array(frame.bytes[0..<4]), [255, 59, 48, 255])
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
        let scene = folder + "/scene.swift"
        FileManager.default.createFile(atPath: scene, contents: Data())
        func load(_ name: String) throws {
            _ = try loadScene({ AssetView(name: name) }, path: scene, settings: small())
        }
        XCTAssertNoThrow(try load("own"))
        XCTAssertNoThrow(try load("alias"))
        XCTAssertThrowsError(try load("leak")) { error in
            let first = (error as? ZoetropeError)?.description.split(separator: "\n").first.map(String.init) ?? ""
            XCTAssertTrue(
                first.hasSuffix(
                    ": error: image asset 'leak' is refused: '\(folder)/assets/leak.png' leads outside the scene's folder"
                ),
                first)
            guard case .scene = error as? ZoetropeError else { return XCTFail("\(error)") }
        }
    }
}
