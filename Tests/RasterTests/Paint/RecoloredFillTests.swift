import Geometry
import XCTest

@testable import Raster

/// A layer that only recolours one fill, drawn as the fill recoloured, against the same layer
/// drawn offscreen (the reference: `Renderer.recolorsFills` false) and against the exact colour
/// computed in doubles from the definitions.
final class RecoloredFillTests: XCTestCase {
    private let width = 96
    private let height = 72
    private let stops = GradientStops(colors: [
        RGBAColor(red8: 175, green8: 82, blue8: 222), RGBAColor(red8: 0, green8: 122, blue8: 255),
        RGBAColor(red8: 48, green8: 176, blue8: 199), RGBAColor(red8: 255, green8: 149, blue8: 0, alpha: 0.7),
    ])
    private let hue = ColorMatrix.hueRotation(radians: 1.9)
    private let saturation = ColorMatrix.saturation(1.3)

    private func both(_ commands: [DrawCommand], background: RGBAColor) -> (fast: PixelBuffer, reference: PixelBuffer) {
        var reference = Renderer(threads: 1)
        reference.recolorsFills = false
        let list = DisplayList(commands: commands)
        return (
            Renderer(threads: 1).render(list, width: width, height: height, background: background),
            reference.render(list, width: width, height: height, background: background)
        )
    }

    /// The splash screen's case: a diagonal gradient under a hue rotation, inside a saturation
    /// layer at 80 % opacity, over grey.
    private var splash: DrawCommand {
        let gradient = fill(
            rectPath(0, 0, Double(width), Double(height)),
            .linearGradient(stops, start: Point(x: 0, y: 0), end: Point(x: Double(width), y: Double(height))))
        return layer(
            [layer([gradient], filters: [.colorMatrix(hue)])], opacity: 0.8, filters: [.colorMatrix(saturation)])
    }

    func testTheSplashGradientIsDrawnAsOneRecolouredFill() throws {
        guard case .layer(let outer) = splash else { return XCTFail() }
        let fill = try XCTUnwrap(RecoloredFill(outer))
        XCTAssertEqual(fill.steps.count, 3)
        XCTAssertNotNil(fill.prepared(clip: PixelRect(x: 0, y: 0, width: width, height: height)))
    }

    func testTheRecolouredGradientIsWithinToleranceOfTheLayerAndCloserToTheExactColour() {
        // A grey that is a whole 8-bit level, so the exact result's background is exact too.
        let background = RGBAColor(red8: 102, green8: 102, blue8: 102)
        let (fast, reference) = both([splash], background: background)
        XCTAssertLessThanOrEqual(largestDifference(fast, reference), RecoloredFill.tolerance)
        XCTAssertGreaterThan(largestDifference(fast, reference), 0, "the two paths were not both taken")
        // The exact colour: the gradient at the pixel centre (unpremultiplied stops interpolated),
        // both matrices with clamping, 80 % of it over the grey.
        let colors = stops.stops.map { $0.color.unpremultipliedComponents }
        var fastError = 0.0
        var referenceError = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                let t = (px * Double(width) + py * Double(height)) / Double(width * width + height * height)
                let segment = min(2, Int(t * 3))
                let f = t * 3 - Double(segment)
                let c = colors[segment] + (colors[segment + 1] - colors[segment]) * f
                let rgb = saturation.apply(hue.apply(SIMD3(c.x, c.y, c.z)))
                let alpha = c.w * 0.8
                let expected = SIMD3(repeating: 0.4) * (1 - alpha) + rgb * alpha
                let f8 = rgba(fast, x, y)
                let r8 = rgba(reference, x, y)
                for k in 0..<3 {
                    let e = expected[k] * 255
                    fastError = max(fastError, abs(Double(f8[k]) - e))
                    referenceError = max(referenceError, abs(Double(r8[k]) - e))
                }
            }
        }
        // Dithering once: within a level of the exact colour (plus float noise).
        XCTAssertLessThan(fastError, 1.05)
        XCTAssertGreaterThan(referenceError, fastError)
    }

    func testEveryGradientKindAndAColourUnderAMatrixMatchTheLayer() {
        let centre = Point(x: 40.3, y: 33.7)
        let paints: [Paint] = [
            .radialGradient(stops, center: centre, startRadius: 4, endRadius: 45),
            .angularGradient(stops, center: centre, startAngle: .degrees(20), endAngle: .degrees(300)),
            .ellipticalGradient(
                stops, center: centre, radiusX: 44, radiusY: 30, startFraction: 0.1, endFraction: 0.9,
                transform: AffineTransform(a: 1, b: 0.2, c: -0.1, d: 1, tx: 2, ty: -3)),
            .solid(RGBAColor(red: 0.9, green: 0.35, blue: 0.2, alpha: 0.75)),
        ]
        let matrices: [ColorMatrix] = [
            .brightness(0.2), .contrast(1.6), .saturation(0), .inversion, .hueRotation(radians: -2.4),
        ]
        for paint in paints {
            for matrix in matrices {
                // A disc: partly covered pixels on its edge, with a colour multiply on the fill.
                let disc = fill(
                    circlePath(47.5, 35.2, 30.3), paint, multiply: RGBAColor(red: 1, green: 0.8, blue: 0.9, alpha: 0.9))
                let (fast, reference) = both(
                    [layer([disc], opacity: 0.6, filters: [.colorMatrix(matrix)])],
                    background: RGBAColor(red: 0.2, green: 0.7, blue: 0.4))
                XCTAssertLessThanOrEqual(
                    largestDifference(fast, reference), RecoloredFill.tolerance, "\(paint) under \(matrix)")
            }
        }
    }

    func testLayersThatDoMoreThanRecolourOneFillAreDrawnOffscreen() {
        let gradient = fill(
            rectPath(4, 4, 40, 30), .linearGradient(stops, start: Point(x: 4, y: 4), end: Point(x: 44, y: 34)))
        let matrix = LayerFilter.colorMatrix(hue)
        let cases: [(String, Layer)] = [
            (
                "a clip",
                Layer(
                    content: DisplayList(commands: [gradient]), filters: [matrix],
                    clip: .init(path: circlePath(20, 20, 9)))
            ),
            (
                "a blend mode",
                Layer(content: DisplayList(commands: [gradient]), blendMode: .multiply, filters: [matrix])
            ),
            (
                "a colour multiply",
                Layer(content: DisplayList(commands: [gradient]), filters: [matrix, .colorMultiply(.black)])
            ),
            ("luminance to alpha", Layer(content: DisplayList(commands: [gradient]), filters: [.luminanceToAlpha])),
            ("a blur", Layer(content: DisplayList(commands: [gradient]), filters: [matrix, .blur(sigma: 2)])),
            ("two fills", Layer(content: DisplayList(commands: [gradient, gradient]), filters: [matrix])),
            (
                "bounds that cut the fill",
                Layer(
                    content: DisplayList(commands: [gradient]), bounds: Rect(x: 0, y: 0, width: 20, height: 20),
                    filters: [matrix])
            ),
            ("no filter", Layer(content: DisplayList(commands: [gradient]), opacity: 0.5)),
        ]
        for (name, layer) in cases {
            XCTAssertNil(RecoloredFill(layer), name)
        }
    }
}
