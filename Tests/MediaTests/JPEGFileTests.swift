import Foundation
import XCTest

@testable import Media

final class JPEGFileTests: XCTestCase {
    /// Smooth colour ramps with a sharp-edged block, as a frame has: a JPEG at the preview's
    /// quality keeps them within 40 dB.
    private func picture(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                let block = (20..<40).contains(x) && (10..<30).contains(y)
                pixels += block ? [250, 40, 30, 255] : [UInt8(x * 255 / width), UInt8(y * 255 / height), 128, 255]
            }
        }
        return pixels
    }

    private func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        var sum = 0.0
        for i in a.indices where i % 4 != 3 { sum += Double((Int(a[i]) - Int(b[i])) * (Int(a[i]) - Int(b[i]))) }
        let mse = sum / Double(a.count / 4 * 3)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    func testDecodesBackCloseToTheSource() throws {
        let (width, height) = (96, 57)  // not multiples of the 8-pixel blocks
        let pixels = picture(width: width, height: height)
        let jpeg = try JPEGFile.encode(opaqueRGBA: pixels, width: width, height: height)
        XCTAssertEqual(Array(jpeg.prefix(3)), [0xFF, 0xD8, 0xFF])
        XCTAssertEqual(Array(jpeg.suffix(2)), [0xFF, 0xD9])
        let directory = try TemporaryDirectory()
        let path = directory.file("frame.jpg")
        try Data(jpeg).write(to: URL(fileURLWithPath: path))
        let image = try ImageFile.read(path: path)
        XCTAssertEqual([image.width, image.height], [width, height])
        let value = psnr(pixels, image.premultipliedRGBA)
        XCTAssertGreaterThan(value, 40, "PSNR \(value) dB")
        XCTAssertLessThan(value, .infinity, "a JPEG is not lossless: the comparison can fail")
    }

    func testFullChromaResolution() throws {
        // One-pixel red and blue columns: with 4:2:0 (half-resolution colour) they would average
        // to purple; at 4:4:4 each keeps its own hue.
        let (width, height) = (16, 16)
        var pixels = [UInt8]()
        for _ in 0..<height {
            for x in 0..<width { pixels += x % 2 == 0 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        let directory = try TemporaryDirectory()
        let path = directory.file("stripes.jpg")
        try Data(try JPEGFile.encode(opaqueRGBA: pixels, width: width, height: height))
            .write(to: URL(fileURLWithPath: path))
        let decoded = try ImageFile.read(path: path).premultipliedRGBA
        let row = 8 * width * 4
        XCTAssertGreaterThan(
            Int(decoded[row + 16]), Int(decoded[row + 18]) + 100, "column 4 is red: \(decoded[row + 16..<row + 20])")
        XCTAssertGreaterThan(
            Int(decoded[row + 22]), Int(decoded[row + 20]) + 100, "column 5 is blue: \(decoded[row + 20..<row + 24])")
    }

    func testWrongSizesAreErrors() {
        XCTAssertThrowsError(try JPEGFile.encode(opaqueRGBA: [0, 0, 0, 255], width: 2, height: 1)) {
            XCTAssertEqual("\($0)", "cannot encode a JPEG image: got 4 bytes for 2×1")
        }
        XCTAssertThrowsError(try JPEGFile.encode(opaqueRGBA: [], width: 0, height: 0))
        XCTAssertThrowsError(
            try JPEGEncoder.preview.encode([UInt8](repeating: 0, count: 4), width: 70_000, height: 1, stride: 4)
        ) {
            XCTAssertEqual("\($0)", "invalid image size 70000×1 for a JPEG image")
        }
    }
}
