import Geometry
import XCTest

@testable import Raster

final class BandPainterTests: XCTestCase {
    private let square = Path.rect(Rect(x: 1, y: 1, width: 4, height: 4))
    private let red = RGBAColor(red: 1, green: 0, blue: 0)

    func testMultiplyByClearDrawsNothing() {
        let background = RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let buffer = render([fill(square, .solid(red), multiply: .clear)], width: 6, height: 6, background: background)
        XCTAssertEqual(buffer, PixelBuffer(width: 6, height: 6, fill: background))
    }

    func testMultiplyByWhiteChangesNothing() {
        let paint = Paint.linearGradient(GradientStops(colors: [red, .white]), start: .zero, end: Point(x: 6, y: 6))
        let plain = render(
            [fill(Path.circle(in: Rect(x: 0.3, y: 0.2, width: 5, height: 5)), paint)], width: 6, height: 6)
        let multiplied = render(
            [fill(Path.circle(in: Rect(x: 0.3, y: 0.2, width: 5, height: 5)), paint, multiply: .white)], width: 6,
            height: 6)
        XCTAssertEqual(plain, multiplied)
    }

    func testMultiplyByHalfWhiteHalvesAlpha() {
        let buffer = render([fill(square, .solid(red), multiply: RGBAColor(white: 1, alpha: 0.5))], width: 6, height: 6)
        let p = buffer.pixel(x: 2, y: 2)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [128, 0, 0, 128])
        // Multiplying colours: white × (0.5, 1, 0.25).
        let tinted = render(
            [fill(square, .solid(.white), multiply: RGBAColor(red: 0.5, green: 1, blue: 0.25))], width: 6, height: 6)
        let q = tinted.pixel(x: 3, y: 3)
        XCTAssertEqual([q.r, q.g, q.b, q.a], [128, 255, 64, 255])
    }

    func testWhiteOverWhiteStaysWhiteEvenAtEdges() {
        let disc = Path.circle(in: Rect(x: 0.3, y: 0.7, width: 9.1, height: 8.2))
        let buffer = render([fill(disc, .solid(.white))], width: 10, height: 10, background: .white)
        XCTAssertTrue(buffer.bytes.allSatisfy { $0 == 255 })
    }

    func testSourceOverIsPremultipliedAndRounded() {
        let halfRed = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let overBlue = render(
            [fill(square, .solid(halfRed))], width: 6, height: 6, background: RGBAColor(red: 0, green: 0, blue: 1))
        let p = overBlue.pixel(x: 2, y: 2)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [128, 0, 128, 255])
        let overClear = render([fill(square, .solid(halfRed))], width: 6, height: 6)
        let q = overClear.pixel(x: 2, y: 2)
        XCTAssertEqual([q.r, q.g, q.b, q.a], [128, 0, 0, 128])
        // Later commands draw over earlier ones.
        let stacked = render([fill(square, .solid(red)), fill(square, .solid(.black))], width: 6, height: 6)
        XCTAssertEqual(stacked.pixel(x: 2, y: 2).r, 0)
        XCTAssertEqual(stacked.pixel(x: 2, y: 2).a, 255)
    }

    /// Runs are painted eight aligned pixels at a time and one at a time at their ends: a shape
    /// moved by whole pixels (so that other pixels fall in blocks) gives the same pixels moved,
    /// for opaque and translucent colours, at edges and inside, over a translucent background.
    func testPixelsDoNotDependOnWhereEightPixelBlocksStart() {
        let background = RGBAColor(red: 0.2, green: 0.5, blue: 0.7, alpha: 0.6)
        let paints: [(Paint, RGBAColor)] = [
            (.solid(RGBAColor(red: 0.9, green: 0.3, blue: 0.1)), .white),
            (.solid(RGBAColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.55)), .white),
            (.solid(.white), RGBAColor(white: 1, alpha: 0.3)),
        ]
        for (paint, multiply) in paints {
            func drawn(_ dx: Int) -> PixelBuffer {
                let shape = Path.roundedRect(
                    Rect(x: 2.25 + Double(dx), y: 1.5, width: 37.4, height: 5.2), cornerRadius: 2)
                return render([fill(shape, paint, multiply: multiply)], width: 56, height: 9, background: background)
            }
            assertMovesWithTheShape(drawn)
        }
    }

    /// The same for shaded pixels (an image moved with the shape, translucent in places): the
    /// eight colours of a block are taken apart into channels in the same order as one by one.
    func testShadedPixelsDoNotDependOnWhereEightPixelBlocksStart() {
        var image = PixelBuffer(width: 16, height: 4, fill: .clear)
        for y in 0..<4 {
            for x in 0..<16 {
                let i = (y * 16 + x) * 4
                let a = UInt8(90 + 10 * x)
                image.bytes[i] = UInt8(Int(a) * (x * 13 % 16) / 16)
                image.bytes[i + 1] = UInt8(Int(a) * (y * 5 + 3) / 20)
                image.bytes[i + 2] = UInt8(Int(a) * ((x + y) % 4) / 4)
                image.bytes[i + 3] = a
            }
        }
        let background = RGBAColor(red: 0.1, green: 0.6, blue: 0.3, alpha: 0.7)
        func drawn(_ dx: Int) -> PixelBuffer {
            let shape = Path.rect(Rect(x: 1.5 + Double(dx), y: 0.75, width: 31.25, height: 5.5))
            // Scaled by 2 so that moving the transform moves every sample exactly.
            let transform = AffineTransform.scale(x: 2, y: 1.5).concatenating(
                .translation(x: 1.5 + Double(dx), y: 0.75))
            let paint = Paint.image(image, transform: transform)
            return render([fill(shape, paint)], width: 60, height: 9, background: background)
        }
        assertMovesWithTheShape(drawn)
    }

    /// Each of `drawn(1...8)` equals `drawn(0)` moved right by that many pixels.
    private func assertMovesWithTheShape(
        _ drawn: (Int) -> PixelBuffer, file: StaticString = #filePath, line: UInt = #line
    ) {
        let reference = drawn(0)
        for dx in 1...8 {
            let moved = drawn(dx)
            for y in 0..<reference.height {
                for x in 0..<(reference.width - dx) {
                    XCTAssertEqual(
                        rgba(moved, x + dx, y), rgba(reference, x, y), "moved \(dx): (\(x), \(y))", file: file,
                        line: line)
                }
            }
        }
    }
}
