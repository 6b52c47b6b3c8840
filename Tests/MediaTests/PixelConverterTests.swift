import CFFmpeg
import XCTest

@testable import Media

final class PixelConverterTests: XCTestCase {
    /// Y, Cb, Cr of flat sRGB colours under BT.709 in limited range:
    /// Y = 16 + 219·(0.2126 R + 0.7152 G + 0.0722 B), Cb = 128 + 224·(B − Y′)/1.8556, Cr = 128 + 224·(R − Y′)/1.5748,
    /// with R, G, B and Y′ in 0...1. BT.601 would give red Y 81, and full range would give white Y 255.
    private let expectations: [(rgb: (UInt8, UInt8, UInt8), yuv: (UInt8, UInt8, UInt8))] = [
        ((0, 0, 0), (16, 128, 128)),
        ((255, 255, 255), (235, 128, 128)),
        ((255, 0, 0), (63, 102, 240)),
        ((0, 255, 0), (173, 42, 26)),
        ((0, 0, 255), (32, 240, 118)),
        ((128, 128, 128), (126, 128, 128)),
    ]

    func testFlatColoursBecomeBT709LimitedRangeYUV() throws {
        let width = 4
        let height = 2
        let converter = try PixelConverter.rgbToBT709(width: width, height: height)
        let picture = try MediaFrame(width: width, height: height, format: AV_PIX_FMT_YUV420P)
        for (rgb, yuv) in expectations {
            // The fourth byte is alpha and must be ignored (premultiplied over black).
            let pixels = [UInt8]((0..<width * height).flatMap { _ in [rgb.0, rgb.1, rgb.2, 7] })
            pixels.withUnsafeBufferPointer { buffer in
                converter.convert(
                    source: [buffer.baseAddress, nil, nil, nil], sourceStrides: [Int32(width * 4), 0, 0, 0],
                    destination: picture.planes, destinationStrides: picture.strides)
            }
            let planes = picture.planes
            let actual = (planes[0]?[0], planes[1]?[0], planes[2]?[0])
            XCTAssertTrue(
                actual.0 == yuv.0 && actual.1 == yuv.1 && actual.2 == yuv.2,
                "RGB \(rgb): got YUV \(actual), expected \(yuv)")
        }
    }
}
