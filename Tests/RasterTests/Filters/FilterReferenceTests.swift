import Geometry
import XCTest

@testable import Raster

/// The layer filters against slow references written from their definitions: the content is
/// rendered plainly, blurred by direct convolution in doubles, moved, tinted and composited,
/// then rounded once. The fast path rounds the content once more inside the layer, and its
/// box sums run in floats: one level of difference is allowed.
final class FilterReferenceTests: XCTestCase {
    static let tolerance = 1

    private let width = 44
    private let height = 40

    private func content() -> [DrawCommand] {
        [
            fill(
                polygonPath([Point(x: 9.3, y: 6.1), Point(x: 33.7, y: 11.4), Point(x: 14.2, y: 30.8)]),
                .solid(RGBAColor(red: 0.9, green: 0.5, blue: 0.1, alpha: 0.8))),
            fill(circlePath(30.5, 27.25, 6.5), .solid(RGBAColor(red: 0.1, green: 0.6, blue: 0.9))),
        ]
    }

    /// The reference pixels of `content` on a plane padded by `pad` on every side.
    private func paddedContent(pad: Int) -> (pixels: [SIMD4<Double>], width: Int, height: Int) {
        let plain = render(content(), width: width, height: height)
        let w = width + 2 * pad
        let h = height + 2 * pad
        var pixels = [SIMD4<Double>](repeating: .zero, count: w * h)
        for y in 0..<height {
            for x in 0..<width {
                let p = rgba(plain, x, y)
                pixels[(y + pad) * w + x + pad] = SIMD4(Double(p[0]), Double(p[1]), Double(p[2]), Double(p[3]))
            }
        }
        return (pixels, w, h)
    }

    private func assertClose(
        _ buffer: PixelBuffer, _ expected: (Int, Int) -> SIMD4<Double>, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        var worst = 0.0
        var at = (0, 0)
        for y in 0..<height {
            for x in 0..<width {
                let p = rgba(buffer, x, y)
                let e = expected(x, y)
                for c in 0..<4 {
                    let d = abs(Double(p[c]) - e[c].rounded())
                    if d > worst { (worst, at) = (d, (x, y)) }
                }
            }
        }
        XCTAssertLessThanOrEqual(
            worst, Double(FilterReferenceTests.tolerance), "worst at \(at)", file: file, line: line)
    }

    func testBlurMatchesTheReference() {
        let sigma = 2.7
        guard let cascade = BoxCascade(sigma: sigma) else { return XCTFail("no blur") }
        let pad = cascade.margin
        let (pixels, w, h) = paddedContent(pad: pad)
        let kernel = referenceKernel(cascade)
        var blurred = [[Double]]()
        for c in 0..<4 { blurred.append(referenceBlur(pixels.map { $0[c] }, width: w, height: h, kernel: kernel)) }
        let buffer = render([layer(content(), filters: [.blur(sigma: sigma)])], width: width, height: height)
        assertClose(buffer) { x, y in
            let i = (y + pad) * w + x + pad
            return SIMD4(blurred[0][i], blurred[1][i], blurred[2][i], blurred[3][i])
        }
    }

    func testShadowMatchesTheReference() {
        let sigma = 1.8
        let color = RGBAColor(red: 0.2, green: 0.3, blue: 0.8, alpha: 0.6)
        guard let cascade = BoxCascade(sigma: sigma) else { return XCTFail("no blur") }
        for offset in [Point(x: 4, y: -3), Point(x: -2.5, y: 1.25)] {
            let pad = cascade.margin + 6
            let (pixels, w, h) = paddedContent(pad: pad)
            let alpha = referenceBlur(pixels.map(\.w), width: w, height: h, kernel: referenceKernel(cascade))
            // Bilinear sample of the blurred alpha at (x − dx, y − dy), pixel centres at integers.
            func shadow(_ x: Int, _ y: Int) -> Double {
                let sx = Double(x + pad) - offset.x
                let sy = Double(y + pad) - offset.y
                let x0 = Int(sx.rounded(.down))
                let y0 = Int(sy.rounded(.down))
                let fx = sx - Double(x0)
                let fy = sy - Double(y0)
                func a(_ i: Int, _ j: Int) -> Double { alpha[j * w + i] }
                return (1 - fy) * ((1 - fx) * a(x0, y0) + fx * a(x0 + 1, y0))
                    + fy * ((1 - fx) * a(x0, y0 + 1) + fx * a(x0 + 1, y0 + 1))
            }
            let tint = SIMD4(color.red * color.alpha, color.green * color.alpha, color.blue * color.alpha, color.alpha)
            let buffer = render(
                [layer(content(), filters: [.shadow(color: color, sigma: sigma, offset: offset)])], width: width,
                height: height)
            assertClose(buffer) { x, y in
                let p = pixels[(y + pad) * w + x + pad]
                return p + tint * (shadow(x, y) * (1 - p.w / 255))
            }
        }
    }

    /// Content that runs past the canvas edge, shadowed towards that edge by more than the
    /// blur reaches: the alpha beyond the moved pixels still spreads into the shadow (a plane
    /// cut to the moved surface once lost it, lightening the shadow near the edge).
    func testShadowOfContentCutByTheCanvasEdgeMatchesTheReference() {
        let sigma = 1.5
        let offset = Point(x: 8, y: 0)
        let color = RGBAColor(white: 0, alpha: 0.8)
        func bar(_ shift: Double) -> [DrawCommand] {
            [
                fill(
                    rectPath(20 + shift, 6 + shift, 40, 20),
                    .solid(RGBAColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.5)))
            ]
        }
        guard let cascade = BoxCascade(sigma: sigma) else { return XCTFail("no blur") }
        // The reference sees the whole bar: it is drawn on a canvas wide enough to hold it.
        let pad = cascade.margin + 10
        let w = width + 2 * pad
        let h = height + 2 * pad
        let plain = render(bar(Double(pad)), width: w, height: h)
        let alpha = referenceBlur(
            (0..<(w * h)).map { Double(plain.bytes[$0 * 4 + 3]) }, width: w, height: h,
            kernel: referenceKernel(cascade))
        let tint = SIMD4(0, 0, 0, color.alpha)
        let buffer = render(
            [layer(bar(0), filters: [.shadow(color: color, sigma: sigma, offset: offset)])], width: width,
            height: height)
        assertClose(buffer) { x, y in
            let p = rgba(plain, x + pad, y + pad)
            let content = SIMD4(Double(p[0]), Double(p[1]), Double(p[2]), Double(p[3]))
            let shadow = alpha[(y + pad) * w + x + pad - Int(offset.x)]
            return content + tint * (shadow * (1 - content.w / 255))
        }
    }

    /// A wide blur runs on a reduced plane (`GaussianBlur`): it stays within a level of the
    /// same blur at full resolution, computed directly.
    func testReducedBlurMatchesTheFullResolutionReference() {
        for sigma in [12.0, 26.5] {
            guard let reduced = GaussianBlur(sigma: sigma), let cascade = BoxCascade(sigma: sigma) else {
                return XCTFail("no blur")
            }
            XCTAssertGreaterThan(reduced.factor, 1, "σ \(sigma) is reduced")
            let size = 2 * reduced.margin + 40
            let shapes = [
                fill(
                    polygonPath([
                        Point(x: Double(size) * 0.3, y: Double(size) * 0.3),
                        Point(x: Double(size) * 0.7, y: Double(size) * 0.4),
                        Point(x: Double(size) * 0.45, y: Double(size) * 0.7),
                    ]), .solid(RGBAColor(red: 0.9, green: 0.4, blue: 0.1))),
                fill(
                    circlePath(Double(size) * 0.62, Double(size) * 0.6, 9.5),
                    .solid(RGBAColor(red: 0.1, green: 0.3, blue: 1))),
            ]
            let plain = render(shapes, width: size, height: size)
            var blurred = [[Double]]()
            for c in 0..<4 {
                blurred.append(
                    referenceBlur(
                        (0..<(size * size)).map { Double(plain.bytes[$0 * 4 + c]) }, width: size, height: size,
                        kernel: referenceKernel(cascade)))
            }
            let buffer = render([layer(shapes, filters: [.blur(sigma: sigma)])], width: size, height: size)
            var worst = 0.0
            for i in 0..<(size * size) {
                for c in 0..<4 { worst = max(worst, abs(Double(buffer.bytes[i * 4 + c]) - blurred[c][i].rounded())) }
            }
            XCTAssertLessThanOrEqual(worst, Double(FilterReferenceTests.tolerance), "σ \(sigma)")
        }
    }
}
