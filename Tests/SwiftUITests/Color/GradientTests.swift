import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

/// Gradients as views and as shape styles, drawn: red to blue.
final class GradientTests: XCTestCase {
    private let gradient = SwiftUI.Gradient(colors: [.red, .blue])

    /// A gradient view fills its frame; its ends are its colours at the points given.
    func testGradientsAsViewsFillTheirFrame() {
        let linear = DrawnView(SwiftUI.LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
        XCTAssertTrue(DrawnView.close(linear.rgba(0, 50), Ink.red, 4), "\(linear.rgba(0, 50))")
        XCTAssertTrue(DrawnView.close(linear.rgba(99, 50), Ink.blue, 4), "\(linear.rgba(99, 50))")
        XCTAssertTrue(DrawnView.close(linear.rgba(50, 0), linear.rgba(50, 99), 1), "no change down")
        let radial = DrawnView(
            SwiftUI.RadialGradient(colors: [.red, .blue], center: .center, startRadius: 5, endRadius: 40))
        XCTAssertEqual(radial.rgba(50, 50), Ink.red)
        XCTAssertEqual(radial.rgba(95, 50), Ink.blue)
        let elliptical = DrawnView(
            SwiftUI.EllipticalGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]))
        XCTAssertTrue(DrawnView.close(elliptical.rgba(50, 50), Ink.red, 6))
        XCTAssertEqual(elliptical.rgba(0, 0), Ink.blue)
        let angular = DrawnView(SwiftUI.AngularGradient(gradient: gradient, center: .center))
        XCTAssertTrue(DrawnView.close(angular.rgba(99, 51), Ink.red, 6), "starts at 3 o'clock")
        XCTAssertFalse(DrawnView.close(angular.rgba(50, 99), angular.rgba(0, 50), 10))
    }

    func testShapeStyleStaticsMatchTheInitializers() {
        let colors: [SwiftUI.Color] = [.red, .blue]
        assertSameDrawing(
            SwiftUI.Circle().fill(.linearGradient(colors: colors, startPoint: .top, endPoint: .bottom)),
            SwiftUI.Circle().fill(SwiftUI.LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)))
        assertSameDrawing(
            SwiftUI.Circle().fill(.radialGradient(colors: colors, center: .top, startRadius: 0, endRadius: 9)),
            SwiftUI.Circle().fill(SwiftUI.RadialGradient(colors: colors, center: .top, startRadius: 0, endRadius: 9)))
        assertSameDrawing(
            SwiftUI.Circle().fill(
                .angularGradient(colors: colors, center: .center, startAngle: .zero, endAngle: .degrees(90))),
            SwiftUI.Circle().fill(
                SwiftUI.AngularGradient(colors: colors, center: .center, startAngle: .zero, endAngle: .degrees(90))))
        assertSameDrawing(
            SwiftUI.Circle().fill(.conicGradient(colors: colors, center: .center, angle: .degrees(30))),
            SwiftUI.Circle().fill(
                SwiftUI.AngularGradient(
                    colors: colors, center: .center, startAngle: .degrees(30), endAngle: .degrees(30))))
        assertSameDrawing(
            SwiftUI.Circle().fill(.ellipticalGradient(colors: colors)),
            SwiftUI.Circle().fill(SwiftUI.EllipticalGradient(colors: colors)))
        assertDifferentDrawing(
            SwiftUI.Circle().fill(.linearGradient(colors: colors, startPoint: .top, endPoint: .bottom)),
            SwiftUI.Circle().fill(.linearGradient(colors: colors, startPoint: .leading, endPoint: .trailing)))
    }

    func testForegroundStyleWithAGradientAndWithAColor() {
        let style = SwiftUI.LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        assertSameDrawing(SwiftUI.Circle().foregroundStyle(style), SwiftUI.Circle().fill(style))
        assertSameDrawing(SwiftUI.Circle().foregroundStyle(.blue), SwiftUI.Circle().fill(SwiftUI.Color.blue))
        XCTAssertEqual(DrawnView(SwiftUI.Circle().fill(.red)).rgba(50, 50), Ink.red)
    }

    func testAnyGradientPaintsAVerticalLinearGradient() {
        assertSameDrawing(
            SwiftUI.Rectangle().fill(SwiftUI.AnyGradient(gradient)),
            SwiftUI.Rectangle().fill(SwiftUI.LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)))
    }

    /// Pixels of `turned` that differ from those of `upright` turned a quarter clockwise about
    /// the 100-point canvas's centre (pixel (x, y) of the turned view is pixel (y, 99 − x) of
    /// the upright one), among those within 40 points of the centre; with their coordinates.
    private func quarterTurnMismatches(_ turned: DrawnView, _ upright: DrawnView) -> [String] {
        var mismatches: [String] = []
        for y in stride(from: 12, to: 88, by: 5) {
            for x in stride(from: 12, to: 88, by: 5) {
                let dx = Double(x) + 0.5 - 50
                let dy = Double(y) + 0.5 - 50
                guard dx * dx + dy * dy < 40 * 40 else { continue }
                let expected = upright.rgba(y, 99 - x)
                // 3 levels: the gradients are dithered at their own pixels.
                if !DrawnView.close(turned.rgba(x, y), expected, 3) {
                    mismatches.append("(\(x), \(y)): \(turned.rgba(x, y)), expected \(expected)")
                }
            }
        }
        return mismatches
    }

    /// A gradient filling a shape turns with `.rotationEffect`, as its shape does: the angular
    /// gradient's colours used to stay fixed to the screen (its start at 3 o'clock whatever the
    /// turn), and an elliptical gradient's ellipse stayed wide in a turned tall frame.
    func testGradientsTurnWithRotationEffect() {
        let angular = SwiftUI.AngularGradient(gradient: gradient, center: .center)
        XCTAssertEqual(
            quarterTurnMismatches(
                DrawnView(SwiftUI.Circle().fill(angular).rotationEffect(.degrees(90))),
                DrawnView(SwiftUI.Circle().fill(angular))), [], "angular")
        let elliptical = SwiftUI.EllipticalGradient(gradient: gradient)
        XCTAssertEqual(
            quarterTurnMismatches(
                DrawnView(
                    SwiftUI.Rectangle().fill(elliptical).frame(width: 100, height: 50).rotationEffect(.degrees(90))),
                DrawnView(SwiftUI.Rectangle().fill(elliptical).frame(width: 100, height: 50))), [], "elliptical")
        let radial = SwiftUI.RadialGradient(gradient: gradient, center: .topLeading, startRadius: 0, endRadius: 140)
        XCTAssertEqual(
            quarterTurnMismatches(
                DrawnView(SwiftUI.Rectangle().fill(radial).rotationEffect(.degrees(90))),
                DrawnView(SwiftUI.Rectangle().fill(radial))), [], "radial")
        let linear = SwiftUI.LinearGradient(gradient: gradient, startPoint: .topLeading, endPoint: .trailing)
        XCTAssertEqual(
            quarterTurnMismatches(
                DrawnView(SwiftUI.Rectangle().fill(linear).rotationEffect(.degrees(90))),
                DrawnView(SwiftUI.Rectangle().fill(linear))), [], "linear")
    }

    /// Under a non-uniform scale a gradient stretches with its shape: a linear gradient's
    /// colour stays constant along the images of its lines (no longer at right angles to its
    /// axis), a radial gradient's circles become ellipses.
    func testGradientsStretchWithANonUniformScale() {
        // Top-leading to bottom-trailing: constant along x + y = c, which halving x about the
        // centre (x′ = 25 + x / 2) turns into 2x′ + y = c + 50.
        let linear = DrawnView(
            SwiftUI.Rectangle()
                .fill(SwiftUI.LinearGradient(gradient: gradient, startPoint: .topLeading, endPoint: .bottomTrailing))
                .scaleEffect(x: 0.5, y: 1))
        for (x, y) in [(45, 60), (55, 40), (40, 70)] {
            XCTAssertTrue(
                DrawnView.close(linear.rgba(x, y), linear.rgba(50, 50), 3),
                "(\(x), \(y)) \(linear.rgba(x, y)) against (50, 50) \(linear.rgba(50, 50))")
        }
        // A circle of radius 50 about the centre, halved across: 20 points right of the
        // centre is 40 from it in the circle, as 40 points below it is.
        let radial = DrawnView(
            SwiftUI.Rectangle()
                .fill(SwiftUI.RadialGradient(gradient: gradient, center: .center, startRadius: 0, endRadius: 50))
                .scaleEffect(x: 0.5, y: 1))
        XCTAssertTrue(
            DrawnView.close(radial.rgba(70, 50), radial.rgba(50, 90), 4),
            "\(radial.rgba(70, 50)) against \(radial.rgba(50, 90))")
    }
}
