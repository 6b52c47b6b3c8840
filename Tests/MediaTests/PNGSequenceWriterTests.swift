import Foundation
import XCTest

@testable import Media

final class PNGSequenceWriterTests: XCTestCase {
    /// Image `index` of a sequence: opaque, different in every image.
    private func image(_ index: Int, width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                pixels += [
                    UInt8((x * 5 + index * 40) % 256), UInt8((y * 3 + index) % 256), UInt8(index * 17 % 256), 255,
                ]
            }
        }
        return pixels
    }

    /// Images encoded on three frame threads each land in their own file, with their own pixels;
    /// after `finish()` every file is there and no temporary file is left.
    func testEveryImageLandsInItsFileWithItsPixels() throws {
        let directory = try TemporaryDirectory()
        let (width, height) = (61, 29)
        let writer = try PNGSequenceWriter(width: width, height: height, threads: 3)
        let names = (0..<7).map { String(format: "f_%02d.png", $0) }
        for (index, name) in names.enumerated() {
            try writer.append(premultipliedRGBA: image(index, width: width, height: height), to: directory.file(name))
        }
        try writer.finish()
        XCTAssertEqual(try directory.contents(), names)
        for (index, name) in names.enumerated() {
            let decoded = try ImageFile.read(path: directory.file(name))
            XCTAssertEqual(decoded.width, width)
            XCTAssertEqual(decoded.height, height)
            XCTAssertEqual(decoded.premultipliedRGBA, image(index, width: width, height: height), name)
        }
    }

    /// Images appended but not yet encoded when the writer is dropped leave no file, complete
    /// or partial; those written are whole.
    func testADroppedWriterLeavesOnlyWholeFiles() throws {
        let directory = try TemporaryDirectory()
        let (width, height) = (40, 40)
        do {
            let writer = try PNGSequenceWriter(width: width, height: height, threads: 2)
            for index in 0..<5 {
                try writer.append(
                    premultipliedRGBA: image(index, width: width, height: height),
                    to: directory.file("f_\(index).png"))
            }
        }
        let files = try directory.contents()
        XCTAssertTrue(files.allSatisfy { !$0.hasPrefix(".") }, "\(files)")
        XCTAssertLessThan(files.count, 5, "the last image was still in the encoder")
        for name in files {
            let index = try XCTUnwrap(Int(name.dropFirst(2).dropLast(4)))
            XCTAssertEqual(
                try ImageFile.read(path: directory.file(name)).premultipliedRGBA,
                image(index, width: width, height: height))
        }
    }

    /// An image equal to the one before is not encoded again: its file holds the same PNG, also
    /// when the one before has been written already.
    func testRepeatedImagesAreWrittenWithoutEncodingAgain() throws {
        let directory = try TemporaryDirectory()
        let (width, height) = (33, 21)
        let (a, b) = (image(0, width: width, height: height), image(1, width: width, height: height))
        let sequence = [a, a, b, b, b, a]
        let writer = try PNGSequenceWriter(width: width, height: height, threads: 2)
        for (index, pixels) in sequence.enumerated() {
            try writer.append(premultipliedRGBA: pixels, to: directory.file("f_\(index).png"))
        }
        // Repeats of an image whose PNG is already written.
        for index in 6..<8 {
            try writer.append(premultipliedRGBA: a, to: directory.file("f_\(index).png"))
        }
        try writer.finish()
        XCTAssertEqual(writer.encodedCount, 3)
        let files = try (0..<8).map { try Data(contentsOf: URL(fileURLWithPath: directory.file("f_\($0).png"))) }
        XCTAssertEqual(files[1], files[0])
        XCTAssertEqual(files[3], files[2])
        XCTAssertEqual(files[4], files[2])
        XCTAssertEqual(files[6], files[5])
        XCTAssertEqual(files[7], files[5])
        XCTAssertNotEqual(files[2], files[0])
        for (index, pixels) in (sequence + [a, a]).enumerated() {
            XCTAssertEqual(try ImageFile.read(path: directory.file("f_\(index).png")).premultipliedRGBA, pixels)
        }
    }

    func testWrongByteCountIsAnErrorAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let writer = try PNGSequenceWriter(width: 2, height: 2, threads: 2)
        let path = directory.file("x.png")
        XCTAssertThrowsError(try writer.append(premultipliedRGBA: [0, 0, 0], to: path)) {
            XCTAssertEqual(($0 as? MediaError)?.description, "cannot write \(path): got 3 bytes, expected 2×2×4 = 16")
        }
        try writer.finish()
        XCTAssertEqual(try directory.contents(), [])
        XCTAssertThrowsError(try PNGSequenceWriter(width: 3, height: 0, threads: 1)) {
            XCTAssertEqual(($0 as? MediaError)?.description, "invalid image size 3×0")
        }
    }
}
