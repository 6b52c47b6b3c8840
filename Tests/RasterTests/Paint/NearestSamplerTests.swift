import Geometry
import TestSupport
import XCTest

@testable import Raster

/// `.nearest` image sampling (`NearestSampler`): each device pixel takes the image pixel under
/// its centre, magnified, reduced, tiled or turned; no pixel is a blend of two.
final class NearestSamplerTests: XCTestCase {
    /// Black | white.
    private let image = PixelBuffer(width: 2, height: 1, bytes: [0, 0, 0, 255, 255, 255, 255, 255])!

    func testAMagnifiedImagesPixelsAreSquares() {
        let paint = Paint.image(image, transform: .scale(x: 3, y: 3), sampling: .nearest)
        let buffer = render([fill(Path.rect(Rect(x: 0, y: 0, width: 6, height: 3)), paint)], width: 8, height: 3)
        for y in 0..<3 {
            XCTAssertEqual((0..<6).map { buffer.pixel(x: $0, y: y).r }, [0, 0, 0, 255, 255, 255], "row \(y)")
            XCTAssertEqual((0..<6).map { buffer.pixel(x: $0, y: y).a }, [255, 255, 255, 255, 255, 255], "row \(y)")
        }
        XCTAssertEqual(buffer.pixel(x: 7, y: 0).a, 0, "outside the fill")
        // The same image sampled smoothly blends the two in the middle.
        let smooth = render(
            [fill(Path.rect(Rect(x: 0, y: 0, width: 6, height: 3)), .image(image, transform: .scale(x: 3, y: 3)))],
            width: 8, height: 3)
        XCTAssertTrue((0..<6).contains { (1...254).contains(smooth.pixel(x: $0, y: 1).r) })
    }

    /// Half a pixel's shift moves where the squares start: device centre 1.5 samples image x 0.5
    /// at twice the size from x = 0.5, still the black pixel; 2.5 samples 1.0, the white one.
    func testAnOffsetImageKeepsItsSquaresWhole() {
        let transform = AffineTransform.scale(x: 2, y: 2).concatenating(.translation(x: 0.5, y: 0))
        let buffer = render(
            [
                fill(
                    Path.rect(Rect(x: 0, y: 0, width: 6, height: 2)),
                    .image(image, transform: transform, sampling: .nearest))
            ],
            width: 6, height: 2)
        XCTAssertEqual((0..<6).map { buffer.pixel(x: $0, y: 0).r }, [0, 0, 255, 255, 255, 255])
    }

    /// Drawn at half its size, a 4-pixel row keeps every other pixel whole instead of averaging
    /// pairs; tiled, it repeats.
    func testAReducedOrTiledImageTakesWholePixels() {
        let row = PixelBuffer(
            width: 4, height: 1, bytes: [0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255])!
        let reduced = render(
            [
                fill(
                    Path.rect(Rect(x: 0, y: 0, width: 2, height: 1)),
                    .image(row, transform: .scale(x: 0.5, y: 0.5), sampling: .nearest))
            ],
            width: 2, height: 1)
        // Device centres 0.5 and 1.5 fall in image x 1 and 3: both white.
        XCTAssertEqual((0..<2).map { reduced.pixel(x: $0, y: 0).r }, [255, 255])
        let tiled = render(
            [
                fill(
                    Path.rect(Rect(x: 0, y: 0, width: 8, height: 1)),
                    .image(image, transform: .scale(x: 2, y: 2), tiled: true, sampling: .nearest))
            ],
            width: 8, height: 1)
        XCTAssertEqual((0..<8).map { tiled.pixel(x: $0, y: 0).r }, [0, 0, 255, 255, 0, 0, 255, 255])
    }

    func testATurnedImageUsesTheGeneralTransform() {
        // Image point (u, v) goes to device (2 − 2v, 2u): the black|white row becomes a column.
        let transform = AffineTransform.scale(x: 2, y: 2).concatenating(.rotation(.degrees(90)))
            .concatenating(.translation(x: 2, y: 0))
        let buffer = render(
            [
                fill(
                    Path.rect(Rect(x: 0, y: 0, width: 2, height: 4)),
                    .image(image, transform: transform, sampling: .nearest))
            ],
            width: 2, height: 4)
        XCTAssertEqual((0..<4).map { buffer.pixel(x: 0, y: $0).r }, [0, 0, 255, 255])
        XCTAssertEqual((0..<4).map { buffer.pixel(x: 1, y: $0).r }, [0, 0, 255, 255])
    }
}
