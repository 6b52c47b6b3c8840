import Foundation
import TestSupport
import XCTest

@testable import Raster

final class PNGCodecTests: XCTestCase {
    func testRoundTripsRandomAndFlatImages() throws {
        var random = SplitMix64(state: 5)
        for (width, height) in [(1, 1), (7, 3), (33, 20), (64, 64)] {
            let noisy = (0..<(width * height * 4)).map { _ in UInt8(random.int(in: 0...255)) }
            let flat = [UInt8]((0..<(width * height)).flatMap { i in [UInt8(i % 3 * 60), 128, 7, 255] })
            for rgba in [noisy, flat] {
                let image = PNGCodec.Image(width: width, height: height, rgba: rgba)
                XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(image)), image, "\(width)×\(height)")
            }
        }
        // Repetitive images compress (LZ77 matches are used).
        let plain = PNGCodec.Image(width: 64, height: 64, rgba: [UInt8](repeating: 200, count: 64 * 64 * 4))
        XCTAssertLessThan(PNGCodec.encode(plain).count, 1000)
    }

    /// A PNG written by another encoder (Python's zlib at level 9: a dynamic-Huffman block).
    func testDecodesAnotherEncodersOutput() throws {
        let file = Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAYAAAAFCAYAAABmWJ3mAAAAcklEQVR42g2MsQ3DQAwDWaTNAl7AHuBLNVnA+DG8QACWQuZw8UNogzQqM4o2YFQQJHA4AoAfgGaHvVd3dgCDDntq2ua0XcuG0l4OsAE3nxwiTy1envy0EX0Vu2acYrx9xa2Mb4Nqo4ZmXc66teqnrIf/AbNYOVMBDT8UAAAAAElFTkSuQmCC"
        )!
        let image = try PNGCodec.decode([UInt8](file))
        XCTAssertEqual([image.width, image.height], [6, 5])
        for y in 0..<5 {
            for x in 0..<6 {
                let i = (y * 6 + x) * 4
                let expected = [x * 40 % 256, y * 60 % 256, x * y * 13 % 256, (x + y) % 3 == 0 ? 128 : 255]
                XCTAssertEqual(image.rgba[i..<(i + 4)].map(Int.init), expected, "(\(x), \(y))")
            }
        }
    }

    func testRejectsDamagedFiles() {
        let image = PNGCodec.Image(width: 2, height: 2, rgba: [UInt8](repeating: 9, count: 16))
        var bytes = PNGCodec.encode(image)
        bytes[bytes.count - 20] ^= 0xFF
        XCTAssertThrowsError(try PNGCodec.decode(bytes))
        XCTAssertThrowsError(try PNGCodec.decode([1, 2, 3]))
    }

    /// Goldens are stored unpremultiplied; every valid premultiplied pixel survives the round trip.
    func testPremultipliedPixelsSurviveStorage() {
        var bytes: [UInt8] = []
        for a in 0...255 {
            for c in 0...a { bytes += [UInt8(c), UInt8(a - c), UInt8(c / 2), UInt8(a)] }
        }
        let buffer = PixelBuffer(width: bytes.count / 4, height: 1, bytes: bytes)!
        XCTAssertEqual(GoldenImage.premultiplied(GoldenImage.unpremultiplied(buffer)), buffer)
    }
}
