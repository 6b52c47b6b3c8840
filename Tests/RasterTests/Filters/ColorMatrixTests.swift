import XCTest

@testable import Raster

final class ColorMatrixTests: XCTestCase {
    private func assertClose(
        _ a: SIMD3<Double>, _ b: SIMD3<Double>, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let d = a - b
        XCTAssertLessThan(max(abs(d.x), abs(d.y), abs(d.z)), 1e-3, "\(what): \(a) vs \(b)", file: file, line: line)
    }

    func testAdjustmentsAtTheirNeutralAmountsChangeNothing() {
        let colour = SIMD3(0.9, 0.4, 0.1)
        for (name, m) in [
            ("brightness 0", ColorMatrix.brightness(0)), ("contrast 1", .contrast(1)), ("saturation 1", .saturation(1)),
            ("hue 0", .hueRotation(radians: 0)), ("hue 2π", .hueRotation(radians: 2 * .pi)),
        ] {
            assertClose(m.apply(colour), colour, name)
        }
    }

    func testGreysKeepTheirLumaAndClampToTheUnitRange() {
        let red = SIMD3(1.0, 0, 0)
        assertClose(ColorMatrix.saturation(0).apply(red), SIMD3(repeating: 0.2126), "red's Rec. 709 luma")
        // Hue rotation keeps a grey grey.
        assertClose(ColorMatrix.hueRotation(radians: 1).apply(SIMD3(repeating: 0.5)), SIMD3(repeating: 0.5), "grey")
        assertClose(ColorMatrix.brightness(0.5).apply(SIMD3(0.8, 0.2, 0)), SIMD3(1, 0.7, 0.5), "clamped at 1")
        assertClose(ColorMatrix.contrast(0).apply(red), SIMD3(repeating: 0.5), "no contrast: mid-grey")
        assertClose(ColorMatrix.inversion.apply(SIMD3(1, 0.25, 0)), SIMD3(0, 0.75, 1), "inverted")
    }

    func testHueRotationBy120DegreesMovesRedTowardsGreen() {
        let turned = ColorMatrix.hueRotation(radians: 2 * .pi / 3).apply(SIMD3(1, 0, 0))
        XCTAssertGreaterThan(turned.y, turned.x, "\(turned)")
        XCTAssertGreaterThan(turned.y, turned.z, "\(turned)")
    }
}
