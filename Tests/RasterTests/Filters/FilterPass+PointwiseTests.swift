import XCTest

@testable import Raster

/// The pointwise colour filters run eight pixels at a time against the same filters run one
/// pixel at a time (`FilterPass.pixel`, the arithmetic the pass had before it was vectorised):
/// the same bytes, on every kind of pixel (opaque, translucent, transparent, alpha 0 with
/// colour bytes) and a width that leaves a tail of single pixels.
final class FilterPassPointwiseTests: XCTestCase {
    /// Premultiplied pixels from a fixed generator: every alpha, colour at most the alpha, with
    /// runs of transparent pixels (whole blocks of them too) and a few non-premultiplied ones.
    private func pixels(count: Int) -> [UInt8] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        var bytes = [UInt8](repeating: 0, count: count * 4)
        for i in 0..<count {
            let kind = next() % 10
            if kind < 2 || (i / 8) % 7 == 3 { continue }
            let alpha = kind < 5 ? 255 : next() % 256
            let ceiling = kind == 9 ? 255 : alpha
            for c in 0..<3 { bytes[i * 4 + c] = UInt8(ceiling == 0 ? 0 : next() % (ceiling + 1)) }
            bytes[i * 4 + 3] = UInt8(alpha)
        }
        return bytes
    }

    func testEightAtATimeGivesTheBytesOfOneAtATime() {
        let (width, height) = (45, 23)
        let filters: [PreparedFilter] = [
            PreparedFilter(.colorMatrix(.hueRotation(radians: 2.1))), PreparedFilter(.colorMatrix(.saturation(1.7))),
            PreparedFilter(.colorMatrix(.brightness(-0.3))), PreparedFilter(.colorMatrix(.contrast(2.2))),
            PreparedFilter(.colorMatrix(.inversion)),
            PreparedFilter(.colorMultiply(RGBAColor(red: 0.9, green: 0.3, blue: 0.6, alpha: 0.7))),
            PreparedFilter(.luminanceToAlpha),
            PreparedFilter(
                .alphaThreshold(min: 0.3, max: 0.8, color: RGBAColor(red: 0.2, green: 0.5, blue: 1, alpha: 0.9))),
        ].compactMap { $0 }
        XCTAssertEqual(filters.count, 8)
        let pass = FilterPass(pool: WorkPool(threads: 1), caches: .disabled())
        let rect = PixelRect(x: 3, y: -2, width: width, height: height)
        for filter in filters {
            let input = pixels(count: width * height)
            let fast = Surface.allocate(rect)
            let reference = Surface.allocate(rect)
            defer {
                fast.deallocate()
                reference.deallocate()
            }
            fast.pixels.update(from: input, count: input.count)
            reference.pixels.update(from: input, count: input.count)
            pass.apply(filter, to: fast, live: rect)
            pass.forEachPixel(reference) { pass.pixel($0, filter) }
            let a = Array(UnsafeBufferPointer(start: fast.pixels, count: input.count))
            let b = Array(UnsafeBufferPointer(start: reference.pixels, count: input.count))
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            XCTAssertNil(first, "\(filter): byte \(first ?? 0) (pixel \((first ?? 0) / 4)) differs")
            XCTAssertNotEqual(a, input, "\(filter) changed nothing")
        }
    }
}
