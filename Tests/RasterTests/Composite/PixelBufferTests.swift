import XCTest

@testable import Raster

final class PixelBufferTests: XCTestCase {
    /// Buffers are equal when their sizes and every byte agree, in shared storage or not.
    func testEqualityComparesSizesAndEveryByte() throws {
        let bytes: [UInt8] = (0..<(7 * 5 * 4)).map { index -> UInt8 in UInt8(index % 251) }
        let a = try XCTUnwrap(PixelBuffer(width: 7, height: 5, bytes: bytes))
        let shared = a
        var copy = try XCTUnwrap(PixelBuffer(width: 7, height: 5, bytes: Array(bytes)))
        XCTAssertTrue(a == shared)
        XCTAssertTrue(a == copy)
        copy.bytes[copy.bytes.count - 1] ^= 1
        XCTAssertFalse(a == copy, "the last byte differs")
        copy.bytes[copy.bytes.count - 1] ^= 1
        copy.bytes[0] ^= 0x80
        XCTAssertFalse(a == copy, "the first byte differs")
        let reshaped = try XCTUnwrap(PixelBuffer(width: 5, height: 7, bytes: bytes))
        XCTAssertFalse(a == reshaped, "the same bytes in another shape")
        XCTAssertTrue(PixelBuffer(width: 0, height: 3) == PixelBuffer(width: 0, height: 3))
    }
}
