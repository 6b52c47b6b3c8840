import Geometry
import TestSupport
import XCTest

@testable import Raster

final class ShaderTests: XCTestCase {
    private let red = RGBAColor(red: 1, green: 0, blue: 0)
    private let green = RGBAColor(red: 0, green: 1, blue: 0)
    private let blue = RGBAColor(red: 0, green: 0, blue: 1)

    /// An 8-bit channel equals `expected`·255 up to rounding or dithering (either neighbour).
    private func assertChannel(
        _ value: UInt8, _ expected: Double, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertLessThan(abs(Double(value) - expected * 255), 1, message, file: file, line: line)
    }

    func testAngularGradientRunsClockwiseFromThreeOClock() {
        // Centre on a pixel centre so the sampled pixels sit exactly at 0°, 90°, 180° and 270°.
        let c = Point(x: 40.5, y: 40.5)
        var ring = Path.circle(in: Rect(x: c.x - 35, y: c.y - 35, width: 70, height: 70))
        ring.addPath(Path.circle(in: Rect(x: c.x - 25, y: c.y - 25, width: 50, height: 50)))
        let paint = Paint.angularGradient(
            GradientStops(colors: [red, green, blue, red]), center: c, startAngle: .zero, endAngle: .degrees(360))
        let buffer = render([fill(ring, paint, rule: .evenOdd)], width: 81, height: 81)
        let expectations: [(x: Int, y: Int, rgb: (Double, Double, Double), name: String)] = [
            (70, 40, (1, 0, 0), "3 o'clock"),
            (40, 70, (0.25, 0.75, 0), "6 o'clock"),
            (10, 40, (0, 0.5, 0.5), "9 o'clock"),
            (40, 10, (0.25, 0, 0.75), "12 o'clock"),
        ]
        for e in expectations {
            let p = buffer.pixel(x: e.x, y: e.y)
            assertChannel(p.r, e.rgb.0, "\(e.name) \(p)")
            assertChannel(p.g, e.rgb.1, "\(e.name) \(p)")
            assertChannel(p.b, e.rgb.2, "\(e.name) \(p)")
            XCTAssertEqual(p.a, 255, e.name)
        }
    }

    func testAngularGradientSpanningLessThanATurnSplitsTheGap() {
        // 0°…90°: the missing 270° shows the last colour up to 225°, then the first.
        XCTAssertEqual(Shader.angularLocation(angle: .pi / 4, start: 0, span: .pi / 2), 0.5, accuracy: 1e-12)
        XCTAssertEqual(Shader.angularLocation(angle: .pi, start: 0, span: .pi / 2), 1)
        XCTAssertEqual(Shader.angularLocation(angle: -.pi / 4, start: 0, span: .pi / 2), 0)
        // Angles are taken modulo a turn from the start.
        XCTAssertEqual(Shader.angularLocation(angle: -.pi / 2, start: .pi, span: 2 * .pi), 0.25, accuracy: 1e-12)
    }

    func testFastAtan2IsAccurate() {
        var random = SplitMix64(state: 3)
        for _ in 0..<2000 {
            let y = random.double(in: -10...10)
            let x = random.double(in: -10...10)
            XCTAssertEqual(Shader.fastAtan2(y, x), atan2(y, x), accuracy: 2e-5, "\(y), \(x)")
        }
        XCTAssertEqual(Shader.fastAtan2(0, 0), 0)
        XCTAssertEqual(Shader.fastAtan2(0, -1), .pi, accuracy: 1e-12)
    }

    func testLinearGradientMidpointAndClamping() {
        let paint = Paint.linearGradient(
            GradientStops(colors: [.black, .white]), start: Point(x: 10, y: 0), end: Point(x: 110, y: 0))
        let buffer = render([fill(Path.rect(Rect(x: 0, y: 0, width: 120, height: 2)), paint)], width: 120, height: 2)
        // Pixel 59's centre (59.5) is 0.495 of the way, pixel 60's 0.505.
        assertChannel(buffer.pixel(x: 59, y: 0).r, 0.495, "\(buffer.pixel(x: 59, y: 0))")
        assertChannel(buffer.pixel(x: 60, y: 1).g, 0.505, "\(buffer.pixel(x: 60, y: 1))")
        // Before the start and after the end the end colours hold.
        XCTAssertEqual(buffer.pixel(x: 3, y: 0).r, 0)
        XCTAssertEqual(buffer.pixel(x: 115, y: 0).r, 255)
        XCTAssertEqual(buffer.pixel(x: 115, y: 0).a, 255)
    }

    /// A vertical gradient shades a row with one colour (a shortcut): the colour of the row's
    /// location, the same as a gradient tilted by a hair gives in that row.
    func testVerticalGradientRowsHoldTheirLocationsColour() {
        let gradient = GradientStops(colors: [red, RGBAColor(red: 0.2, green: 0.4, blue: 1, alpha: 0.6)])
        guard
            let vertical = Shader(
                paint: .linearGradient(gradient, start: Point(x: 5, y: 10), end: Point(x: 5, y: 90)), multiply: .white),
            let tilted = Shader(
                paint: .linearGradient(gradient, start: Point(x: 5, y: 10), end: Point(x: 5 + 1e-9, y: 90)),
                multiply: .white)
        else { return XCTFail("no shader") }
        let count = 37
        let row = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: count)
        let reference = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: count)
        defer {
            row.deallocate()
            reference.deallocate()
        }
        for y in [0, 10, 41, 89, 120] {
            vertical.shade(y: y, x: -4, count: count, into: row)
            tilted.shade(y: y, x: -4, count: count, into: reference)
            let t = min(1, max(0, (Double(y) + 0.5 - 10) / 80))
            for i in 0..<count {
                XCTAssertEqual(row[i], row[0], "row \(y) pixel \(i)")
                for c in 0..<4 { XCTAssertEqual(row[i][c], reference[i][c], accuracy: 1e-5, "row \(y) pixel \(i)") }
            }
            XCTAssertEqual(Double(row[0].w), 1 - 0.4 * t, accuracy: 1e-3, "row \(y)")
        }
    }

    func testGradientInterpolatesUnpremultipliedStopsAtArbitraryLocations() {
        // Red at 0.2, transparent blue at 0.6: at 0.4 the colour is (0.5, 0, 0.5) at alpha 0.5,
        // i.e. premultiplied (0.25, 0, 0.25, 0.5): no dark fringe from premultiplied interpolation.
        let gradient = GradientStops(stops: [
            .init(color: RGBAColor(red: 0, green: 0, blue: 1, alpha: 0), location: 0.6),
            .init(color: red, location: 0.2),
        ])
        let ramp = GradientRamp(gradient)
        ramp.table.withUnsafeBufferPointer { table in
            let mid = GradientRamp.lookup(table.baseAddress!, 0.4)
            XCTAssertEqual(mid.x, 0.25, accuracy: 1e-3)
            XCTAssertEqual(mid.z, 0.25, accuracy: 1e-3)
            XCTAssertEqual(mid.w, 0.5, accuracy: 1e-3)
            XCTAssertEqual(GradientRamp.lookup(table.baseAddress!, 0.1), SIMD4(1, 0, 0, 1))
            XCTAssertEqual(GradientRamp.lookup(table.baseAddress!, 0.9), SIMD4(0, 0, 0, 0))
            XCTAssertEqual(GradientRamp.lookup(table.baseAddress!, .nan), SIMD4(1, 0, 0, 1))
        }
    }

    func testRadialGradient() {
        let paint = Paint.radialGradient(
            GradientStops(colors: [.white, .black]), center: Point(x: 20.5, y: 20.5), startRadius: 5, endRadius: 15)
        let buffer = render([fill(Path.rect(Rect(x: 0, y: 0, width: 41, height: 41)), paint)], width: 41, height: 41)
        XCTAssertEqual(buffer.pixel(x: 20, y: 20).r, 255)
        assertChannel(buffer.pixel(x: 30, y: 20).r, 0.5, "\(buffer.pixel(x: 30, y: 20))")
        assertChannel(buffer.pixel(x: 20, y: 10).r, 0.5, "\(buffer.pixel(x: 20, y: 10))")
        XCTAssertEqual(buffer.pixel(x: 0, y: 0).r, 0)
    }

    /// Gradients are shaded eight pixels at a time; each pixel's colour is bit for bit the one
    /// its own location gives (`GradientRamp.lookup` of the location computed alone), in rows
    /// whose length is no multiple of eight, with and without a transform, across the ramp's
    /// clamped ends (and, for an angular one, its centre and the gap of a partial turn).
    func testGradientsShadedEightAtATimeMatchEachPixelAlone() throws {
        let stops = GradientStops(colors: [red, RGBAColor(red: 0.2, green: 0.9, blue: 0.4, alpha: 0.6), blue])
        let skew = Geometry.AffineTransform(a: 1.3, b: 0.2, c: -0.4, d: 0.9, tx: 3.5, ty: -2)
        let multiply = RGBAColor(red: 0.9, green: 1, blue: 0.8, alpha: 0.7)
        let paints: [Paint] = [
            .linearGradient(stops, start: Point(x: 3, y: 2), end: Point(x: 37, y: 11)),
            .radialGradient(stops, center: Point(x: 17.25, y: 9.5), startRadius: 2, endRadius: 21),
            .radialGradient(stops, center: Point(x: 17.25, y: 9.5), startRadius: 2, endRadius: 21, transform: skew),
            .ellipticalGradient(
                stops, center: Point(x: 12, y: 8), radiusX: 19, radiusY: 7, startFraction: 0.1, endFraction: 0.9),
            .ellipticalGradient(
                stops, center: Point(x: 12, y: 8), radiusX: 19, radiusY: 7, startFraction: 0.1, endFraction: 0.9,
                transform: skew),
            .angularGradient(stops, center: Point(x: 14.5, y: 7.5), startAngle: .degrees(-30), endAngle: .degrees(250)),
            .angularGradient(
                stops, center: Point(x: 14.5, y: 7), startAngle: .degrees(400), endAngle: .degrees(700), transform: skew
            ),
        ]
        for (n, paint) in paints.enumerated() {
            let shader = try XCTUnwrap(Shader(paint: paint, multiply: multiply))
            for (y, x, count) in [(0, 0, 45), (5, 3, 13), (7, 0, 30), (9, -4, 7), (17, 11, 8)] {
                var row = [SIMD4<Float>](repeating: .zero, count: count)
                shader.shade(y: y, x: x, count: count, into: &row)
                let alone = (0..<count).map { i in Self.shadedAlone(shader, x: x + i, y: y) }
                XCTAssertEqual(row, alone, "paint \(n), row \(y) from \(x)")
            }
        }
    }

    /// One pixel's colour computed as a lone pixel's: its gradient location in `Double`, then
    /// the ramp's lookup and the multiply.
    private static func shadedAlone(_ shader: Shader, x: Int, y: Int) -> SIMD4<Float> {
        let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
        func mapped(_ space: Geometry.AffineTransform?) -> (Double, Double) {
            guard let t = space else { return (px, py) }
            return (t.a * px + (t.c * py + t.tx), t.b * px + (t.d * py + t.ty))
        }
        let location: Double
        let ramp: [SIMD4<Float>]
        switch shader.kind {
        case .linear(let table, let ox, let oy, let sx, let sy):
            ramp = table
            location = (px - ox) * sx + (py - oy) * sy
        case .radial(let table, let cx, let cy, let r0, let inverse, let space):
            ramp = table
            let (gx, gy) = mapped(space)
            let (dx, dy) = (gx - cx, gy - cy)
            location = ((dx * dx + dy * dy).squareRoot() - r0) * inverse
        case .elliptical(let table, let cx, let cy, let irx, let iry, let start, let inverse, let space):
            ramp = table
            let (gx, gy) = mapped(space)
            let (u, v) = ((gx - cx) * irx, (gy - cy) * iry)
            location = ((u * u + v * v).squareRoot() - start) * inverse
        case .angular(let table, let cx, let cy, let start, let span, let space):
            ramp = table
            let (gx, gy) = mapped(space)
            let turn = 2 * Double.pi
            let base = start - turn * (start / turn).rounded(.down)
            location = Shader.angularLocation(angle: Shader.fastAtan2(gy - cy, gx - cx), start: base, span: span)
        default:
            XCTFail("not a gradient of the eight-at-a-time kinds")
            return .zero
        }
        return ramp.withUnsafeBufferPointer { GradientRamp.lookup($0.baseAddress!, Float(location)) } * shader.multiply
    }

    /// A ramp from grey 100 to 101 across 256 pixels would be one hard step without dithering;
    /// dithered, each 8×8 block mixes the two levels in proportion to the exact value.
    func testGradientsAreDitheredDeterministically() {
        let paint = Paint.linearGradient(
            GradientStops(colors: [RGBAColor(white: 100 / 255), RGBAColor(white: 101 / 255)]), start: Point(x: 0, y: 0),
            end: Point(x: 256, y: 0))
        let path = Path.rect(Rect(x: 0, y: 0, width: 256, height: 8))
        let buffer = render([fill(path, paint)], width: 256, height: 8)
        for block in stride(from: 0, to: 256, by: 32) {
            var sum = 0
            var levels = Set<UInt8>()
            for y in 0..<8 {
                for x in block..<(block + 32) {
                    let v = buffer.pixel(x: x, y: y).r
                    levels.insert(v)
                    sum += Int(v)
                }
            }
            let exact = 100 + (Double(block) + 16) / 256
            XCTAssertEqual(Double(sum) / 256, exact, accuracy: 0.05, "block at \(block)")
            XCTAssertTrue(levels.isSubset(of: [100, 101]), "\(levels)")
            if block > 0 { XCTAssertEqual(levels.count, 2, "block at \(block)") }
        }
        XCTAssertEqual(render([fill(path, paint)], width: 256, height: 8), buffer)
    }

    func testImageDrawnAtTwiceItsSizeIsBilinear() {
        let image = PixelBuffer(width: 2, height: 1, bytes: [0, 0, 0, 255, 255, 255, 255, 255])!
        let paint = Paint.image(image, transform: .scale(x: 2, y: 2))
        let buffer = render([fill(Path.rect(Rect(x: 0, y: 0, width: 4, height: 2)), paint)], width: 6, height: 2)
        // Device centres 0.5, 1.5, 2.5, 3.5 map to image x 0.25 … 1.75; edges clamp.
        XCTAssertEqual((0..<4).map { buffer.pixel(x: $0, y: 0).r }, [0, 64, 191, 255])
        XCTAssertEqual((0..<4).map { buffer.pixel(x: $0, y: 1).g }, [0, 64, 191, 255])
        XCTAssertEqual(buffer.pixel(x: 3, y: 1).a, 255)
        XCTAssertEqual(buffer.pixel(x: 5, y: 1).a, 0)
    }

    /// The column table skips the pixels whose weight is 0: on image rows (no vertical weight)
    /// the row below, and on image columns (no horizontal weight) the pixels to the right. The
    /// same colours, bit for bit, as the general path's full bilinear sample: at the image's
    /// own size (a copy), stretched or shrunk across, and stretched or shrunk down.
    func testImageSamplesSkippingZeroWeightsMatchTheFullBilinearFormula() {
        var generator = SplitMix64(seed: 7)
        let (width, height) = (9, 6)
        let bytes = (0..<width * height).flatMap { _ -> [UInt8] in
            let alpha = UInt8.random(in: 0...255, using: &generator)
            return (0..<3).map { _ in UInt8.random(in: 0...alpha, using: &generator) } + [alpha]
        }
        for (scaleX, scaleY) in [(1.0, 1.0), (1.5, 1), (0.75, 1), (1, 1.5), (1, 0.8), (1.25, 0.6)] {
            // At a vertical scale of 1, row centre y + 0.5 maps to image row y − 3 exactly.
            let toDevice = AffineTransform.scale(x: scaleX, y: scaleY).concatenating(.translation(x: 2, y: 3))
            let sampler = BilinearSampler(
                bytes: bytes, width: width, height: height, inverse: toDevice.inverted!)
            let table = sampler.preparingColumns(from: 0, count: 20)
            let multiply = SIMD4<Float>(1, 0.5, 1, 0.75)
            for y in 2..<11 {
                var fast = [SIMD4<Float>](repeating: .zero, count: 20)
                var full = fast
                table.sample(y: y, x: 0, count: 20, multiply: multiply, into: &fast)
                sampler.sample(y: y, x: 0, count: 20, multiply: multiply, into: &full)
                XCTAssertEqual(fast, full, "scale \(scaleX) × \(scaleY), row \(y)")
            }
        }
    }

    func testTiledImageRepeatsWhereAnUntiledOneContinuesItsEdge() {
        // Black | white, one device pixel per image pixel: centres sample image x 0, 1, 2 ≡ 0, …
        let image = PixelBuffer(width: 2, height: 1, bytes: [0, 0, 0, 255, 255, 255, 255, 255])!
        let path = Path.rect(Rect(x: 0, y: 0, width: 7, height: 3))
        let tiled = render([fill(path, .image(image, transform: .identity, tiled: true))], width: 7, height: 3)
        let plain = render([fill(path, .image(image, transform: .identity))], width: 7, height: 3)
        for y in 0..<3 {
            XCTAssertEqual((0..<7).map { tiled.pixel(x: $0, y: y).r }, [0, 255, 0, 255, 0, 255, 0], "row \(y)")
            XCTAssertEqual((0..<7).map { plain.pixel(x: $0, y: y).r }, [0, 255, 255, 255, 255, 255, 255], "row \(y)")
        }
    }

    func testTiledImageBlendsItsLastColumnIntoItsFirstAndRepeatsBeforeItsOrigin() {
        // Drawn at twice its size from x = 4, the image repeats every 4 device pixels, before its
        // origin too: device centre 4.5 samples image x −0.25 ≡ 1.75, three quarters of the way
        // from the white last column into the black first one (64); 5.5 samples 0.25 (64); 6.5
        // 0.75 and 7.5 1.25 (191).
        let image = PixelBuffer(width: 2, height: 1, bytes: [0, 0, 0, 255, 255, 255, 255, 255])!
        let transform = AffineTransform.scale(x: 2, y: 2).concatenating(.translation(x: 4, y: 0))
        let buffer = render(
            [fill(Path.rect(Rect(x: 0, y: 0, width: 8, height: 2)), .image(image, transform: transform, tiled: true))],
            width: 8, height: 2)
        XCTAssertEqual((0..<8).map { buffer.pixel(x: $0, y: 0).r }, [64, 64, 191, 191, 64, 64, 191, 191])
        XCTAssertEqual(buffer.pixel(x: 0, y: 1).a, 255)
    }

    func testRotatedImageUsesTheGeneralTransform() {
        // Image pixel (u, v) goes to device (1 − v, u): the black|white row becomes a column.
        let image = PixelBuffer(width: 2, height: 1, bytes: [0, 0, 0, 255, 255, 255, 255, 255])!
        let transform = AffineTransform.rotation(.degrees(90)).concatenating(.translation(x: 1, y: 0))
        let buffer = render(
            [fill(Path.rect(Rect(x: 0, y: 0, width: 1, height: 2)), .image(image, transform: transform))],
            width: 2, height: 2)
        XCTAssertEqual(buffer.pixel(x: 0, y: 0).r, 0)
        XCTAssertEqual(buffer.pixel(x: 0, y: 1).r, 255)
        XCTAssertEqual(buffer.pixel(x: 0, y: 1).a, 255)
        XCTAssertEqual(buffer.pixel(x: 1, y: 0).a, 0)
    }

    func testImageTransformAndPremultipliedAlpha() {
        // A 1×1 half-transparent red (premultiplied 128, 0, 0, 128), translated, over white.
        let image = PixelBuffer(width: 1, height: 1, bytes: [128, 0, 0, 128])!
        let paint = Paint.image(image, transform: .translation(x: 3, y: 1))
        let buffer = render(
            [fill(Path.rect(Rect(x: 3, y: 1, width: 1, height: 1)), paint)], width: 5, height: 3, background: .white)
        let p = buffer.pixel(x: 3, y: 1)
        XCTAssertEqual(p.r, 255)
        XCTAssertEqual(p.g, 127)
        XCTAssertEqual(p.a, 255)
        XCTAssertEqual(buffer.pixel(x: 2, y: 1).g, 255)
    }

    func testEllipticalGradientEndValuesAreExactAndScaleWithTheRadii() {
        let inner = RGBAColor(red8: 200, green8: 40, blue8: 10)
        let outer = RGBAColor(red8: 10, green8: 90, blue8: 250)
        // Centre on a pixel centre; radii 20 × 10; from the centre (0) to the ellipse (1).
        let paint = Paint.ellipticalGradient(
            GradientStops(colors: [inner, outer]), center: Point(x: 30.5, y: 20.5), radiusX: 20, radiusY: 10,
            startFraction: 0, endFraction: 1)
        let buffer = render([fill(rectPath(0, 0, 61, 41), paint)], width: 61, height: 41)
        XCTAssertEqual(rgba(buffer, 30, 20), [200, 40, 10, 255], "centre: first stop exactly")
        XCTAssertEqual(rgba(buffer, 55, 20), [10, 90, 250, 255], "outside: last stop exactly")
        XCTAssertEqual(rgba(buffer, 30, 35), [10, 90, 250, 255])
        // Half-way out is the same location along both axes: 10 px across, 5 px down.
        for (x, y) in [(40, 20), (20, 20), (30, 25), (30, 15)] {
            let p = buffer.pixel(x: x, y: y)
            assertChannel(p.r, (200.0 + 10) / 2 / 255, "(\(x), \(y)) \(p)")
            assertChannel(p.b, (10.0 + 250) / 2 / 255, "(\(x), \(y)) \(p)")
        }
        // Fractions move the ramp: 0.5 → 1 leaves the inner half in the first colour.
        let shifted = Paint.ellipticalGradient(
            GradientStops(colors: [inner, outer]), center: Point(x: 30.5, y: 20.5), radiusX: 20, radiusY: 10,
            startFraction: 0.5, endFraction: 1)
        let b = render([fill(rectPath(0, 0, 61, 41), shifted)], width: 61, height: 41)
        XCTAssertEqual(rgba(b, 39, 20), [200, 40, 10, 255])
        // A degenerate ellipse draws nothing rather than dividing by zero.
        let flat = Paint.ellipticalGradient(
            GradientStops(colors: [inner, outer]), center: .zero, radiusX: 0, radiusY: 10, startFraction: 0,
            endFraction: 1)
        XCTAssertEqual(
            render([fill(rectPath(0, 0, 4, 4), flat)], width: 4, height: 4), PixelBuffer(width: 4, height: 4))
    }

    /// A one-pixel checkerboard drawn at a quarter of its size averages to grey everywhere;
    /// plain bilinear sampling would pick up whole squares (all black or all white).
    func testImageReducedFourTimesAveragesInsteadOfAliasing() {
        var bytes: [UInt8] = []
        for y in 0..<64 {
            for x in 0..<64 { bytes += (x + y) % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 255] }
        }
        let board = PixelBuffer(width: 64, height: 64, bytes: bytes)!
        for (scale, size) in [(0.25, 16), (0.3, 19), (0.5, 32)] {
            let paint = Paint.image(board, transform: .scale(x: scale, y: scale))
            let buffer = render([fill(rectPath(0, 0, Double(size), Double(size)), paint)], width: size, height: size)
            for y in 0..<size {
                for x in 0..<size {
                    let p = buffer.pixel(x: x, y: y)
                    XCTAssertEqual(Int(p.g), 128, accuracy: 1, "scale \(scale) (\(x), \(y))")
                }
            }
        }
    }

    func testMipmapLevelsHalveAndRoundTheMean() {
        let image = PixelBuffer(width: 5, height: 3, bytes: (0..<60).map { UInt8($0 * 4) })!
        XCTAssertEqual(MipmapChain.deepestLevel(width: 5, height: 3), 3)
        let one = image.mipmaps.level(1, of: image)
        XCTAssertEqual([one.width, one.height], [3, 2])
        // Pixel (0, 0) of level 1: mean of image pixels (0,0), (1,0), (0,1), (1,1), red channel.
        XCTAssertEqual(Int(one.bytes[0]), (0 + 16 + 80 + 96 + 2) / 4)
        // The odd last column pairs with itself: pixel (2, 0) is the mean of (4,0) and (4,1).
        XCTAssertEqual(Int(one.bytes[8]), (64 + 64 + 144 + 144 + 2) / 4)
        let three = image.mipmaps.level(3, of: image)
        XCTAssertEqual([three.width, three.height], [1, 1])
        // Changing the bytes drops the levels built from the old ones.
        var changed = image
        changed.bytes = [UInt8](repeating: 8, count: 60)
        XCTAssertEqual(changed.mipmaps.level(1, of: changed).bytes[0], 8)
        XCTAssertEqual(image.mipmaps.level(1, of: image).bytes[0], one.bytes[0])
    }
}
