import Media
import XCTest

/// Converting only the rows a frame changed gives the bytes of converting the whole frame.
final class ColorConverterTests: XCTestCase {
    /// Noise: every pixel differs from its neighbours, so any row swscale's filters read across a
    /// band's edge shows in the result.
    private func noise(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        // A loop over the new buffer: `map` over a range runs through generic code in this
        // unoptimised target, most of this class's time.
        let count = width * height * 4
        return [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
            var i = 0
            while i < count {
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                bytes[i] = UInt8(truncatingIfNeeded: state >> 24)
                i += 1
            }
            initialized = count
        }
    }

    /// `frame` with the rows of `rows` (clipped to the frame) replaced by other noise.
    private func changing(_ frame: [UInt8], width: Int, rows: [Range<Int>], seed: UInt64) -> [UInt8] {
        var changed = frame
        let other = noise(width: width, height: frame.count / (width * 4), seed: seed)
        let height = frame.count / (width * 4)
        for range in rows {
            let clipped = min(height, max(0, range.lowerBound))..<min(height, max(0, range.upperBound))
            for row in clipped {
                let span = row * width * 4..<(row + 1) * width * 4
                changed.replaceSubrange(span, with: other[span])
            }
        }
        return changed
    }

    private func wholeConversion(_ frame: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        let converter = try ColorConverter(width: width, height: height)
        try converter.convert(premultipliedRGBA: frame)
        return converter.yuv420Bytes
    }

    /// Small and large changes, several bands, the top and bottom edges, rows outside the frame:
    /// each frame converted after the one before with only its changed rows equals the frame
    /// converted whole, on even and odd sizes.
    func testChangedRowsGiveTheBytesOfTheWholeFrame() throws {
        let cases: [(name: String, rows: [Range<Int>])] = [
            ("one row", [131..<132]),
            ("a small band", [130..<141]),
            ("two bands", [10..<12, 200..<230]),
            ("the top edge", [0..<5]),
            ("the bottom edge", [395..<400]),
            ("a large band", [40..<260]),
            // The chroma row of rows 144–145 reads row 143; that of rows 142–143 reads row 144.
            ("a band ending on a multiple of 16", [120..<144]),
            ("a band starting on a multiple of 16", [144..<150]),
            ("one row before a multiple of 16", [159..<160]),
            ("overlapping ranges out of order", [250..<300, 90..<100, 95..<120]),
            ("rows outside the frame", [-50..<3, 398..<1000, 2000..<3000]),
            ("nothing", []),
        ]
        for (width, height) in [(200, 400), (201, 401), (64, 96)] {
            let first = noise(width: width, height: height, seed: 1)
            for (index, (name, rows)) in cases.enumerated() {
                let converter = try ColorConverter(width: width, height: height)
                try converter.convert(premultipliedRGBA: first)
                let second = changing(first, width: width, rows: rows, seed: UInt64(index + 2))
                try converter.convert(premultipliedRGBA: second, changedRows: rows)
                let expected = try wholeConversion(second, width: width, height: height)
                XCTAssertEqual(converter.yuv420Bytes, expected, "\(width)×\(height), \(name)")
                // Then a third frame changing other rows, from the banded picture.
                let third = changing(second, width: width, rows: [300..<340], seed: 99)
                try converter.convert(premultipliedRGBA: third, changedRows: [300..<340])
                XCTAssertEqual(
                    converter.yuv420Bytes, try wholeConversion(third, width: width, height: height),
                    "\(width)×\(height), \(name), then rows 300..<340")
            }
        }
    }

    /// Rows outside `changedRows` are kept from the frame before, not converted again: told that
    /// nothing changed, the converter keeps the previous picture.
    func testRowsOutsideTheChangedRowsAreKeptFromTheFrameBefore() throws {
        let (width, height) = (200, 400)
        let first = noise(width: width, height: height, seed: 1)
        let second = changing(first, width: width, rows: [100..<120, 300..<310], seed: 7)
        let converter = try ColorConverter(width: width, height: height)
        try converter.convert(premultipliedRGBA: first)
        let before = converter.yuv420Bytes
        try converter.convert(premultipliedRGBA: second, changedRows: [])
        XCTAssertEqual(converter.yuv420Bytes, before)
        try converter.convert(premultipliedRGBA: second, changedRows: [100..<120])
        let partly = converter.yuv420Bytes
        XCTAssertNotEqual(partly, before)
        XCTAssertNotEqual(partly, try wholeConversion(second, width: width, height: height), "rows 300..<310 are old")
        // Luma row 305 is still the first frame's.
        XCTAssertEqual(partly[305 * width..<306 * width], before[305 * width..<306 * width])
    }

    func testTheFirstFrameIsConvertedWholeWhateverTheChangedRows() throws {
        let (width, height) = (200, 400)
        let frame = noise(width: width, height: height, seed: 3)
        let converter = try ColorConverter(width: width, height: height)
        try converter.convert(premultipliedRGBA: frame, changedRows: [10..<20])
        XCTAssertEqual(converter.yuv420Bytes, try wholeConversion(frame, width: width, height: height))
    }
}
