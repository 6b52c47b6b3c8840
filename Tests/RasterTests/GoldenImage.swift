import Foundation
import TestSupport
import XCTest

@testable import Raster

extension GoldenTolerance {
    // Every golden is recorded by this renderer, so on the recording machine the bytes match
    // exactly; the margins cover arithmetic that may round differently elsewhere.

    /// Fills and compositing: coverage is exact arithmetic on the path, but curve flattening
    /// goes through libm's sin/cos, whose last bits vary between C libraries; one level.
    static let rasterization = GoldenTolerance("rasterization", levels: 1)
    /// Filters sum thousands of floats in running box sums and re-quantize after each filter;
    /// summation order is fixed, but a different compiler may contract or vectorize
    /// differently, nudging values across a rounding boundary; two levels.
    static let filtered = GoldenTolerance("filtered", levels: 2)
}

/// Golden-image checks of display lists: PNGs in `Tests/RasterTests/Goldens`, compared
/// premultiplied by `GoldenFolder` (TestSupport), which writes expected, actual and diff images
/// on a mismatch and rewrites goldens with `ZOETROPE_UPDATE_GOLDENS=1`. Every check renders with
/// 1 and with 2 threads, again with 2 threads from the layers and shadow planes the first
/// drawing kept, and with the plain renderer (one thread, nothing kept), and requires identical
/// bytes.
enum GoldenImage {
    static let folder = GoldenFolder(
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens"),
        pixels: .premultiplied)

    static func assertMatches(
        _ name: String, tolerance: GoldenTolerance, width: Int, height: Int, background: RGBAColor = .clear,
        file: StaticString = #filePath, line: UInt = #line, _ commands: [DrawCommand]
    ) {
        let list = DisplayList(commands: commands)
        let one = Renderer(threads: 1).render(list, width: width, height: height, background: background)
        let renderer = Renderer(threads: 2)
        let two = renderer.render(list, width: width, height: height, background: background)
        // A layer is kept from its second drawing on (`LayerCache.admits`): the third is served.
        _ = renderer.render(list, width: width, height: height, background: background)
        let cached = renderer.render(list, width: width, height: height, background: background)
        let plain = Renderer.plain().render(list, width: width, height: height, background: background)
        for (other, what) in [(two, "2 threads"), (cached, "2 threads from cached layers"), (plain, "the plain mode")] {
            if let i = zip(one.bytes, other.bytes).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                XCTFail(
                    "\(name): 1 thread and \(what) differ first at pixel (\(i / 4 % width), \(i / 4 / width)): "
                        + "\(Array(one.bytes[i / 4 * 4..<i / 4 * 4 + 4])) against \(Array(other.bytes[i / 4 * 4..<i / 4 * 4 + 4]))",
                    file: file, line: line)
            }
        }
        folder.assertMatches(
            name, rgba: one.bytes, width: width, height: height, tolerance: tolerance, file: file, line: line)
    }

    /// How a golden stores a rendering: straight alpha.
    static func unpremultiplied(_ buffer: PixelBuffer) -> PNGCodec.Image {
        PNGCodec.Image(width: buffer.width, height: buffer.height, premultipliedRGBA: buffer.bytes)
    }

    static func premultiplied(_ image: PNGCodec.Image) -> PixelBuffer? {
        PixelBuffer(width: image.width, height: image.height, bytes: image.premultipliedRGBA)
    }
}
