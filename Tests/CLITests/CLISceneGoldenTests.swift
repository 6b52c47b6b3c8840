import Foundation
import Media
import XCTest

/// Every scene of `scenes/` at four times, as `zoetrope frame --scale 0.5` draws it, against the
/// frames in `Goldens/` (`<scene>-<time>.png`).
///
/// The goldens were drawn by the interpreter the compiled front end replaced, which drew them
/// byte for byte the same; a frame that changes now is a change to the engine to explain (and,
/// when it is a fix, to record with `ZOETROPE_UPDATE_GOLDENS=1 make test`, which rewrites them).
/// On a failure the frame drawn and a diff image are left in `.build/golden-failures/`.
final class CLISceneGoldenTests: CLITestCase {
    static let scenes = ["badge", "gallery", "launch", "motion", "neumorphic", "neumorphic-uikit", "profile"]
    static let times = ["0", "0.8", "2.2", "4"]
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let failures = root.appendingPathComponent(".build/golden-failures")

    /// The largest difference allowed in any channel of any pixel: none. Rendering is
    /// deterministic (same scene and flags, same bytes), so any difference is a change.
    static let channelTolerance = 0

    func testEverySceneMatchesItsGoldenFrames() throws {
        let update = ProcessInfo.processInfo.environment["ZOETROPE_UPDATE_GOLDENS"] == "1"
        for scene in Self.scenes {
            for time in Self.times {
                let name = "\(scene)-\(time).png"
                let actual = file(name)
                let result = try run(
                    ["frame", "scenes/\(scene).swift", "--time", time, "--scale", "0.5", "-o", actual])
                XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
                guard result.status == 0 else { continue }
                let golden = Self.goldens.appendingPathComponent(name).path
                if update {
                    _ = try? FileManager.default.removeItem(atPath: golden)
                    try FileManager.default.copyItem(atPath: actual, toPath: golden)
                    continue
                }
                try compare(actual: actual, golden: golden, name: name)
            }
        }
    }

    /// Fails with the largest difference and the number of pixels that differ, and leaves the
    /// frame and a diff (differing pixels red on a grey copy of the golden) for a look.
    func compare(actual: String, golden: String, name: String) throws {
        let expected = try XCTUnwrap(try decodedFrames(golden).first, "\(name): no golden frame")
        let drawn = try XCTUnwrap(try decodedFrames(actual).first, "\(name): no frame drawn")
        XCTAssertEqual(drawn.count, expected.count, "\(name): the frame's size changed")
        guard drawn.count == expected.count else { return }
        var largest = 0
        var differing = 0
        var diff = [UInt8](repeating: 0, count: expected.count)
        for pixel in stride(from: 0, to: expected.count, by: 4) {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(drawn[pixel + c]) - Int(expected[pixel + c]))) }
            largest = max(largest, worst)
            let grey = UInt8((Int(expected[pixel]) + Int(expected[pixel + 1]) + Int(expected[pixel + 2])) / 12)
            if worst > Self.channelTolerance {
                differing += 1
                diff.replaceSubrange(pixel..<pixel + 4, with: [255, 0, 0, 255])
            } else {
                diff.replaceSubrange(pixel..<pixel + 4, with: [grey, grey, grey, 255])
            }
        }
        guard differing > 0 else { return }
        try FileManager.default.createDirectory(at: Self.failures, withIntermediateDirectories: true)
        let kept = Self.failures.appendingPathComponent(name).path
        _ = try? FileManager.default.removeItem(atPath: kept)
        try FileManager.default.copyItem(atPath: actual, toPath: kept)
        let width = try VideoReader(path: golden).width
        try PNGFile.write(
            premultipliedRGBA: diff, width: width, height: expected.count / 4 / width,
            to: Self.failures.appendingPathComponent("diff-" + name).path)
        XCTFail(
            "\(name): \(differing) pixels differ from the golden, by up to \(largest) levels "
                + "(tolerance \(Self.channelTolerance)); drawn and diff in \(Self.failures.path)")
    }
}
