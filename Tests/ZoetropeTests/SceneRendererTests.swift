import Foundation
import Geometry
import Media
import Raster
import XCTest

@testable import Zoetrope

/// Seed 002's launch page rendered end to end at scale 1 (390×844 px).
final class SceneRendererTests: XCTestCase {
    static let scenePath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scenes/launch.swift").path

    // The scene's geometry at 390 pt wide (see scenes/launch.swift).
    static let mainWidth = 390 * 0.73
    static let contentWidth = (mainWidth - 4 * 18) / 3
    static let radius = contentWidth / 2
    static let shift = 18 + contentWidth
    static let centre = Point(x: 195, y: 422)

    /// Colours after H.264 (yuv420p, CRF 18) differ from the source by a few levels; chroma
    /// subsampling on a 10 px ring costs more. Samples sit on the ring's centre line.
    static let videoTolerance = 40

    func settings(fps: Int = 30, threads: Int = 2) -> RenderSettings {
        var s = RenderSettings()
        s.scale = 1
        s.fps = fps
        s.threads = threads
        return s
    }

    func rgb(_ bytes: [UInt8], width: Int, _ p: Point) -> (Int, Int, Int) {
        let i = (Int(p.y) * width + Int(p.x)) * 4
        return (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]))
    }

    func assertColor(
        _ actual: (Int, Int, Int), _ expected: (Int, Int, Int), tolerance: Int, _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let ok =
            abs(actual.0 - expected.0) <= tolerance && abs(actual.1 - expected.1) <= tolerance
            && abs(actual.2 - expected.2) <= tolerance
        XCTAssertTrue(ok, "\(what): got \(actual), expected \(expected) ± \(tolerance)", file: file, line: line)
    }

    let red = (255, 59, 48)
    let green = (52, 199, 89)
    let yellow = (255, 204, 0)

    func testSceneDurationAndFrameCount() throws {
        let renderer = try TestScenes.launch(settings(fps: 60))
        XCTAssertEqual(renderer.duration, 5.0, accuracy: 1e-9)
        XCTAssertEqual(renderer.frameCount, 300)
        XCTAssertEqual(renderer.viewName, "LaunchView")
    }

    func testFramesAtStartAndEnd() throws {
        let renderer = try TestScenes.launch(settings())
        let start = renderer.frame(at: 0)
        let end = renderer.frame(at: 4.9)
        let w = start.width
        let ringRight = Self.centre + Point(x: Self.radius, y: 0)
        // t = 0: all three shapes stacked in the centre; the red circle is on top.
        assertColor(rgb(start.bytes, width: w, ringRight), red, tolerance: 2, "red ring at t=0")
        // Where the green circle ends up there is only background at t = 0.
        let greenLeft = Self.centre + Point(x: -Self.shift - Self.radius, y: 0)
        let background = rgb(start.bytes, width: w, greenLeft)
        XCTAssertTrue(background.1 < 150, "background at \(greenLeft) is \(background)")
        // The frame is not drawn yet: the middle of its left edge is background.
        let frameLeft = Self.centre + Point(x: -Self.mainWidth / 2, y: 0)
        XCTAssertEqual(rgb(start.bytes, width: w, frameLeft).0, background.0, accuracy: 30)

        // End: circles moved apart, the yellow square is revealed, the rainbow frame is closed.
        assertColor(rgb(end.bytes, width: w, greenLeft), green, tolerance: 2, "green ring at the end")
        let redRight = Self.centre + Point(x: Self.shift + Self.radius, y: 0)
        assertColor(rgb(end.bytes, width: w, redRight), red, tolerance: 2, "red ring at the end")
        assertColor(rgb(end.bytes, width: w, ringRight), yellow, tolerance: 2, "yellow square at the end")
        // The angular gradient at 9 o'clock of the frame is halfway red→yellow→green→blue→purple→red:
        // location 0.5 lies between green (0.4) and blue (0.6) → a cyan-ish blue-green.
        let left = rgb(end.bytes, width: w, frameLeft)
        XCTAssertTrue(left.0 < 100 && left.1 > 100 && left.2 > 100, "frame's left edge colour \(left)")
        // 3 o'clock is red (location 0 and 1).
        let right = rgb(end.bytes, width: w, Self.centre + Point(x: Self.mainWidth / 2, y: 0))
        assertColor(right, red, tolerance: 10, "frame's right edge")
    }

    func testRainbowFrameStartsAtTheMiddleOfTheLeftEdge() throws {
        let renderer = try TestScenes.launch(settings())
        // 1.5 s + 0.9 s into the 1.5 s easeInOut: trim is partway, centred on the left edge.
        let mid = renderer.frame(at: 2.4)
        let before = renderer.frame(at: 0)
        let w = mid.width
        let leftMiddle = Self.centre + Point(x: -Self.mainWidth / 2, y: 0)
        let rightMiddle = Self.centre + Point(x: Self.mainWidth / 2, y: 0)
        XCTAssertNotEqual(rgb(mid.bytes, width: w, leftMiddle).2, rgb(before.bytes, width: w, leftMiddle).2)
        XCTAssertEqual(
            rgb(mid.bytes, width: w, rightMiddle).0, rgb(before.bytes, width: w, rightMiddle).0,
            "the frame must not have reached the right edge yet")
    }

    func testTitlesFadeIn() throws {
        let renderer = try TestScenes.launch(settings())
        func brightPixels(_ image: PixelBuffer, from y0: Int, to y1: Int) -> Int {
            var count = 0
            for y in y0..<y1 {
                for x in 0..<image.width {
                    let p = image.pixel(x: x, y: y)
                    if p.r > 230 && p.g > 230 && p.b > 230 { count += 1 }
                }
            }
            return count
        }
        // Title baseline region: centre + 0.73·mainWidth.
        let titleY = Int(422 + Self.mainWidth * 0.73)
        let subtitleY = Int(422 + Self.mainWidth * 0.89)
        let early = renderer.frame(at: 2.9)
        let late = renderer.frame(at: 4.9)
        XCTAssertEqual(brightPixels(early, from: titleY - 15, to: titleY + 15), 0)
        XCTAssertGreaterThan(brightPixels(late, from: titleY - 15, to: titleY + 15), 200)
        XCTAssertGreaterThan(brightPixels(late, from: subtitleY - 8, to: subtitleY + 8), 100)
    }

    func testSamePixelsWithOneAndTwoThreads() throws {
        let one = try TestScenes.launch(settings(threads: 1))
        let two = try TestScenes.launch(settings(threads: 2))
        for t in [0.0, 1.0, 2.4, 4.2] {
            XCTAssertEqual(one.frame(at: t).bytes, two.frame(at: t).bytes, "t = \(t)")
        }
    }

    /// Frames at the same time (and the still start, before the circles move) share one image's
    /// storage; frames that differ do not.
    func testEqualConsecutiveFramesShareStorage() throws {
        for threads in [1, 2] {
            let renderer = try TestScenes.launch(settings(threads: threads))
            let frames = renderer.frames(at: [0.0, 0.0, 0.1, 2.4, 2.4, 3.0])
            func storage(_ i: Int) -> UnsafeRawPointer? { frames[i].bytes.withUnsafeBytes { $0.baseAddress } }
            XCTAssertEqual(frames[0], frames[1])
            XCTAssertEqual(storage(0), storage(1), "threads \(threads)")
            XCTAssertEqual(storage(1), storage(2), "still before the circles move, threads \(threads)")
            XCTAssertNotEqual(frames[2], frames[3])
            XCTAssertNotEqual(storage(2), storage(3), "threads \(threads)")
            XCTAssertEqual(storage(3), storage(4), "threads \(threads)")
            XCTAssertNotEqual(storage(4), storage(5), "threads \(threads)")
            XCTAssertEqual(frames[3].bytes, renderer.frame(at: 2.4).bytes)
        }
    }

    func testVideoDecodesBackWithTheRightFramesAndPixels() throws {
        let renderer = try TestScenes.launch(settings(fps: 30))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("launch.mp4").path
        try renderer.writeVideo(to: path)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["launch.mp4"])

        let reader = try VideoReader(path: path)
        XCTAssertEqual(reader.codecName, "h264")
        XCTAssertEqual(reader.pixelFormatName, "yuv420p")
        XCTAssertEqual(reader.width, 390)
        XCTAssertEqual(reader.height, 844)
        XCTAssertEqual(reader.frameRate, 30, accuracy: 1e-9)
        XCTAssertEqual(reader.duration, 5.0, accuracy: 0.02)
        var frames: [[UInt8]] = []
        while let frame = try reader.nextFrame() { frames.append(frame) }
        XCTAssertEqual(frames.count, 150)
        guard let first = frames.first, let last = frames.last else { return }
        let ringRight = Self.centre + Point(x: Self.radius, y: 0)
        let greenLeft = Self.centre + Point(x: -Self.shift - Self.radius, y: 0)
        assertColor(rgb(first, width: 390, ringRight), red, tolerance: Self.videoTolerance, "first frame, red ring")
        assertColor(rgb(last, width: 390, greenLeft), green, tolerance: Self.videoTolerance, "last frame, green ring")
        assertColor(rgb(last, width: 390, ringRight), yellow, tolerance: Self.videoTolerance, "last frame, yellow")
    }
}
