import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// Colours: their components, the system and UIKit colours, and the pixels they draw.
final class ColorTests: XCTestCase {
    private let red = RGBAColor(red8: 255, green8: 59, blue8: 48)
    private let blue = RGBAColor(red8: 0, green8: 122, blue8: 255)

    func testColorInitializers() {
        XCTAssertEqual(
            SwiftUI.Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4).resolved,
            RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        XCTAssertEqual(SwiftUI.Color(white: 0.5, opacity: 0.25).resolved, RGBAColor(white: 0.5, alpha: 0.25))
        XCTAssertEqual(SwiftUI.Color.red.resolved, red)
        XCTAssertEqual(SwiftUI.Color.accentColor.resolved, blue)
        XCTAssertEqual(SwiftUI.Color.secondary.resolved, RGBAColor(red8: 60, green8: 60, blue8: 67, alpha: 0.6))
    }

    /// A colour as a view fills the space offered with its pixels.
    func testAColorDrawsItsPixels() {
        XCTAssertEqual(DrawnView(SwiftUI.Color.red).rgba(50, 50), Ink.red)
        XCTAssertEqual(DrawnView(SwiftUI.Color.red).bounds(of: Ink.red), Rect(x: 0, y: 0, width: 100, height: 100))
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
            XCTAssertEqual(c, RGBAColor(red: expected.0, green: expected.1, blue: expected.2, alpha: 0.5))
        }
        XCTAssertEqual(
            SwiftUI.Color(hue: 0, saturation: 1, brightness: 1).resolved, RGBAColor(red: 1, green: 0, blue: 0))
    }

    func testOpacityMultipliesAlpha() {
        XCTAssertEqual(SwiftUI.Color.red.opacity(0.5).opacity(0.5).resolved.alpha, 0.25)
        XCTAssertEqual(DrawnView(SwiftUI.Color.red.opacity(0.5)).rgba(50, 50), [128, 30, 24, 128])
    }

    func testUIColors() {
        XCTAssertEqual(SwiftUI.Color(.systemBlue).resolved, blue)
        XCTAssertEqual(SwiftUI.Color(uiColor: .systemGray6).resolved, RGBAColor(red8: 242, green8: 242, blue8: 247))
        XCTAssertEqual(SwiftUI.Color(UIColor.darkGray).resolved, RGBAColor(white: 1.0 / 3))
        XCTAssertEqual(SwiftUI.Color(UIColor.red).resolved, RGBAColor(red: 1, green: 0, blue: 0))
        XCTAssertEqual(UIColor.label.resolved, .black)
        XCTAssertEqual(UIColor.secondaryLabel.resolved, RGBAColor(red8: 60, green8: 60, blue8: 67, alpha: 0.6))
        XCTAssertEqual(UIColor.separator.resolved, RGBAColor(red8: 60, green8: 60, blue8: 67, alpha: 0.29))
        XCTAssertEqual(UIColor.secondarySystemBackground.resolved, RGBAColor(red8: 242, green8: 242, blue8: 247))
        XCTAssertEqual(
            UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).withAlphaComponent(0.3).resolved,
            RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.3))
        XCTAssertEqual(
            SwiftUI.Color(cgColor: UIColor(white: 0.2, alpha: 0.9).cgColor).resolved,
            RGBAColor(white: 0.2, alpha: 0.9))
        XCTAssertEqual(
            UIColor(hue: 0.3, saturation: 0.5, brightness: 0.8, alpha: 1).resolved,
            SwiftUI.Color(hue: 0.3, saturation: 0.5, brightness: 0.8).resolved)
    }

    func testColorLiterals() {
        let color: SwiftUI.Color = #colorLiteral(red: 0.5, green: 0.25, blue: 1, alpha: 1)
        XCTAssertEqual(color.resolved, RGBAColor(red: 0.5, green: 0.25, blue: 1, alpha: 1))
        let untyped = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        XCTAssertTrue(type(of: untyped) == UIColor.self)
        XCTAssertEqual(SwiftUI.Color(untyped).resolved, RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
    }

    func testGetRedReadsTheComponents() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        UIColor.systemBlue.withAlphaComponent(0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b, a], [0, 122.0 / 255, 1, 0.5])
    }

    /// The hierarchical styles are the label colours: black, then grey at 60, 30 and 18 %.
    func testHierarchicalStylesAreTheLabelColours() {
        func centre(_ view: some SwiftUI.View) -> [Int] { DrawnView(view).rgba(50, 50) }
        func label(_ alpha: Double) -> [Int] {
            Ink.of(SwiftUI.Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: alpha))
        }
        XCTAssertEqual(centre(SwiftUI.Rectangle().fill(.primary)), Ink.black)
        XCTAssertTrue(DrawnView.close(centre(SwiftUI.Rectangle().fill(.secondary)), label(0.6), 1))
        XCTAssertTrue(DrawnView.close(centre(SwiftUI.Rectangle().fill(.tertiary)), label(0.3), 1))
        XCTAssertTrue(DrawnView.close(centre(SwiftUI.Rectangle().fill(.quaternary)), label(0.18), 1))
        XCTAssertTrue(DrawnView.close(centre(SwiftUI.Rectangle().fill(.secondary.opacity(0.5))), label(0.3), 1))
        XCTAssertTrue(
            DrawnView.close(centre(SwiftUI.Rectangle().fill(SwiftUI.Color(uiColor: .quaternaryLabel))), label(0.18), 1))
        XCTAssertEqual(centre(SwiftUI.Rectangle().fill(.background)), Ink.white)
        // On text, and `Color.secondary` is the same colour as the style.
        let grey = SwiftUI.Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255)
        XCTAssertEqual(
            LaidOutView(SwiftUI.Text("a").foregroundStyle(.tertiary)).color(ofText: "a"), grey.opacity(0.3).resolved)
        XCTAssertEqual(
            LaidOutView(SwiftUI.Text("a").foregroundColor(.secondary)).color(ofText: "a"), grey.opacity(0.6).resolved)
    }

    /// `.quinary` (iOS 17), the fifth level: the label grey at half the quaternary's opacity,
    /// 9 % in light mode and 8 % of the dark label grey in dark mode (an estimate).
    func testQuinaryIsTheFaintestLabelGrey() {
        func centre(_ view: some SwiftUI.View) -> [Int] { DrawnView(view).rgba(50, 50) }
        let light = Ink.of(SwiftUI.Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.09))
        let dark = Ink.of(SwiftUI.Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.08))
        XCTAssertTrue(DrawnView.close(centre(SwiftUI.Rectangle().fill(.quinary)), light, 1))
        XCTAssertTrue(
            DrawnView.close(
                centre(SwiftUI.Rectangle().fill(.quinary).environment(\.colorScheme, .dark)), dark, 1))
        XCTAssertEqual(
            LaidOutView(SwiftUI.Text("a").foregroundStyle(.quinary)).color(ofText: "a"),
            SwiftUI.Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255).opacity(0.09).resolved)
    }
}
