import CFFmpeg
import Foundation
import XCTest

@testable import Media

final class ImageFileTests: XCTestCase {
    func testGrayPNGReadsAsOpaqueGray() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("gray.png")
        try StillImageFixture.write(
            codecID: AV_CODEC_ID_PNG, format: AV_PIX_FMT_GRAY8, range: AVCOL_RANGE_JPEG, width: 5, height: 3,
            planeValues: [30], to: path)
        let image = try ImageFile.read(path: path)
        XCTAssertEqual(image.width, 5)
        XCTAssertEqual(image.height, 3)
        XCTAssertEqual(image.premultipliedRGBA, [UInt8]((0..<15).flatMap { _ in [30, 30, 30, 255] as [UInt8] }))
    }

    /// A JPEG's samples are full range (0...255); reading them as limited range would turn Y 30 into 16.
    func testJPEGReadsFullRangeColours() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("photo.jpg")
        try StillImageFixture.write(
            codecID: AV_CODEC_ID_MJPEG, format: AV_PIX_FMT_YUVJ420P, range: AVCOL_RANGE_JPEG, width: 16, height: 16,
            planeValues: [30, 128, 128], to: path)
        let image = try ImageFile.read(path: path)
        XCTAssertEqual(image.width, 16)
        XCTAssertEqual(image.height, 16)
        for channel in 0..<3 {
            // JPEG quantisation of a flat block keeps it within a level or two.
            XCTAssertEqual(Double(image.premultipliedRGBA[channel]), 30, accuracy: 2, "channel \(channel)")
        }
        XCTAssertEqual(image.premultipliedRGBA[3], 255)
    }

    func testMissingFileNamesThePathAndReason() {
        let path = "/nonexistent-zoetrope-dir/brown2.png"
        XCTAssertThrowsError(try ImageFile.read(path: path)) {
            XCTAssertEqual(($0 as? MediaError)?.description, "cannot read \(path): No such file or directory")
        }
    }

    func testFileThatIsNotAnImageIsAMediaError() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("notes.png")
        try Data("this is not a picture\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ImageFile.read(path: path)) {
            let message = ($0 as? MediaError)?.description ?? ""
            XCTAssertTrue(message.hasPrefix("cannot read \(path): "), message)
        }
    }

    func testOversizedImageIsRefusedWithItsSize() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("wide.png")
        try StillImageFixture.write(
            codecID: AV_CODEC_ID_PNG, format: AV_PIX_FMT_GRAY8, range: AVCOL_RANGE_JPEG, width: 16385, height: 1,
            planeValues: [0], to: path)
        XCTAssertThrowsError(try ImageFile.read(path: path)) {
            XCTAssertEqual(
                ($0 as? MediaError)?.description,
                "cannot read \(path): the image is 16385×1 pixels; the largest side allowed is 16384")
        }
    }
}
