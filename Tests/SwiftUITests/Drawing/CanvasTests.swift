import Geometry
import Raster
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// `Canvas`: drawing operations as views in the canvas's frame.
final class CanvasTests: XCTestCase {
    struct Drawing: SwiftUI.View {
        var body: some SwiftUI.View {
            SwiftUI.Canvas { context, size in
                context.translateBy(x: 10, y: 20)
                context.fill(SwiftUI.Path(CGRect(x: 0, y: 0, width: size.width / 2, height: 5)), with: .color(.red))
                context.opacity = 0.5
                context.stroke(
                    SwiftUI.Path {
                        $0.move(to: .zero); $0.addLine(to: CGPoint(x: 1, y: 0))
                    }, with: .color(.blue),
                    lineWidth: 2)
            }
        }
    }

    /// The canvas is its frame; operations draw in its coordinates, translated, with the
    /// context's opacity at the time of each.
    func testCanvasOperationsDrawInItsFrameInCanvasCoordinates() throws {
        let drawn = DrawnView(Drawing())
        // The red rectangle: half the canvas's 100 wide, 5 high, moved by (10, 20).
        XCTAssertEqual(drawn.bounds(of: Ink.red), Rect(x: 10, y: 20, width: 50, height: 5))
        XCTAssertEqual(drawn.rgba(30, 24), Ink.red)
        XCTAssertEqual(drawn.rgba(30, 26), Ink.clear)
        // The blue line, 2 wide on y = 20 from x 10 to 11, at half opacity: over the red below
        // it, alone above.
        XCTAssertTrue(DrawnView.close(drawn.rgba(10, 19), [0, 61, 128, 128], 2), "\(drawn.rgba(10, 19))")
        XCTAssertTrue(DrawnView.close(drawn.rgba(10, 20), [128, 91, 152, 255], 3), "\(drawn.rgba(10, 20))")
        XCTAssertEqual(drawn.rgba(12, 19), Ink.clear)
    }

    /// A canvas whose conic and linear gradients are drawn in moved, turned and scaled
    /// coordinates (`moved`), or the same drawing given in canvas coordinates.
    struct TransformedGradients: SwiftUI.View {
        let moved: Bool
        var body: some SwiftUI.View {
            SwiftUI.Canvas { context, _ in
                let colours = SwiftUI.Gradient(colors: [.red, .blue])
                if moved {
                    var turned = context
                    turned.translateBy(x: 50, y: 30)
                    turned.rotate(by: .degrees(90))
                    turned.fill(
                        SwiftUI.Path(ellipseIn: CGRect(x: -25, y: -25, width: 50, height: 50)),
                        with: .conicGradient(colours, center: .zero))
                    var scaled = context
                    scaled.translateBy(x: 0, y: 60)
                    scaled.scaleBy(x: 2, y: 2)
                    scaled.fill(
                        SwiftUI.Path(CGRect(x: 0, y: 0, width: 50, height: 20)),
                        with: .linearGradient(colours, startPoint: .zero, endPoint: CGPoint(x: 50, y: 0)))
                } else {
                    context.fill(
                        SwiftUI.Path(ellipseIn: CGRect(x: 25, y: 5, width: 50, height: 50)),
                        with: .conicGradient(colours, center: CGPoint(x: 50, y: 30), angle: .degrees(90)))
                    context.fill(
                        SwiftUI.Path(CGRect(x: 0, y: 60, width: 100, height: 40)),
                        with: .linearGradient(
                            colours, startPoint: CGPoint(x: 0, y: 60), endPoint: CGPoint(x: 100, y: 60)))
                }
            }
        }
    }

    /// A canvas gradient is given in the context's current coordinates, as its path is: it
    /// moves, turns and scales with `translateBy`, `rotate` and `scaleBy` (the gradient's
    /// points used to be read as canvas points, so the conic gradient was centred on the
    /// canvas's corner and the linear one ended half-way).
    func testCanvasGradientsFollowTheContextTransform() {
        let moved = DrawnView(TransformedGradients(moved: true))
        let plain = DrawnView(TransformedGradients(moved: false))
        var mismatches: [String] = []
        for y in stride(from: 2, to: 100, by: 4) {
            // Inside the shapes and outside them (their antialiased edges are flattened apart).
            for x in stride(from: 2, to: 100, by: 4) where [0, 255].contains(plain.alpha(x, y)) {
                guard !DrawnView.close(moved.rgba(x, y), plain.rgba(x, y), 3) else { continue }
                mismatches.append("(\(x), \(y)): \(moved.rgba(x, y)), expected \(plain.rgba(x, y))")
            }
        }
        XCTAssertEqual(mismatches, [])
    }
}
