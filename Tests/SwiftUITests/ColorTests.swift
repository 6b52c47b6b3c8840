import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

final class ColorTests: XCTestCase {
    private func filled(_ style: SceneGraph.ShapeStyle) -> SceneGraph.View {
        .shape(ShapeView(kind: .rectangle, drawing: .fill(style, rule: .nonZero)))
    }

    private let red = Raster.Color(red8: 255, green8: 59, blue8: 48)
    private let blue = Raster.Color(red8: 0, green8: 122, blue8: 255)

    func testColorInitializers() {
        XCTAssertEqual(
            SwiftUI.Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4).resolved,
            Raster.Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        XCTAssertEqual(SwiftUI.Color(white: 0.5, opacity: 0.25).resolved, Raster.Color(white: 0.5, alpha: 0.25))
        XCTAssertEqual(SwiftUI.Color.red.resolved, red)
        XCTAssertEqual(SwiftUI.Color.accentColor.resolved, blue)
        XCTAssertEqual(SwiftUI.Color.secondary.resolved, Raster.Color(red8: 60, green8: 60, blue8: 67, alpha: 0.6))
    }

    /// The engine's HSB formula, to the bit.
    func testHueSaturationBrightnessUsesTheEnginesFormula() {
        for (h, s, b) in [(0.0, 1.0, 1.0), (0.3, 0.5, 0.8), (0.72, 0.9, 0.4), (1.25, 0.2, 0.6), (0.999, 1, 1)] {
            let c = SwiftUI.Color(hue: h, saturation: s, brightness: b, opacity: 0.5).resolved
            let hh = (h - h.rounded(.down)) * 6
            let f = hh - hh.rounded(.down)
            let (p, q, t) = (b * (1 - s), b * (1 - s * f), b * (1 - s * (1 - f)))
            let expected: (Double, Double, Double) =
                switch Int(hh.rounded(.down)) % 6 {
                case 0: (b, t, p)
                case 1: (q, b, p)
                case 2: (p, b, t)
                case 3: (p, q, b)
                case 4: (t, p, b)
                default: (b, p, q)
                }
            XCTAssertEqual(c, Raster.Color(red: expected.0, green: expected.1, blue: expected.2, alpha: 0.5))
        }
        XCTAssertEqual(
            SwiftUI.Color(hue: 0, saturation: 1, brightness: 1).resolved, Raster.Color(red: 1, green: 0, blue: 0))
    }

    func testOpacityMultipliesAlpha() {
        XCTAssertEqual(SwiftUI.Color.red.opacity(0.5).opacity(0.5).resolved.alpha, 0.25)
        XCTAssertEqual(
            lowered(SwiftUI.Color.red.opacity(0.5)),
            filled(.color(Raster.Color(red8: 255, green8: 59, blue8: 48, alpha: 0.5))))
    }

    func testUIColors() {
        XCTAssertEqual(SwiftUI.Color(.systemBlue).resolved, blue)
        XCTAssertEqual(SwiftUI.Color(uiColor: .systemGray6).resolved, Raster.Color(red8: 242, green8: 242, blue8: 247))
        XCTAssertEqual(SwiftUI.Color(UIColor.darkGray).resolved, Raster.Color(white: 1.0 / 3))
        XCTAssertEqual(SwiftUI.Color(UIColor.red).resolved, Raster.Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(UIColor.label.resolved, .black)
        XCTAssertEqual(UIColor.secondaryLabel.resolved, Raster.Color(red8: 60, green8: 60, blue8: 67, alpha: 0.6))
        XCTAssertEqual(UIColor.separator.resolved, Raster.Color(red8: 60, green8: 60, blue8: 67, alpha: 0.29))
        XCTAssertEqual(UIColor.secondarySystemBackground.resolved, Raster.Color(red8: 242, green8: 242, blue8: 247))
        XCTAssertEqual(
            UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).withAlphaComponent(0.3).resolved,
            Raster.Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.3))
        XCTAssertEqual(
            SwiftUI.Color(cgColor: UIColor(white: 0.2, alpha: 0.9).cgColor).resolved,
            Raster.Color(white: 0.2, alpha: 0.9))
        XCTAssertEqual(
            UIColor(hue: 0.3, saturation: 0.5, brightness: 0.8, alpha: 1).resolved,
            SwiftUI.Color(hue: 0.3, saturation: 0.5, brightness: 0.8).resolved)
    }

    func testColorLiterals() {
        let color: SwiftUI.Color = #colorLiteral(red: 0.5, green: 0.25, blue: 1, alpha: 1)
        XCTAssertEqual(color.resolved, Raster.Color(red: 0.5, green: 0.25, blue: 1, alpha: 1))
        let untyped = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        XCTAssertTrue(type(of: untyped) == UIColor.self)
        XCTAssertEqual(SwiftUI.Color(untyped).resolved, Raster.Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
    }

    func testGradientsAsViewsFillTheirFrame() {
        let gradient = SwiftUI.Gradient(colors: [.red, .blue])
        let engine = Raster.Gradient(stops: [.init(color: red, location: 0), .init(color: blue, location: 1)])
        XCTAssertEqual(
            lowered(SwiftUI.LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)),
            filled(.linearGradient(engine, startPoint: .init(x: 0, y: 0.5), endPoint: .init(x: 1, y: 0.5))))
        XCTAssertEqual(
            lowered(SwiftUI.RadialGradient(colors: [.red, .blue], center: .center, startRadius: 5, endRadius: 50)),
            filled(.radialGradient(engine, center: .init(x: 0.5, y: 0.5), startRadius: 5, endRadius: 50)))
        XCTAssertEqual(
            lowered(
                SwiftUI.EllipticalGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)])),
            filled(
                .ellipticalGradient(
                    engine, center: .init(x: 0.5, y: 0.5), startRadiusFraction: 0, endRadiusFraction: 0.5)))
        XCTAssertEqual(
            lowered(SwiftUI.AngularGradient(gradient: gradient, center: .center)),
            filled(
                .angularGradient(engine, center: .init(x: 0.5, y: 0.5), startAngle: .zero, endAngle: .radians(2 * .pi)))
        )
    }

    func testShapeStyleStaticsMatchTheInitializers() {
        let colors: [SwiftUI.Color] = [.red, .blue]
        XCTAssertEqual(
            lowered(SwiftUI.Circle().fill(.linearGradient(colors: colors, startPoint: .top, endPoint: .bottom))),
            lowered(SwiftUI.Circle().fill(SwiftUI.LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom))))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().fill(.radialGradient(colors: colors, center: .top, startRadius: 0, endRadius: 9))),
            lowered(
                SwiftUI.Circle().fill(
                    SwiftUI.RadialGradient(colors: colors, center: .top, startRadius: 0, endRadius: 9))))
        XCTAssertEqual(
            lowered(
                SwiftUI.Circle().fill(
                    .angularGradient(colors: colors, center: .center, startAngle: .zero, endAngle: .degrees(90)))),
            lowered(
                SwiftUI.Circle().fill(
                    SwiftUI.AngularGradient(colors: colors, center: .center, startAngle: .zero, endAngle: .degrees(90)))
            ))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().fill(.conicGradient(colors: colors, center: .center, angle: .degrees(30)))),
            lowered(
                SwiftUI.Circle().fill(
                    SwiftUI.AngularGradient(
                        colors: colors, center: .center, startAngle: .degrees(30), endAngle: .degrees(30)))))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().fill(.ellipticalGradient(colors: colors))),
            lowered(SwiftUI.Circle().fill(SwiftUI.EllipticalGradient(colors: colors))))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().fill(.red)),
            .shape(ShapeView(kind: .circle, drawing: .fill(.color(red), rule: .nonZero))))
    }

    func testForegroundStyleWithAGradientAndWithAColor() {
        let style = SwiftUI.LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        XCTAssertEqual(
            lowered(SwiftUI.Circle().foregroundStyle(style)),
            .modified(lowered(SwiftUI.Circle()), .foregroundStyle(style.sceneStyle(in: EnvironmentValues()))))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().foregroundStyle(.blue)),
            .modified(lowered(SwiftUI.Circle()), .foregroundColor(blue)))
    }

    func testGetRedReadsTheComponents() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        UIColor.systemBlue.withAlphaComponent(0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b, a], [0, 122.0 / 255, 1, 0.5])
    }

    func testAnyGradientPaintsAVerticalLinearGradient() {
        let gradient = SwiftUI.Gradient(colors: [.red, .blue])
        XCTAssertEqual(
            lowered(SwiftUI.Rectangle().fill(SwiftUI.AnyGradient(gradient))),
            lowered(
                SwiftUI.Rectangle().fill(
                    SwiftUI.LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom))))
    }
}
