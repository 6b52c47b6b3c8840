import XCTest

@testable import Raster

/// The blend formulas on opaque and translucent pixels, against values worked out by hand from
/// the W3C definitions (source premultiplied 0...1, destination premultiplied 0...255).
final class BlendOperatorFormulaTests: XCTestCase {
    private let orange = SIMD4<Float>(1, 0.5, 0, 1)
    private let blue = SIMD4<Float>(0, 0.5 * 255, 255, 255)

    private func assertClose(
        _ a: SIMD4<Float>, _ b: SIMD4<Float>, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let d = a - b
        XCTAssertLessThan(
            max(abs(d.x), abs(d.y), abs(d.z), abs(d.w)), 0.51, "\(what): \(a) vs \(b)", file: file, line: line)
    }

    func testSeparableModesOnOpaquePixels() {
        // Orange (1, 0.5, 0) over blue (0, 0.5, 1).
        assertClose(BlendOperator.darken.blend(orange, over: blue), SIMD4(0, 127.5, 0, 255), "darken: the smaller")
        assertClose(BlendOperator.lighten.blend(orange, over: blue), SIMD4(255, 127.5, 255, 255), "lighten")
        assertClose(BlendOperator.difference.blend(orange, over: blue), SIMD4(255, 0, 255, 255), "difference")
        assertClose(BlendOperator.exclusion.blend(orange, over: blue), SIMD4(255, 127.5, 255, 255), "exclusion")
        assertClose(BlendOperator.plusDarker.blend(orange, over: blue), SIMD4(0, 0, 0, 255), "plusDarker")
        // Hard light: a source channel of 1 screens to 1, of 0 multiplies to 0, of 0.5 keeps
        // the backdrop; overlay is hard light with the two swapped.
        assertClose(BlendOperator.hardLight.blend(orange, over: blue), SIMD4(255, 127.5, 0, 255), "hardLight")
        assertClose(BlendOperator.overlay.blend(orange, over: blue), SIMD4(0, 127.5, 255, 255), "overlay")
    }

    func testPorterDuffModesFollowTheDestinationsAlpha() {
        let clear = SIMD4<Float>(0, 0, 0, 0)
        assertClose(BlendOperator.sourceAtop.blend(orange, over: clear), clear, "sourceAtop: nothing where nothing is")
        assertClose(BlendOperator.sourceAtop.blend(orange, over: blue), SIMD4(255, 127.5, 0, 255), "sourceAtop: over")
        assertClose(BlendOperator.destinationOver.blend(orange, over: blue), blue, "destinationOver: behind")
        assertClose(
            BlendOperator.destinationOver.blend(orange, over: clear), SIMD4(255, 127.5, 0, 255),
            "destinationOver: alone")
        // A source over nothing is the source, in every separable mode.
        assertClose(BlendOperator.difference.blend(orange, over: clear), SIMD4(255, 127.5, 0, 255), "difference alone")
    }

    func testTranslucentSourceMixesTheBlendWithTheBackdrop() {
        // Half-transparent orange (premultiplied 0.5, 0.25, 0, 0.5) in difference over blue:
        // s(1 − dα) = 0, d(1 − sα) = (0, 63.75, 127.5), sα·dα·B = 0.5 × (1, 0, 1) × 255.
        let half = orange * 0.5
        assertClose(BlendOperator.difference.blend(half, over: blue), SIMD4(127.5, 63.75, 255, 255), "half difference")
    }

    func testNonSeparableModesKeepTheRightComponent() {
        // Luminosity of a grey source over a saturated backdrop keeps the backdrop's hue: the
        // result's luma is the grey's.
        let grey = SIMD4<Float>(0.5, 0.5, 0.5, 1)
        let red = SIMD4<Float>(255, 0, 0, 255)
        let out = BlendOperator.luminosity.blend(grey, over: red) / 255
        XCTAssertEqual(0.3 * out.x + 0.59 * out.y + 0.11 * out.z, 0.5, accuracy: 0.01)
        XCTAssertGreaterThan(out.x, out.y, "still reddish: \(out)")
    }
}
