import Geometry
import XCTest

@testable import Raster

final class LayerTests: XCTestCase {
    private let red = RGBAColor(red: 1, green: 0, blue: 0)
    private let blue = RGBAColor(red: 0, green: 0, blue: 1)

    func testHalfOpacityOfAnOpaqueRedSquareGives128Alpha() {
        let buffer = render([layer([fill(rectPath(1, 1, 4, 4), .solid(red))], opacity: 0.5)], width: 6, height: 6)
        XCTAssertEqual(rgba(buffer, 2, 2), [128, 0, 0, 128])
        XCTAssertEqual(rgba(buffer, 0, 0), [0, 0, 0, 0])
    }

    /// A group fades as one: where its two opaque squares overlap it is no more opaque than
    /// elsewhere (fading each fill instead would give 191 there).
    func testGroupOpacityDoesNotDarkenOverlaps() {
        let squares = [fill(rectPath(0, 0, 6, 4), .solid(red)), fill(rectPath(3, 0, 6, 4), .solid(blue))]
        let buffer = render([layer(squares, opacity: 0.5)], width: 9, height: 4)
        XCTAssertEqual(rgba(buffer, 1, 1), [128, 0, 0, 128])
        XCTAssertEqual(rgba(buffer, 4, 1), [0, 0, 128, 128])
        XCTAssertEqual(rgba(buffer, 7, 1), [0, 0, 128, 128])
    }

    func testNestedLayersMultiplyOpacities() {
        let inner = layer([fill(rectPath(0, 0, 4, 4), .solid(.white))], opacity: 0.5)
        let buffer = render([layer([inner], opacity: 0.5)], width: 4, height: 4)
        // 255 · 0.5 = 127.5 rounds to 128 in the inner layer, then 128 · 0.5 = 64.
        XCTAssertEqual(rgba(buffer, 1, 1), [64, 64, 64, 64])
    }

    func testDestinationOutPunchesAHole() {
        let background = fill(rectPath(0, 0, 10, 4), .solid(red))
        let punch = layer([fill(rectPath(2.5, 0, 5, 4), .solid(.black))], blendMode: .destinationOut)
        let buffer = render([background, punch], width: 10, height: 4)
        XCTAssertEqual(rgba(buffer, 1, 1), [255, 0, 0, 255])
        // The punch's half-covered edge pixel holds alpha 128, which leaves 127/255.
        XCTAssertEqual(rgba(buffer, 2, 1), [127, 0, 0, 127], "half-covered edge keeps half")
        XCTAssertEqual(rgba(buffer, 4, 2), [0, 0, 0, 0])
        XCTAssertEqual(rgba(buffer, 8, 3), [255, 0, 0, 255])
    }

    /// One pixel of `source` (a layer) over one pixel of `destination`.
    private func blended(_ mode: BlendOperator, _ source: RGBAColor, over destination: RGBAColor) -> [Int] {
        let pixel = rectPath(0, 0, 1, 1)
        let buffer = render(
            [fill(pixel, .solid(destination)), layer([fill(pixel, .solid(source))], blendMode: mode)], width: 1,
            height: 1)
        return rgba(buffer, 0, 0)
    }

    func testBlendModeFormulas() {
        let d = RGBAColor(red8: 200, green8: 100, blue8: 50)
        let s = RGBAColor(red8: 100, green8: 150, blue8: 250)
        let grey = RGBAColor(red8: 128, green8: 128, blue8: 128)
        // Multiply: white is neutral, black gives black, grey scales by 128/255.
        XCTAssertEqual(blended(.multiply, .white, over: d), [200, 100, 50, 255])
        XCTAssertEqual(blended(.multiply, .black, over: d), [0, 0, 0, 255])
        XCTAssertEqual(blended(.multiply, grey, over: d), [100, 50, 25, 255])
        // Over nothing, multiply and screen leave the source as it is.
        XCTAssertEqual(blended(.multiply, s, over: .clear), [100, 150, 250, 255])
        XCTAssertEqual(blended(.screen, s, over: .clear), [100, 150, 250, 255])
        // Screen: black is neutral, white gives white; s + d − s·d.
        XCTAssertEqual(blended(.screen, .black, over: d), [200, 100, 50, 255])
        XCTAssertEqual(blended(.screen, .white, over: d), [255, 255, 255, 255])
        XCTAssertEqual(blended(.screen, grey, over: d), [228, 178, 153, 255])
        // Plus lighter adds and clamps.
        XCTAssertEqual(blended(.plusLighter, s, over: d), [255, 250, 255, 255])
        XCTAssertEqual(
            blended(.plusLighter, RGBAColor(red8: 10, green8: 20, blue8: 30, alpha: 0.2), over: .clear), [2, 4, 6, 51])
        // Destination out keeps d · (1 − source alpha); the source colour does not matter. The
        // layer holds alpha 0.5 as 128, leaving 127/255.
        XCTAssertEqual(blended(.destinationOut, RGBAColor(white: 1, alpha: 0.5), over: d), [100, 50, 25, 127])
        XCTAssertEqual(blended(.destinationOut, red, over: d), [0, 0, 0, 0])
        // Normal is source-over.
        XCTAssertEqual(
            blended(.normal, RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5), over: d), [100, 50, 153, 255])
    }

    func testMultiplyAndScreenHaveThePremultipliedAlphaOfSourceOver() {
        let half = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        // Both alphas are stored as 128: α = 2·128/255 − (128/255)² = 0.752, i.e. 192.
        XCTAssertEqual(blended(.multiply, half, over: half)[3], 192)
        XCTAssertEqual(blended(.screen, half, over: half)[3], 192)
    }

    func testClipEdgesAreAntialiased() {
        let content = [fill(rectPath(0, 0, 10, 3), .solid(.white))]
        let clip = Layer.Clip(path: rectPath(2.5, 0, 4.75, 3))
        let buffer = render([layer(content, clip: clip)], width: 10, height: 3)
        XCTAssertEqual((0..<10).map { rgba(buffer, $0, 1)[3] }, [0, 0, 128, 255, 255, 255, 255, 64, 0, 0])
        // Even-odd: a ring of two nested squares.
        var ring = rectPath(0, 0, 10, 10)
        ring.addPath(rectPath(3, 3, 4, 4))
        let full = [fill(rectPath(0, 0, 10, 10), .solid(.white))]
        let ringed = render([layer(full, clip: Layer.Clip(path: ring, rule: .evenOdd))], width: 10, height: 10)
        XCTAssertEqual(rgba(ringed, 1, 5)[3], 255)
        XCTAssertEqual(rgba(ringed, 5, 5)[3], 0)
        // An empty clip hides everything.
        XCTAssertEqual(
            render([layer(full, clip: Layer.Clip(path: Path()))], width: 10, height: 10),
            PixelBuffer(width: 10, height: 10))
    }

    /// A wide clipped layer at partial opacity: each pixel is d' = s·f + d·(1 − sα·f) with f the
    /// opacity times the clip's coverage, whether the clip's coverage is constant along the row
    /// (blended with one factor) or varies where its edges pass.
    func testWideClipCompositesWithOpacityTimesCoverage() {
        let width = 300
        let height = 40
        let clipPath = Path.roundedRect(Rect(x: 7.3, y: 3.6, width: 281.4, height: 31.7), cornerRadius: 9.5)
        let source = RGBAColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8)
        let background = fill(
            rectPath(0, 0, Double(width), Double(height)), .solid(RGBAColor(red: 1, green: 0.5, blue: 0)))
        let content = layer(
            [fill(rectPath(0, 0, Double(width), Double(height)), .solid(source))], opacity: 0.6,
            clip: Layer.Clip(path: clipPath))
        let buffer = render([background, content], width: width, height: height)
        let under = render([background], width: width, height: height)
        let over = render(
            [fill(rectPath(0, 0, Double(width), Double(height)), .solid(source))], width: width, height: height)
        let coverage = fastCoverage(clipPath, width: width, height: height, rule: .nonZero)
        var largest = 0
        for y in 0..<height {
            for x in 0..<width {
                let s = SIMD4<Float>(rgba(over, x, y).map(Float.init)) / 255
                let d = SIMD4<Float>(rgba(under, x, y).map(Float.init))
                let f = 0.6 * coverage[y * width + x]
                let value = s * f * 255 + d * (1 - s.w * f)
                let actual = rgba(buffer, x, y)
                for c in 0..<4 { largest = max(largest, abs(actual[c] - Int(value[c].rounded()))) }
            }
        }
        // Float order may move a value that lands near a half level by one.
        XCTAssertLessThanOrEqual(largest, 1)
        let unclipped = render(
            [background, layer([fill(rectPath(0, 0, 300, 40), .solid(source))], opacity: 0.6)], width: width,
            height: height)
        XCTAssertEqual(rgba(buffer, 150, 20), rgba(unclipped, 150, 20), "inside the clip: the opacity alone")
        XCTAssertEqual(rgba(buffer, 2, 20), rgba(under, 2, 20), "outside the clip")
    }

    func testMaskAndInverseMaskAreComplementary() {
        let content = [fill(rectPath(0, 0, 20, 20), .solid(red))]
        let shape = DisplayList(commands: [fill(circlePath(10.3, 9.6, 6.2), .solid(.black))])
        let masked = render([layer(content, mask: Layer.Mask(content: shape))], width: 20, height: 20)
        let inverse = render(
            [layer(content, mask: Layer.Mask(content: shape, mode: .inverseAlpha))], width: 20, height: 20)
        var partial = 0
        for y in 0..<20 {
            for x in 0..<20 {
                let a = rgba(masked, x, y)[3]
                let b = rgba(inverse, x, y)[3]
                XCTAssertLessThanOrEqual(abs(a + b - 255), 1, "(\(x), \(y))")
                if a > 0 && a < 255 { partial += 1 }
            }
        }
        XCTAssertGreaterThan(partial, 20, "the mask's edge is anti-aliased")
        XCTAssertEqual(rgba(masked, 10, 10), [255, 0, 0, 255])
        XCTAssertEqual(rgba(inverse, 0, 0), [255, 0, 0, 255])
        // The mask's alpha scales the layer; its colour does not matter.
        let halfMask = DisplayList(commands: [fill(rectPath(0, 0, 20, 20), .solid(RGBAColor(white: 1, alpha: 0.5)))])
        XCTAssertEqual(
            rgba(render([layer(content, mask: Layer.Mask(content: halfMask))], width: 20, height: 20), 3, 3),
            [128, 0, 0, 128])
    }

    /// Seed 000's inverseMask: mask(shape in black on a white background, compositingGroup,
    /// luminanceToAlpha). Inside the background's frame it equals the built-in inverse mask.
    func testSeed000InverseMaskConstructionMatchesTheBuiltIn() {
        let frame = rectPath(2, 2, 24, 20)
        let content = [
            fill(frame, .linearGradient(GradientStops(colors: [red, blue]), start: .zero, end: Point(x: 28, y: 0)))
        ]
        let shape = circlePath(14.2, 11.7, 6.4)
        let builtIn = Layer.Mask(content: DisplayList(commands: [fill(shape, .solid(.white))]), mode: .inverseAlpha)
        let group = layer([fill(frame, .solid(.white)), fill(shape, .solid(.black))], filters: [.luminanceToAlpha])
        let seed = Layer.Mask(content: DisplayList(commands: [group]))
        let a = render([layer(content, mask: builtIn)], width: 28, height: 24)
        let b = render([layer(content, mask: seed)], width: 28, height: 24)
        XCTAssertLessThanOrEqual(largestDifference(a, b), 1)
        XCTAssertEqual(rgba(a, 14, 11), [0, 0, 0, 0])
        XCTAssertEqual(rgba(b, 3, 3)[3], 255)
    }

    func testLuminanceToAlphaAndColorMultiply() {
        let pixel = rectPath(0, 0, 1, 1)
        func filtered(_ color: RGBAColor, _ filter: LayerFilter) -> [Int] {
            rgba(render([layer([fill(pixel, .solid(color))], filters: [filter])], width: 1, height: 1), 0, 0)
        }
        // 0.2125·200 + 0.7154·100 + 0.0721·50 = 117.65.
        XCTAssertEqual(filtered(RGBAColor(red8: 200, green8: 100, blue8: 50), .luminanceToAlpha), [0, 0, 0, 118])
        XCTAssertEqual(filtered(.white, .luminanceToAlpha), [0, 0, 0, 255])
        XCTAssertEqual(filtered(.black, .luminanceToAlpha), [0, 0, 0, 0])
        // Unpremultiplied luminance times alpha: half-transparent white gives 0.5.
        XCTAssertEqual(filtered(RGBAColor(white: 1, alpha: 0.5), .luminanceToAlpha), [0, 0, 0, 128])
        XCTAssertEqual(
            filtered(.white, .colorMultiply(RGBAColor(red: 0.5, green: 1, blue: 0.25, alpha: 1))), [128, 255, 64, 255])
        XCTAssertEqual(filtered(.white, .colorMultiply(RGBAColor(white: 1, alpha: 0.5))), [128, 128, 128, 128])
        XCTAssertEqual(filtered(.white, .colorMultiply(.clear)), [0, 0, 0, 0])
    }

    func testLayerBoundsLimitTheContent() {
        let content = [fill(rectPath(0, 0, 10, 2), .solid(.white))]
        let buffer = render([layer(content, bounds: Rect(x: 2, y: 0, width: 3, height: 2))], width: 10, height: 2)
        XCTAssertEqual((0..<10).map { rgba(buffer, $0, 0)[3] }, [0, 0, 255, 255, 255, 0, 0, 0, 0, 0])
    }

    func testEmptyAndInvisibleLayersChangeNothing() {
        let background = PixelBuffer(width: 6, height: 6, fill: red)
        let square = [fill(rectPath(1, 1, 3, 3), .solid(.white))]
        for command in [
            layer([]), layer(square, opacity: 0), layer(square, opacity: .nan),
            layer(square, blendMode: .multiply, filters: [.colorMultiply(.clear)]),
            layer(square, mask: Layer.Mask(content: DisplayList())),
            layer(square, bounds: Rect(x: 100, y: 100, width: 5, height: 5)),
        ] {
            XCTAssertEqual(render([command], width: 6, height: 6, background: red), background, "\(command)")
        }
    }

    // MARK: Blur and shadow

    func testBlurPreservesTheAmountOfPaint() {
        let buffer = render(
            [layer([fill(rectPath(12, 12, 16, 16), .solid(.white))], filters: [.blur(sigma: 2)])], width: 40,
            height: 40)
        // Rounding each pixel moves the total by far less than a pixel's worth.
        XCTAssertEqual(coveredArea(buffer), 256, accuracy: 0.5)
        XCTAssertLessThan(rgba(buffer, 12, 12)[3], 128, "the corner is softened")
        XCTAssertEqual(rgba(buffer, 20, 20)[3], 255, "the middle, 4σ from the edges, stays opaque")
    }

    /// A single opaque pixel spreads into a kernel that sums to 1; each of the kernel's pixels
    /// is rounded once, so the total may be off by half a level per pixel it reaches.
    func testBlurOfASinglePixelSumsToOne() {
        let sigma = 1.5
        guard let margin = BoxCascade(sigma: sigma)?.margin else { return XCTFail("no blur") }
        let size = 2 * margin + 1
        let dot = fill(rectPath(Double(margin), Double(margin), 1, 1), .solid(.white))
        let buffer = render([layer([dot], filters: [.blur(sigma: sigma)])], width: size, height: size)
        let reached = stride(from: 3, to: buffer.bytes.count, by: 4).filter { buffer.bytes[$0] > 0 }.count
        XCTAssertEqual(coveredArea(buffer), 1, accuracy: Double(size * size) * 0.5 / 255)
        XCTAssertGreaterThan(reached, 9)
        XCTAssertEqual(rgba(buffer, margin, margin)[3], rgba(buffer, margin, margin)[0], "white stays white")
    }

    func testHardShadowMovesByWholePixelsExactly() {
        let content = [fill(rectPath(3, 4, 5, 2), .solid(.white))]
        let buffer = render(
            [layer(content, filters: [.shadow(color: red, sigma: 0, offset: Point(x: 7, y: -3))])], width: 16,
            height: 8)
        for y in 0..<8 {
            for x in 0..<16 {
                let inContent = (3..<8).contains(x) && (4..<6).contains(y)
                let inShadow = (10..<15).contains(x) && (1..<3).contains(y)
                let expected = inContent ? [255, 255, 255, 255] : inShadow ? [255, 0, 0, 255] : [0, 0, 0, 0]
                XCTAssertEqual(rgba(buffer, x, y), expected, "(\(x), \(y))")
            }
        }
    }

    /// A black shadow is the content's alpha blurred and moved: it matches, byte for byte, a
    /// blur of the content drawn moved (away from the content itself).
    func testBlurredShadowOffsetIsExactToThePixel() {
        let square = rectPath(4, 5, 8, 6)
        let offset = Point(x: 21, y: 13)
        let shadowed = render(
            [layer([fill(square, .solid(.white))], filters: [.shadow(color: .black, sigma: 2, offset: offset)])],
            width: 48, height: 40)
        let moved = render(
            [
                layer(
                    [fill(square.applying(.translation(x: offset.x, y: offset.y)), .solid(.black))],
                    filters: [.blur(sigma: 2)])
            ],
            width: 48, height: 40)
        for y in 14..<40 {
            for x in 20..<48 { XCTAssertEqual(rgba(shadowed, x, y), rgba(moved, x, y), "(\(x), \(y))") }
        }
        XCTAssertGreaterThan(rgba(shadowed, 24, 17)[3], 0)
    }

    func testFractionalShadowOffsetInterpolates() {
        let content = [fill(rectPath(2, 0, 1, 1), .solid(.white))]
        let buffer = render(
            [layer(content, filters: [.shadow(color: .black, sigma: 0, offset: Point(x: 3.25, y: 0))])], width: 8,
            height: 1)
        XCTAssertEqual(rgba(buffer, 5, 0), [0, 0, 0, 191])
        XCTAssertEqual(rgba(buffer, 6, 0), [0, 0, 0, 64])
    }

    /// Each shadow filter shadows everything before it, including earlier shadows.
    func testStackedShadowsShadowEarlierShadows() {
        let content = [fill(rectPath(0, 0, 2, 1), .solid(.white))]
        let filters: [LayerFilter] = [
            .shadow(color: red, sigma: 0, offset: Point(x: 3, y: 0)),
            .shadow(color: blue, sigma: 0, offset: Point(x: 3, y: 0)),
        ]
        let buffer = render([layer(content, filters: filters)], width: 10, height: 1)
        XCTAssertEqual(rgba(buffer, 0, 0), [255, 255, 255, 255])
        XCTAssertEqual(rgba(buffer, 3, 0), [255, 0, 0, 255], "red shadow in front of the blue one")
        XCTAssertEqual(rgba(buffer, 6, 0), [0, 0, 255, 255], "blue shadow of the red shadow")
        XCTAssertEqual(rgba(buffer, 8, 0), [0, 0, 0, 0])
    }

    /// A shape and its mirror image give mirrored pixels. Running sums add in opposite orders for
    /// the two, so float rounding may differ by one level.
    static let mirrorTolerance = 1

    func testMirroredShapesGiveMirroredResults() {
        let width = 48
        let triangle = [Point(x: 6.3, y: 5.2), Point(x: 30.8, y: 12.1), Point(x: 11.4, y: 33.7)]
        let mirror = Geometry.AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: Double(width), ty: 0)
        func scene(_ t: Geometry.AffineTransform, dx: Double) -> [DrawCommand] {
            [
                layer(
                    [fill(polygonPath(triangle.map(t.apply)), .solid(RGBAColor(red: 0.9, green: 0.5, blue: 0.2)))],
                    filters: [
                        .shadow(color: RGBAColor(white: 0, alpha: 0.5), sigma: 3.3, offset: Point(x: dx, y: 4)),
                        .blur(sigma: 1.2),
                    ])
            ]
        }
        let a = render(scene(.identity, dx: 5), width: width, height: 44)
        let b = render(scene(mirror, dx: -5), width: width, height: 44)
        var worst = 0
        for y in 0..<44 {
            for x in 0..<width {
                let p = rgba(a, x, y)
                let q = rgba(b, width - 1 - x, y)
                worst = max(worst, zip(p, q).map { abs($0 - $1) }.max() ?? 0)
            }
        }
        XCTAssertLessThanOrEqual(worst, LayerTests.mirrorTolerance)
    }

    // MARK: Regions

    /// A scene with nested layers, shadows, blurs, clips and masks, some of it off the canvas.
    private func nestedScene(dx: Double, dy: Double) -> [DrawCommand] {
        let t = Geometry.AffineTransform.translation(x: dx, y: dy)
        let disc = fill(circlePath(4.5 + dx, 20.25 + dy, 9), .solid(RGBAColor(red: 0.2, green: 0.6, blue: 1)))
        let bar = fill(rectPath(10 + dx, -6 + dy, 30, 10), .solid(RGBAColor(red: 1, green: 0.8, blue: 0, alpha: 0.8)))
        let inner = layer(
            [disc, bar], opacity: 0.75, filters: [.blur(sigma: 1.5)],
            clip: Layer.Clip(path: rectPath(-4, -4, 40, 30).applying(t)))
        let outer = layer(
            [inner, fill(rectPath(24 + dx, 18 + dy, 14, 20), .solid(red))],
            filters: [
                .shadow(color: RGBAColor(white: 0, alpha: 0.4), sigma: 3, offset: Point(x: 4, y: 6)),
                .shadow(color: RGBAColor(white: 1, alpha: 0.9), sigma: 2, offset: Point(x: -3, y: -3)),
            ],
            mask: Layer.Mask(
                content: DisplayList(commands: [fill(circlePath(20 + dx, 18 + dy, 19), .solid(.black))]),
                mode: .inverseAlpha))
        return [fill(rectPath(0, 0, 80, 80).applying(t), .solid(RGBAColor(white: 0.9))), outer]
    }

    /// Drawing a scene moved into a larger canvas and cutting the original window back out
    /// gives the same pixels: layers pick their regions so that nothing just off the canvas is
    /// lost (blurs and shadows reach in from outside). Box sums start at other positions in the
    /// larger canvas, which can move float rounding by one level.
    func testRegionsDoNotCutOffContentNearTheCanvasEdge() {
        let width = 40
        let height = 36
        let plain = render(nestedScene(dx: 0, dy: 0), width: width, height: height)
        let big = render(nestedScene(dx: 11, dy: 7), width: width + 30, height: height + 25)
        var worst = 0
        for y in 0..<height {
            for x in 0..<width {
                worst = max(worst, zip(rgba(plain, x, y), rgba(big, x + 11, y + 7)).map { abs($0 - $1) }.max() ?? 0)
            }
        }
        XCTAssertLessThanOrEqual(worst, 1)
        // The shadowed bar starts above the canvas; its shadow reaches in.
        XCTAssertNotEqual(rgba(plain, 30, 0), [230, 230, 230, 255])
    }

    func testPixelsAreIdenticalForAnyThreadCount() {
        let scene = nestedScene(dx: 3, dy: 2)
        let one = render(scene, width: 70, height: 90, threads: 1)
        for threads in [2, 3, 8] {
            XCTAssertEqual(render(scene, width: 70, height: 90, threads: threads), one, "\(threads)")
        }
    }

    /// Only the layer's neighbourhood is allocated and processed, however big the canvas.
    func testSmallLayersUseSmallBuffers() {
        let shadow = LayerFilter.shadow(color: .black, sigma: 30, offset: Point(x: 0, y: 30))
        let small = Layer(
            content: DisplayList(commands: [fill(rectPath(500, 900, 40, 40), .solid(.white))]), filters: [shadow])
        let canvas = PixelRect(x: 0, y: 0, width: 1170, height: 2532)
        guard let plan = LayerPlan(small, region: canvas, canvas: canvas) else { return XCTFail("no plan") }
        let margin = GaussianBlur(sigma: 30)!.margin
        XCTAssertEqual(plan.content, PixelRect(x: 500, y: 900, width: 40, height: 40))
        XCTAssertEqual(
            plan.buffer, PixelRect(minX: 500 - margin, minY: 930 - margin, maxX: 540 + margin, maxY: 970 + margin))
        XCTAssertEqual(plan.output, plan.buffer)
        // A clip shrinks everything to what can show.
        var clipped = small
        clipped.clip = Layer.Clip(path: rectPath(500, 900, 40, 40))
        XCTAssertEqual(
            LayerPlan(clipped, region: canvas, canvas: canvas)?.output, PixelRect(x: 500, y: 900, width: 40, height: 40)
        )
        // Content far off the canvas is not drawn at all.
        var far = small
        far.content = DisplayList(commands: [fill(rectPath(-3000, 900, 40, 40), .solid(.white))])
        XCTAssertNil(LayerPlan(far, region: canvas, canvas: canvas))
    }

    // MARK: Folding

    /// A tower as SwiftUI modifiers build it: a clip over a light shadow over a dark shadow of a
    /// square, each level with bounds (its content grown by its filters' 3σ + 1, cut by a clip).
    private func tower(innerOpacity: Double) -> DrawCommand {
        let square = rectPath(20, 18, 24, 26)
        let clip = rectPath(16, 14, 32, 34)
        let dark = Layer(
            content: DisplayList(commands: [fill(square, .solid(RGBAColor(white: 0.9)))]),
            bounds: Rect(x: 13, y: 11, width: 52, height: 54), opacity: innerOpacity,
            filters: [.shadow(color: .black, sigma: 4, offset: Point(x: 7, y: 7))])
        let light = Layer(
            content: DisplayList(commands: [.layer(dark)]), bounds: Rect(x: -7, y: -9, width: 78, height: 80),
            opacity: innerOpacity,
            filters: [.shadow(color: .white, sigma: 4, offset: Point(x: -7, y: -7))])
        return .layer(
            Layer(
                content: DisplayList(commands: [.layer(light)]), bounds: Rect(x: 15, y: 13, width: 34, height: 36),
                clip: Layer.Clip(path: clip)))
    }

    func testFoldingCollectsFiltersInnerFirstWithTheOuterBoundsAsCrops() {
        guard case .layer(let outer) = tower(innerOpacity: 1) else { return XCTFail("no layer") }
        let folded = LayerPlan.folding(outer)
        XCTAssertEqual(folded.content.commands.count, 1)
        XCTAssertEqual(folded.bounds, Rect(x: 13, y: 11, width: 52, height: 54))
        guard folded.filters.count == 4, case .shadow = folded.filters[0], case .shadow = folded.filters[2] else {
            return XCTFail("\(folded.filters)")
        }
        XCTAssertEqual(folded.filters[1], .crop(PixelRect(minX: -7, minY: -9, maxX: 71, maxY: 71)))
        XCTAssertEqual(folded.filters[3], .crop(PixelRect(minX: 15, minY: 13, maxX: 49, maxY: 49)))
        // A level that is not drawn plainly stays a layer of its own.
        guard case .layer(let kept) = tower(innerOpacity: 0.5) else { return XCTFail("no layer") }
        XCTAssertEqual(LayerPlan.folding(kept).filters.count, 0)
    }

    /// Folded, the tower gives the pixels of drawing each level into its own buffer (forced
    /// here by an opacity a hair below 1, which changes no 8-bit value).
    func testFoldedTowersMatchLevelByLevelDrawing() {
        let background = fill(rectPath(0, 0, 64, 64), .solid(RGBAColor(white: 0.5)))
        let folded = render([background, tower(innerOpacity: 1)], width: 64, height: 64)
        let nested = render([background, tower(innerOpacity: 0.999_999_9)], width: 64, height: 64)
        XCTAssertLessThanOrEqual(largestDifference(folded, nested), 1)
        XCTAssertNotEqual(rgba(folded, 18, 16), rgba(folded, 46, 46), "both shadows show inside the clip")
    }
}
