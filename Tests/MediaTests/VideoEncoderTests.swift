import Foundation
import XCTest

@testable import Media

final class VideoEncoderTests: XCTestCase {
    /// Flat colours away from the red/blue edge came back within 1 level at CRF 18 (measured with x264 164);
    /// 4 leaves room for other x264 builds, while a wrong matrix (BT.601 against the BT.709 tags) or range
    /// moves saturated red by 20 or more.
    static let colourTolerance = 4

    private let width = 64
    private let height = 48
    private let fps = 30
    private let frameCount = 20

    /// Left half red, right half blue; both brighten with the frame index. Premultiplied, opaque.
    private func patternFrame(_ index: Int, width: Int, height: Int) -> [UInt8] {
        let level = UInt8(135 + index * 6)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                let isLeft = x < width / 2
                pixels[offset] = isLeft ? level : 0
                pixels[offset + 2] = isLeft ? 0 : level
                pixels[offset + 3] = 255
            }
        }
        return pixels
    }

    private func encodePattern(to path: String, width: Int, height: Int) throws {
        let encoder = try VideoEncoder(
            path: path, settings: VideoSettings(width: width, height: height, fps: fps, preset: "veryfast"))
        for index in 0..<frameCount {
            try encoder.append(premultipliedRGBA: patternFrame(index, width: width, height: height))
        }
        try encoder.finish()
    }

    private func assertColour(
        _ frame: [UInt8], width: Int, x: Int, y: Int, _ expected: (Int, Int, Int), frame index: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let offset = (y * width + x) * 4
        let actual = (Int(frame[offset]), Int(frame[offset + 1]), Int(frame[offset + 2]))
        let close =
            abs(actual.0 - expected.0) <= Self.colourTolerance && abs(actual.1 - expected.1) <= Self.colourTolerance
            && abs(actual.2 - expected.2) <= Self.colourTolerance
        XCTAssertTrue(
            close, "frame \(index) at (\(x), \(y)): got \(actual), expected \(expected)", file: file, line: line)
        XCTAssertEqual(frame[offset + 3], 255, "frame \(index) alpha", file: file, line: line)
    }

    func testEncodedPatternReadsBackWithStreamInfoAndColours() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("pattern.mp4")
        try encodePattern(to: path, width: width, height: height)
        XCTAssertEqual(try directory.contents(), ["pattern.mp4"])

        let reader = try VideoReader(path: path)
        XCTAssertEqual(reader.width, width)
        XCTAssertEqual(reader.height, height)
        XCTAssertEqual(reader.codecName, "h264")
        XCTAssertEqual(reader.pixelFormatName, "yuv420p")
        XCTAssertEqual(reader.frameRate, Double(fps))
        XCTAssertEqual(reader.duration, Double(frameCount) / Double(fps), accuracy: 1e-6)
        XCTAssertEqual(reader.colorPrimariesName, "bt709")
        XCTAssertEqual(reader.colorTransferName, "bt709")
        XCTAssertEqual(reader.colorSpaceName, "bt709")

        var index = 0
        while let frame = try reader.nextFrame() {
            XCTAssertEqual(frame.count, width * height * 4)
            let level = 135 + index * 6
            for y in [4, height / 2, height - 5] {
                assertColour(frame, width: width, x: 4, y: y, (level, 0, 0), frame: index)
                assertColour(frame, width: width, x: width - 5, y: y, (0, 0, level), frame: index)
            }
            index += 1
        }
        XCTAssertEqual(index, frameCount)
    }

    func testOddSizeEncodesPaddedToEvenSize() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("odd.mp4")
        try encodePattern(to: path, width: 65, height: 49)

        let reader = try VideoReader(path: path)
        XCTAssertEqual(reader.width, 66)
        XCTAssertEqual(reader.height, 50)
        var index = 0
        while let frame = try reader.nextFrame() {
            let level = 135 + index * 6
            // The padding repeats the last column and row, which are blue.
            assertColour(frame, width: 66, x: 65, y: 49, (0, 0, level), frame: index)
            assertColour(frame, width: 66, x: 4, y: 49, (level, 0, 0), frame: index)
            index += 1
        }
        XCTAssertEqual(index, frameCount)
    }

    func testContainerDurationIsFramesOverFps() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("five-seconds.mp4")
        let encoder = try VideoEncoder(
            path: path, settings: VideoSettings(width: 16, height: 16, fps: 60, preset: "ultrafast"))
        let black = [UInt8](repeating: 0, count: 16 * 16 * 4)
        for _ in 0..<300 {
            try encoder.append(premultipliedRGBA: black)
        }
        try encoder.finish()
        let reader = try VideoReader(path: path)
        XCTAssertEqual(reader.duration, 5.0)
        XCTAssertEqual(reader.frameRate, 60)
    }

    /// Frames appended with the rows each changed make the same file as the frames appended
    /// alone: H.264 at an odd size (the padding row repeats a changed last row) and ProRes 4444
    /// keeping alpha (staged and unpremultiplied rows).
    func testChangedRowsMakeTheSameFileAsWholeFrames() throws {
        // Tall enough that two changed bands are converted in windows (an odd height, padded).
        let width = 65
        let height = 401
        // A frame: a gradient with a bar whose rows and colour depend on the index.
        func frame(_ index: Int, alpha: UInt8) -> [UInt8] {
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                let inBar = y >= 20 * index && y < 20 * index + 12 || y == height - 1 && index % 2 == 1
                for x in 0..<width {
                    let offset = (y * width + x) * 4
                    let value = inBar ? UInt8(40 * index % 256) : UInt8((x * 3 + y) % 256)
                    pixels[offset] = min(value, alpha)
                    pixels[offset + 1] = min(UInt8(y % 256), alpha)
                    pixels[offset + 2] = min(inBar ? 255 : UInt8(x * 2), alpha)
                    pixels[offset + 3] = alpha
                }
            }
            return pixels
        }
        // The rows where frame `index` differs from the one before.
        func changedRows(_ index: Int) -> [Range<Int>] {
            [20 * (index - 1)..<20 * (index - 1) + 12, 20 * index..<20 * index + 12, height - 1..<height]
        }
        let directory = try TemporaryDirectory()
        for (codec, name, alpha, keepsAlpha) in [
            (VideoCodec.h264, "h264", UInt8(255), false), (VideoCodec.prores, "prores", UInt8(180), true),
        ] {
            var files: [[UInt8]] = []
            for (run, passesRows) in [false, true].enumerated() {
                let path = directory.file("\(name)-\(run).\(codec == .h264 ? "mp4" : "mov")")
                let encoder = try VideoEncoder(
                    path: path,
                    settings: VideoSettings(
                        width: width, height: height, fps: 30, codec: codec, preset: codec == .h264 ? "veryfast" : nil,
                        keepsAlpha: keepsAlpha))
                for index in 0..<8 {
                    try encoder.append(
                        premultipliedRGBA: frame(index, alpha: alpha),
                        changedRows: passesRows && index > 0 ? changedRows(index) : nil)
                }
                try encoder.finish()
                files.append([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
            }
            XCTAssertEqual(files[0], files[1], name)
        }
    }

    func testMissingDirectoryIsAMediaErrorAndLeavesNoFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("missing/x.mp4")
        XCTAssertThrowsError(try VideoEncoder(path: path, settings: VideoSettings(width: 8, height: 8))) { error in
            XCTAssertEqual(
                (error as? MediaError)?.description, "cannot create \(path): No such file or directory")
        }
        XCTAssertEqual(try directory.contents(), [])
    }

    func testCancelLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        let encoder = try VideoEncoder(
            path: directory.file("cancelled.mp4"), settings: VideoSettings(width: 8, height: 8, preset: "ultrafast"))
        try encoder.append(premultipliedRGBA: [UInt8](repeating: 0, count: 8 * 8 * 4))
        XCTAssertEqual(try directory.contents().count, 1, "the temporary file exists while encoding")
        encoder.cancel()
        XCTAssertEqual(try directory.contents(), [])
    }

    func testDroppingAnUnfinishedEncoderLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        var encoder: VideoEncoder? = try VideoEncoder(
            path: directory.file("dropped.mp4"), settings: VideoSettings(width: 8, height: 8, preset: "ultrafast"))
        try encoder?.append(premultipliedRGBA: [UInt8](repeating: 0, count: 8 * 8 * 4))
        encoder = nil
        XCTAssertNil(encoder)
        XCTAssertEqual(try directory.contents(), [])
    }

    func testInvalidSettingsAreClearErrors() throws {
        let directory = try TemporaryDirectory()
        let cases: [(VideoSettings, String)] = [
            (
                VideoSettings(width: 8, height: 8, preset: "fastest"),
                "unknown x264 preset 'fastest' (expected one of: ultrafast, superfast, veryfast, faster, fast, "
                    + "medium, slow, slower, veryslow, placebo)"
            ),
            (VideoSettings(width: 8, height: 8, fps: 0), "video fps 0 is out of range 1...240"),
            (VideoSettings(width: 8, height: 8, fps: 241), "video fps 241 is out of range 1...240"),
            (VideoSettings(width: 8, height: 8, crf: 52), "video crf 52 is out of range 0...51"),
            (VideoSettings(width: 8, height: 8, crf: -1), "video crf -1 is out of range 0...51"),
            (VideoSettings(width: 0, height: 8), "video width 0 is out of range 1...16384"),
            (VideoSettings(width: 8, height: 20000), "video height 20000 is out of range 1...16384"),
        ]
        for (settings, message) in cases {
            XCTAssertThrowsError(try VideoEncoder(path: directory.file("x.mp4"), settings: settings)) { error in
                XCTAssertEqual((error as? MediaError)?.description, message)
            }
        }
        XCTAssertEqual(try directory.contents(), [])
    }

    func testWrongFrameSizeIsAnErrorAndTheEncoderKeepsWorking() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("sizes.mp4")
        let encoder = try VideoEncoder(path: path, settings: VideoSettings(width: 8, height: 8, preset: "ultrafast"))
        XCTAssertThrowsError(try encoder.append(premultipliedRGBA: [0, 0, 0, 255])) { error in
            XCTAssertEqual(
                (error as? MediaError)?.description,
                "cannot add a frame to \(path): got 4 bytes, expected 8×8×4 = 256")
        }
        try encoder.append(premultipliedRGBA: [UInt8](repeating: 0, count: 8 * 8 * 4))
        try encoder.finish()
        XCTAssertEqual(try directory.contents(), ["sizes.mp4"])
        XCTAssertThrowsError(try encoder.finish()) { error in
            XCTAssertEqual(
                (error as? MediaError)?.description, "cannot finish \(path): the video is already finished")
        }
    }

    func testFinishWithoutFramesIsAnErrorAndLeavesNoFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("empty.mp4")
        let encoder = try VideoEncoder(path: path, settings: VideoSettings(width: 8, height: 8))
        XCTAssertThrowsError(try encoder.finish()) { error in
            XCTAssertEqual((error as? MediaError)?.description, "cannot finish \(path): no frames were added")
        }
        XCTAssertEqual(try directory.contents(), [])
    }
}
