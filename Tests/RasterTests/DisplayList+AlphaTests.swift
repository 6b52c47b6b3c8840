import Geometry
import XCTest

@testable import Raster

final class DisplayListAlphaTests: XCTestCase {
    private let shapes: [(Path, WindingRule)] = [
        (circlePath(20, 18, 11), .nonZero), (rectPath(6.5, 9.25, 30, 14), .nonZero),
        (polygonPath([Point(x: 2, y: 30), Point(x: 38, y: 4), Point(x: 30, y: 38)]), .evenOdd),
    ]

    private func list(_ colors: [RGBAColor], multiply: RGBAColor = .white) -> DisplayList {
        DisplayList(
            commands: zip(shapes, colors).map { shape, color in
                fill(shape.0, .solid(color), rule: shape.1, multiply: multiply)
            })
    }

    /// Lists that differ only in their colours' red, green and blue have equal alpha lists, and
    /// the alpha list draws exactly the alpha channel of either.
    func testTheAlphaListDrawsTheSameAlpha() throws {
        let a = list([RGBAColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.7), .black, RGBAColor(white: 1, alpha: 0.35)])
        let b = list([
            RGBAColor(red: 0.1, green: 0.8, blue: 0.5, alpha: 0.7), .white, RGBAColor(white: 0.2, alpha: 0.35),
        ])
        let alpha = try XCTUnwrap(a.alphaOnly)
        XCTAssertEqual(b.alphaOnly, alpha)
        let drawn = [a, b, alpha].map { render($0.commands, width: 40, height: 40) }
        let channels = drawn.map { image in stride(from: 3, to: image.bytes.count, by: 4).map { image.bytes[$0] } }
        XCTAssertEqual(channels[0], channels[2])
        XCTAssertEqual(channels[1], channels[2])
        XCTAssertGreaterThan(coveredArea(drawn[0]), 300)
    }

    /// Other alphas, and the multiplying colour's alpha, make other alpha lists.
    func testOtherAlphasDiffer() {
        let a = list([.black, .black, .black])
        XCTAssertNotEqual(a.alphaOnly, list([.black, RGBAColor(white: 0, alpha: 0.5), .black]).alphaOnly)
        XCTAssertNotEqual(
            a.alphaOnly, list([.black, .black, .black], multiply: RGBAColor(white: 1, alpha: 0.5)).alphaOnly)
    }

    /// Gradients and layers draw alpha that depends on more than a colour's alpha: no alpha list.
    func testGradientsAndLayersHaveNoAlphaList() {
        let gradient = fill(
            circlePath(20, 20, 10),
            .linearGradient(GradientStops(colors: [.white, .black]), start: .zero, end: Point(x: 40, y: 0)))
        XCTAssertNil(DisplayList(commands: [gradient]).alphaOnly)
        XCTAssertNil(DisplayList(commands: [layer([fill(circlePath(20, 20, 10), .solid(.black))])]).alphaOnly)
        XCTAssertEqual(DisplayList().alphaOnly, DisplayList())
    }
}
