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
}
