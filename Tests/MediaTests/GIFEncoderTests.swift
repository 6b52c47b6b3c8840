import Foundation
import TestSupport
import XCTest

@testable import Media

final class GIFEncoderTests: XCTestCase {
    /// An opaque premultiplied frame filled with one colour.
    private func solid(_ width: Int, _ height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> [UInt8] {
        [UInt8]((0..<width * height).flatMap { _ in [r, g, b, 255] })
    }

    private func paint(
        _ frame: inout [UInt8], width: Int, x: Range<Int>, y: Range<Int>, _ colour: (UInt8, UInt8, UInt8, UInt8)
    ) {
        for row in y {
            for column in x {
                let offset = (row * width + column) * 4
                frame[offset] = colour.0
                frame[offset + 1] = colour.1
                frame[offset + 2] = colour.2
                frame[offset + 3] = colour.3
            }
        }
    }

    private func encode(
        _ frames: [[UInt8]], width: Int, height: Int, settings: GIFSettings? = nil, to path: String
    ) throws {
        let settings = settings ?? GIFSettings(width: width, height: height, dither: .none)
        let builder = GIFPaletteBuilder(width: width, height: height, keepsAlpha: settings.keepsAlpha)
        for frame in frames { try builder.add(premultipliedRGBA: frame) }
        let encoder = try GIFEncoder(path: path, settings: settings, palette: builder.makePalette())
        for frame in frames { try encoder.append(premultipliedRGBA: frame) }
        try encoder.finish()
    }

    private func decodedFrames(_ path: String) throws -> [[UInt8]] {
        let reader = try VideoReader(path: path)
        var frames: [[UInt8]] = []
        while let frame = try reader.nextFrame() { frames.append(frame) }
        return frames
    }

    func testDelaysAccumulateHundredthsWithoutDrift() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("timing.gif")
        // Every frame differs, so none merges: 7 frames at 30 fps.
        let frames = (0..<7).map { solid(4, 4, UInt8($0 * 30), 0, 0) }
        try encode(frames, width: 4, height: 4, to: path)
        let gif = try GIFStructure(path: path)
        XCTAssertEqual(gif.images.map(\.delay), [3, 3, 4, 3, 3, 4, 3])
        XCTAssertEqual(gif.images.map(\.delay).reduce(0, +), 700 / 30)

        let slow = directory.file("seven.gif")
        try encode(
            frames, width: 4, height: 4, settings: GIFSettings(width: 4, height: 4, fps: 7, dither: .none), to: slow)
        XCTAssertEqual(try GIFStructure(path: slow).images.map(\.delay), [14, 14, 14, 15, 14, 14, 15])
    }

    func testUnchangedFramesLengthenThePreviousOne() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("still.gif")
        let red = solid(8, 8, 255, 0, 0)
        let blue = solid(8, 8, 0, 0, 255)
        try encode([red, red, red, blue, blue], width: 8, height: 8, to: path)
        let gif = try GIFStructure(path: path)
        XCTAssertEqual(gif.images.map(\.delay), [10, 6])
        XCTAssertEqual(try decodedFrames(path).count, 2)
    }

    func testStillsLongerThanTheDelayFieldContinueInEmptyFrames() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("long.gif")
        // 700 identical frames at 1 fps: 70,000 hundredths, past the 65,535 a delay can hold.
        let encoder = try GIFEncoder(
            path: path, settings: GIFSettings(width: 2, height: 2, fps: 1, dither: .none),
            palette: try GIFPalette(rgb: [9, 9, 9]))
        for _ in 0..<700 { try encoder.append(premultipliedRGBA: solid(2, 2, 9, 9, 9)) }
        try encoder.finish()
        let gif = try GIFStructure(path: path)
        XCTAssertEqual(gif.images.map(\.delay), [65535, 4465])
        XCTAssertEqual(try decodedFrames(path).count, 2)
    }

    func testLaterFramesStoreOnlyTheChangedRectangle() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("rect.gif")
        let first = solid(20, 10, 10, 20, 30)
        var second = first
        paint(&second, width: 20, x: 5..<9, y: 2..<5, (250, 250, 250, 255))
        try encode([first, second], width: 20, height: 10, to: path)
        let gif = try GIFStructure(path: path)
        XCTAssertEqual(gif.images.count, 2)
        let (full, changed) = (gif.images[0], gif.images[1])
        XCTAssertEqual([full.x, full.y, full.width, full.height], [0, 0, 20, 10])
        XCTAssertEqual([changed.x, changed.y, changed.width, changed.height], [5, 2, 4, 3])
        XCTAssertEqual(changed.disposal, 1, "drawn over the previous frame")
        XCTAssertNotNil(changed.transparentIndex)

        let decoded = try decodedFrames(path)
        XCTAssertEqual(decoded.count, 2)
        XCTAssertEqual(Array(decoded[1][(3 * 20 + 6) * 4..<(3 * 20 + 6) * 4 + 3]), [250, 250, 250])
        XCTAssertEqual(Array(decoded[1][0..<3]), [10, 20, 30], "unchanged pixels show through")
    }

    func testFewColoursRoundTripExactly() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("exact.gif")
        // 200 distinct colours in noise-like order: long LZW streams that fill the 4096-entry table
        // several times, so clear codes and code-width changes are exercised.
        let width = 160
        let height = 120
        var generator = SplitMix64(seed: 7)
        let colours: [(UInt8, UInt8, UInt8)] = (0..<200).map { (index: Int) -> (UInt8, UInt8, UInt8) in
            (UInt8(index), UInt8(255 - index), UInt8((index * 37) % 256))
        }
        var frames: [[UInt8]] = []
        for _ in 0..<2 {
            var frame = [UInt8](repeating: 255, count: width * height * 4)
            for pixel in 0..<width * height {
                let colour = colours[Int(generator.next() % 200)]
                frame[pixel * 4] = colour.0
                frame[pixel * 4 + 1] = colour.1
                frame[pixel * 4 + 2] = colour.2
            }
            frames.append(frame)
        }
        try encode(frames, width: width, height: height, to: path)
        let decoded = try decodedFrames(path)
        XCTAssertEqual(decoded.count, 2)
        for (index, frame) in decoded.enumerated() {
            XCTAssertTrue(frame == frames[index], "frame \(index) differs after the round trip")
        }
    }

    func testAFrameOfNewColoursGetsItsOwnPalette() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("local.gif")
        // Two frames of 250 colours each, from disjoint halves of the colour cube: one global palette of
        // 255 entries cannot serve both, so the second frame carries its own table and comes back exact.
        let width = 80
        let height = 60
        var generator = SplitMix64(seed: 11)
        func frame(reds: ClosedRange<UInt64>) -> [UInt8] {
            let colours: [[UInt8]] = (0..<250).map { _ in
                [
                    UInt8(reds.lowerBound + generator.next() % 128), UInt8(generator.next() % 256),
                    UInt8(generator.next() % 256),
                ]
            }
            var pixels = [UInt8](repeating: 255, count: width * height * 4)
            for pixel in 0..<width * height {
                let colour = colours[pixel % 250]
                pixels[pixel * 4..<pixel * 4 + 3] = colour[0..<3]
            }
            return pixels
        }
        let frames = [frame(reds: 0...127), frame(reds: 128...255)]
        try encode(frames, width: width, height: height, to: path)
        let gif = try GIFStructure(path: path)
        XCTAssertEqual(gif.images.map(\.localTableSize), [0, 256])
        let decoded = try decodedFrames(path)
        XCTAssertEqual(decoded.count, 2)
        XCTAssertFalse(decoded[0] == frames[0], "500 colours cannot all be in the global palette")
        XCTAssertTrue(decoded[1] == frames[1], "the second frame's own palette holds its 250 colours exactly")
    }

    func testLoopCountAndFiniteLoops() throws {
        let directory = try TemporaryDirectory()
        let frames = [solid(2, 2, 0, 0, 0), solid(2, 2, 255, 255, 255)]
        let cases: [(Int, Int?)] = [(0, 0), (1, nil), (3, 2)]
        for (loops, stored) in cases {
            let path = directory.file("loop\(loops).gif")
            try encode(
                frames, width: 2, height: 2, settings: GIFSettings(width: 2, height: 2, loopCount: loops), to: path)
            XCTAssertEqual(try GIFStructure(path: path).loopCount, stored, "--loop \(loops)")
        }
    }

    func testVanishingPixelsDisposeToTransparency() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("alpha.gif")
        let clear = [UInt8](repeating: 0, count: 12 * 6 * 4)
        var left = clear
        paint(&left, width: 12, x: 1..<4, y: 1..<4, (200, 0, 0, 255))
        var right = clear
        paint(&right, width: 12, x: 8..<11, y: 2..<5, (200, 0, 0, 255))
        let settings = GIFSettings(width: 12, height: 6, dither: .none, keepsAlpha: true)
        try encode([left, right], width: 12, height: 6, settings: settings, to: path)
        let gif = try GIFStructure(path: path)
        XCTAssertEqual(gif.images.first?.disposal, 2, "the left square is cleared before the right one shows")
        let decoded = try decodedFrames(path)
        XCTAssertEqual(decoded.count, 2)
        let alpha = { (frame: [UInt8], x: Int, y: Int) in frame[(y * 12 + x) * 4 + 3] }
        XCTAssertEqual(alpha(decoded[0], 2, 2), 255)
        XCTAssertEqual(alpha(decoded[0], 9, 3), 0)
        XCTAssertEqual(alpha(decoded[1], 2, 2), 0, "the square has left")
        XCTAssertEqual(alpha(decoded[1], 9, 3), 255)
    }

    func testPaletteHoldsTheFramesColours() throws {
        let builder = GIFPaletteBuilder(width: 3, height: 1)
        try builder.add(premultipliedRGBA: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255])
        let palette = builder.makePalette()
        var colours = Set<[UInt8]>()
        for index in 0..<palette.count { colours.insert(Array(palette.rgb[index * 3..<index * 3 + 3])) }
        XCTAssertEqual(colours, [[255, 0, 0], [0, 255, 0], [0, 0, 255]])
    }

    func testInvalidSettingsAndCancelLeaveNoFile() throws {
        let directory = try TemporaryDirectory()
        let palette = try GIFPalette(rgb: [0, 0, 0])
        XCTAssertThrowsError(
            try GIFEncoder(
                path: directory.file("fast.gif"), settings: GIFSettings(width: 4, height: 4, fps: 60), palette: palette)
        ) { error in
            XCTAssertTrue("\(error)".hasPrefix("GIF fps 60 is out of range 1...50"), "\(error)")
        }
        XCTAssertThrowsError(try GIFPalette(rgb: [UInt8](repeating: 0, count: 256 * 3)))
        let encoder = try GIFEncoder(
            path: directory.file("cancelled.gif"), settings: GIFSettings(width: 4, height: 4), palette: palette)
        try encoder.append(premultipliedRGBA: solid(4, 4, 0, 0, 0))
        XCTAssertEqual(try directory.contents().count, 1)
        encoder.cancel()
        XCTAssertEqual(try directory.contents(), [])
    }
}
