import CFFmpeg
import Foundation
import XCTest

@testable import Media

final class PNGFileTests: XCTestCase {
    /// A deterministic opaque pattern covering all byte values in each channel.
    private func opaquePattern(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8((x * 7 + y * 13) % 256), UInt8((x * y) % 256), UInt8((255 - x * 3) & 255), 255]
            }
        }
        return pixels
    }

    func testOpaquePixelsRoundTripExactly() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("opaque.png")
        let pixels = opaquePattern(width: 37, height: 23)
        try PNGFile.write(premultipliedRGBA: pixels, width: 37, height: 23, to: path)
        XCTAssertEqual(try directory.contents(), ["opaque.png"])

        let image = try ImageFile.read(path: path)
        XCTAssertEqual(image.width, 37)
        XCTAssertEqual(image.height, 23)
        XCTAssertEqual(image.premultipliedRGBA, pixels)
    }

    func testTranslucentPixelsRoundTripWithinRounding() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("translucent.png")
        // Premultiplied: every colour channel is at most its alpha.
        var pixels = [UInt8]()
        for alpha in [0, 1, 3, 64, 127, 128, 200, 254] as [UInt8] {
            for value in Set([0, alpha / 3, alpha / 2, alpha]) {
                pixels += [value, alpha / 2, alpha - value, alpha]
            }
        }
        let width = pixels.count / 4
        try PNGFile.write(premultipliedRGBA: pixels, width: width, height: 1, to: path)

        let image = try ImageFile.read(path: path)
        XCTAssertEqual(image.width, width)
        for (index, (expected, actual)) in zip(pixels, image.premultipliedRGBA).enumerated() {
            // Un-premultiplying to 8 bits and premultiplying again may round a channel by one level.
            XCTAssertLessThanOrEqual(
                abs(Int(expected) - Int(actual)), 1, "byte \(index) of pixel \(index / 4): \(expected) → \(actual)")
            if index % 4 == 3 {
                XCTAssertEqual(expected, actual, "alpha is stored exactly")
            }
        }
    }

    func testFileIsAnEightBitRGBAPNGWithStraightAlpha() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("header.png")
        // Premultiplied (64, 32, 0) at alpha 128 is straight (128, 64, 0).
        try PNGFile.write(premultipliedRGBA: [64, 32, 0, 128, 255, 255, 255, 255], width: 2, height: 1, to: path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(Array(bytes[0..<8]), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(String(decoding: bytes[12..<16], as: UTF8.self), "IHDR")
        XCTAssertEqual(Array(bytes[16..<24]), [0, 0, 0, 2, 0, 0, 0, 1], "width 2, height 1")
        XCTAssertEqual(bytes[24], 8, "bit depth")
        XCTAssertEqual(bytes[25], 6, "colour type 6 = RGBA")

        let reader = try VideoReader(path: path)
        let straight = try XCTUnwrap(try reader.nextFrame())
        XCTAssertEqual(Array(straight[0..<4]), [128, 64, 0, 128])
    }

    func testWritingReplacesAnExistingFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("replaced.png")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try PNGFile.write(premultipliedRGBA: [1, 2, 3, 255], width: 1, height: 1, to: path)
        XCTAssertEqual(try ImageFile.read(path: path).premultipliedRGBA, [1, 2, 3, 255])
        XCTAssertEqual(try directory.contents(), ["replaced.png"])
    }

    func testMissingDirectoryIsAMediaErrorAndLeavesNoFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("missing/x.png")
        XCTAssertThrowsError(try PNGFile.write(premultipliedRGBA: [0, 0, 0, 0], width: 1, height: 1, to: path)) {
            XCTAssertEqual(($0 as? MediaError)?.description, "cannot create \(path): No such file or directory")
        }
        XCTAssertEqual(try directory.contents(), [])
    }

    func testWrongByteCountAndSizeAreErrors() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("x.png")
        XCTAssertThrowsError(try PNGFile.write(premultipliedRGBA: [0, 0, 0], width: 1, height: 1, to: path)) {
            XCTAssertEqual(
                ($0 as? MediaError)?.description, "cannot write \(path): got 3 bytes, expected 1×1×4 = 4")
        }
        XCTAssertThrowsError(try PNGFile.write(premultipliedRGBA: [], width: 0, height: 5, to: path)) {
            XCTAssertEqual(($0 as? MediaError)?.description, "cannot write \(path): invalid image size 0×5")
        }
        XCTAssertEqual(try directory.contents(), [])
    }
}
