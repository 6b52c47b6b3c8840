import Raster
import XCTest

// Reading and checking the pixels of frames drawn through the whole engine, for the tests that
// render views in-process (`loadScene`).
extension XCTestCase {
    /// The premultiplied RGBA of the pixel at (x, y), as integers.
    func rgba(_ image: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// Asserts the pixel at (x, y) is `expected` (RGBA), each channel within `tolerance`.
    func assertColor(
        _ image: PixelBuffer, _ x: Int, _ y: Int, _ expected: [Int], tolerance: Int = 3, _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let actual = rgba(image, x, y)
        let close = zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
        XCTAssertTrue(close, "\(what) at (\(x), \(y)): \(actual), expected \(expected)", file: file, line: line)
    }
}
