import Geometry
import TestSupport
import XCTest

@testable import Raster

/// One golden image per drawing feature (see `GoldenImage`). Scenes are small so the suite
/// stays fast; each is rendered with 1 and 2 threads.
final class GoldenTests: XCTestCase {
    private let systemBackground = RGBAColor(red8: 242, green8: 242, blue8: 247)
    private let neumorphic = RGBAColor(red8: 224, green8: 229, blue8: 236)
    private let orange = RGBAColor(red8: 255, green8: 149, blue8: 0)
    private let teal = RGBAColor(red8: 48, green8: 176, blue8: 199)
    private let magenta = RGBAColor(red8: 230, green8: 30, blue8: 160)
    private let yellow = RGBAColor(red8: 255, green8: 204, blue8: 0)
    private let blue = RGBAColor(red8: 0, green8: 122, blue8: 255)
    private let red = RGBAColor(red8: 255, green8: 59, blue8: 48)

    private func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> Path {
        Path.roundedRect(Rect(x: x, y: y, width: w, height: h), cornerRadius: r)
    }

    // MARK: Blend modes

    /// A backdrop (gradient, a half-transparent disc, a transparent strip at the bottom) and a
    /// layer of two overlapping discs blended onto it.
    private func blendScene(_ mode: BlendOperator) -> [DrawCommand] {
        [
            fill(
                rectPath(0, 0, 64, 44),
                .linearGradient(GradientStops(colors: [orange, teal]), start: .zero, end: Point(x: 64, y: 0))),
            fill(circlePath(16, 22, 12), .solid(RGBAColor(white: 1, alpha: 0.5))),
            layer(
                [
                    fill(circlePath(34.5, 28.5, 16), .solid(magenta)),
                    fill(circlePath(46, 42, 14), .solid(RGBAColor(red8: 255, green8: 204, blue8: 0, alpha: 0.6))),
                ], blendMode: mode),
        ]
    }

    func testBlendModes() {
        let modes: [(BlendOperator, String)] = [
            (.normal, "normal"), (.multiply, "multiply"), (.screen, "screen"), (.plusLighter, "plus-lighter"),
            (.destinationOut, "destination-out"),
        ]
        for (mode, name) in modes {
            GoldenImage.assertMatches(
                "blend-\(name)", tolerance: GoldenTolerance.rasterization, width: 64, height: 64, blendScene(mode))
        }
    }

    // MARK: Blur and shadows

    func testBlur() {
        let star = polygonPath(
            (0..<5).map { k in
                let angle = Double(k * 2 % 5) * 2 * .pi / 5 - .pi / 2
                return Point(x: 24 + 18 * cos(angle), y: 26 + 18 * sin(angle))
            })
        GoldenImage.assertMatches(
            "blur", tolerance: GoldenTolerance.filtered, width: 64, height: 64, background: .white,
            [
                layer(
                    [fill(star, .solid(.black)), fill(rectPath(38, 34, 18, 22), .solid(red))],
                    filters: [.blur(sigma: 2.5)])
            ])
    }

    func testShadowSingle() {
        GoldenImage.assertMatches(
            "shadow-single", tolerance: GoldenTolerance.filtered, width: 64, height: 64, background: systemBackground,
            [
                layer(
                    [fill(roundedRect(14, 14, 36, 36, 8), .solid(.white))],
                    filters: [.shadow(color: RGBAColor(white: 0, alpha: 0.33), sigma: 4, offset: .zero)])
            ])
    }

    /// The neumorphic pair: a dark shadow down-right and a light one up-left.
    func testShadowStacked() {
        GoldenImage.assertMatches(
            "shadow-stacked", tolerance: GoldenTolerance.filtered, width: 64, height: 64, background: neumorphic,
            [
                layer(
                    [fill(roundedRect(14, 14, 36, 36, 10), .solid(neumorphic))],
                    filters: [
                        .shadow(
                            color: RGBAColor(red8: 163, green8: 177, blue8: 198, alpha: 0.6), sigma: 3,
                            offset: Point(x: 4, y: 4)),
                        .shadow(color: RGBAColor(white: 1, alpha: 0.5), sigma: 3, offset: Point(x: -4, y: -4)),
                    ])
            ])
    }

    func testShadowColoured() {
        GoldenImage.assertMatches(
            "shadow-coloured", tolerance: GoldenTolerance.filtered, width: 64, height: 64, background: .white,
            [
                layer(
                    [fill(circlePath(32, 28, 14), .solid(blue))],
                    filters: [
                        .shadow(
                            color: RGBAColor(red8: 0, green8: 122, blue8: 255, alpha: 0.8), sigma: 5,
                            offset: Point(x: 0, y: 6))
                    ])
            ])
    }

    /// A nearly hard shadow moved by a whole and a half pixel.
    func testShadowOffset() {
        GoldenImage.assertMatches(
            "shadow-offset", tolerance: GoldenTolerance.filtered, width: 64, height: 64, background: .white,
            [
                layer(
                    [
                        fill(
                            polygonPath([Point(x: 10, y: 8), Point(x: 40, y: 14), Point(x: 18, y: 44)]), .solid(orange))
                    ],
                    filters: [.shadow(color: RGBAColor(white: 0, alpha: 0.5), sigma: 1, offset: Point(x: 9, y: 6.5))])
            ])
    }

    /// Seed 001's inset view: for each of a dark and a light shadow, a ring (the view's rounded
    /// rectangle grown by 3 px, minus the reversed rectangle itself, even-odd) is shadowed and
    /// clipped to the view, so only the shadow falling inward shows.
    func testInnerShadowAsSeed001BuildsIt() {
        let view = roundedRect(12, 12, 40, 40, 8)
        var ring = roundedRect(9, 9, 46, 46, 8)
        ring.addPath(view)
        func inset(_ color: RGBAColor, _ offset: Point) -> DrawCommand {
            layer(
                [fill(ring, .solid(systemBackground), rule: .evenOdd)],
                filters: [.shadow(color: color, sigma: 3, offset: offset)], clip: Layer.Clip(path: view))
        }
        GoldenImage.assertMatches(
            "inner-shadow", tolerance: GoldenTolerance.filtered, width: 64, height: 64, background: .white,
            [
                fill(view, .solid(systemBackground)),
                inset(RGBAColor(white: 0, alpha: 0.2), Point(x: 5, y: 5)),
                inset(RGBAColor(white: 1, alpha: 0.9), Point(x: -5, y: -5)),
            ])
    }

    // MARK: Masks and clips

    private func maskScene(_ mode: Layer.Mask.Mode) -> [DrawCommand] {
        let shape = DisplayList(commands: [
            fill(circlePath(28.3, 30.6, 15.2), .solid(.black)),
            fill(rectPath(40, 8, 14, 14), .solid(RGBAColor(white: 0, alpha: 0.5))),
        ])
        return [
            layer(
                [
                    fill(
                        rectPath(6, 6, 52, 52),
                        .linearGradient(
                            GradientStops(colors: [red, blue]), start: Point(x: 6, y: 6), end: Point(x: 58, y: 58)))
                ], mask: Layer.Mask(content: shape, mode: mode))
        ]
    }

    func testMask() {
        GoldenImage.assertMatches(
            "mask", tolerance: GoldenTolerance.rasterization, width: 64, height: 64, maskScene(.alpha))
    }

    func testInverseMask() {
        GoldenImage.assertMatches(
            "mask-inverse", tolerance: GoldenTolerance.rasterization, width: 64, height: 64, maskScene(.inverseAlpha))
    }

    func testClipWithAntialiasedEdges() {
        let stripes = (0..<16).map { k in
            fill(rectPath(Double(k) * 4, 0, 4, 64), .solid(k % 2 == 0 ? orange : teal))
        }
        let rotated = roundedRect(-18, -12, 36, 24, 6).applying(
            Geometry.AffineTransform.rotation(.degrees(30)).concatenating(.translation(x: 32, y: 32)))
        var ring = circlePath(32, 32, 29)
        ring.addPath(circlePath(32, 32, 21.5))
        GoldenImage.assertMatches(
            "clip", tolerance: GoldenTolerance.rasterization, width: 64, height: 64,
            [
                layer(stripes, clip: Layer.Clip(path: ring, rule: .evenOdd)),
                layer(stripes.reversed(), opacity: 0.8, clip: Layer.Clip(path: rotated)),
            ])
    }

    /// Group opacity over a checkerboard: the outer layer fades a disc and an inner layer whose
    /// discs multiply onto it.
    func testNestedLayersWithOpacity() {
        var board: [DrawCommand] = []
        for y in 0..<8 {
            for x in 0..<8 where (x + y) % 2 == 0 {
                board.append(fill(rectPath(Double(x) * 8, Double(y) * 8, 8, 8), .solid(RGBAColor(white: 0.8))))
            }
        }
        let inner = layer(
            [fill(circlePath(38, 26, 14), .solid(blue)), fill(circlePath(44, 40, 14), .solid(yellow))], opacity: 0.5,
            blendMode: .multiply)
        GoldenImage.assertMatches(
            "nested-opacity", tolerance: GoldenTolerance.rasterization, width: 64, height: 64, background: .white,
            board + [layer([fill(circlePath(24, 30, 17), .solid(red)), inner], opacity: 0.7)])
    }

    // MARK: Paints and filters

    func testEllipticalGradient() {
        let gradient = GradientStops(stops: [
            .init(color: yellow, location: 0), .init(color: red, location: 0.5),
            .init(color: RGBAColor(red8: 88, green8: 86, blue8: 214, alpha: 0.3), location: 1),
        ])
        GoldenImage.assertMatches(
            "elliptical-gradient", tolerance: GoldenTolerance.rasterization, width: 96, height: 64,
            [
                fill(
                    Path.ellipse(in: Rect(x: 2, y: 2, width: 92, height: 60)),
                    .ellipticalGradient(
                        gradient, center: Point(x: 48, y: 32), radiusX: 46, radiusY: 30, startFraction: 0,
                        endFraction: 1))
            ])
    }

    /// A zone plate (rings ever finer towards the edge, up to 0.35 cycles per pixel in the
    /// corners, so the image itself does not alias) drawn at 0.3 and 0.5 of its size: rings
    /// finer than the device pixels fade to grey instead of turning into moiré.
    func testImageDownscale() {
        let size = 128
        var bytes: [UInt8] = []
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) + 0.5 - Double(size) / 2
                let dy = Double(y) + 0.5 - Double(size) / 2
                let v = UInt8((127.5 + 127.5 * cos(Double.pi * (dx * dx + dy * dy) / Double(2 * size))).rounded())
                bytes += [v, v, 255 - v, 255]
            }
        }
        let plate = PixelBuffer(width: size, height: size, bytes: bytes)!
        GoldenImage.assertMatches(
            "image-downscale", tolerance: GoldenTolerance.rasterization, width: 104, height: 64,
            [
                fill(rectPath(0, 0, 38.4, 38.4), .image(plate, transform: .scale(x: 0.3, y: 0.3))),
                fill(
                    rectPath(40, 0, 64, 64),
                    .image(
                        plate,
                        transform: Geometry.AffineTransform.scale(x: 0.5, y: 0.5).concatenating(
                            .translation(x: 40, y: 0)))),
            ])
    }

    /// colorMultiply on the left, luminanceToAlpha on the right, of the same rainbow.
    func testColorFilters() {
        let rainbow = Paint.linearGradient(
            GradientStops(colors: [red, orange, yellow, teal, blue]), start: .zero, end: Point(x: 0, y: 64))
        GoldenImage.assertMatches(
            "color-filters", tolerance: GoldenTolerance.rasterization, width: 64, height: 64, background: .white,
            [
                layer(
                    [fill(rectPath(0, 0, 30, 64), rainbow)],
                    filters: [.colorMultiply(RGBAColor(red: 0.9, green: 0.6, blue: 1))]),
                layer([fill(rectPath(34, 0, 30, 64), rainbow)], filters: [.luminanceToAlpha]),
            ])
    }
}
