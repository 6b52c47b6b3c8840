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

    /// Two discs 4 points apart, blurred and thresholded: SwiftUI's "gooey" idiom adds the threshold
    /// first and the blur second, and the filter added last applies first.
    struct Gooey: SwiftUI.View {
        var body: some SwiftUI.View {
            SwiftUI.Canvas { context, _ in
                context.addFilter(.alphaThreshold(min: 0.5, color: .blue))
                context.addFilter(.blur(radius: 8))
                context.drawLayer { layer in
                    layer.fill(
                        SwiftUI.Path(ellipseIn: CGRect(x: 8, y: 30, width: 40, height: 40)), with: .color(.black))
                    layer.fill(
                        SwiftUI.Path(ellipseIn: CGRect(x: 52, y: 30, width: 40, height: 40)), with: .color(.black))
                }
            }
        }
    }

    /// `alphaThreshold` draws every pixel the blur left at least half opaque in its colour and
    /// the rest transparent: the two discs join across their 4-point gap, with hard edges.
    func testAlphaThresholdAfterABlurJoinsShapesWithHardEdges() throws {
        let drawn = DrawnView(Gooey())
        let blue = drawn.rgba(28, 50)
        XCTAssertEqual(blue[3], 255)
        XCTAssertGreaterThan(blue[2], 200, "\(blue)")
        XCTAssertEqual(drawn.rgba(50, 50), blue, "the gap between the discs is filled")
        XCTAssertEqual(drawn.rgba(2, 50), Ink.clear)
        // Every pixel is the colour or transparent: no soft blur edge is left.
        for y in 20..<80 {
            for x in 0..<100 {
                let pixel = drawn.rgba(x, y)
                XCTAssertTrue(pixel == blue || pixel == Ink.clear, "(\(x), \(y)): \(pixel)")
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

    /// Counts the calls of a canvas's renderer (scene code may keep such a count in an object).
    final class Calls: @unchecked Sendable {
        var count = 0
    }

    /// A full-screen canvas drawn from a timeline's date: a red square moving 100 points a second.
    struct Moving: SwiftUI.View {
        let calls: Calls
        var body: some SwiftUI.View {
            SwiftUI.TimelineView(.animation) { context in
                SwiftUI.Canvas { graphics, _ in
                    calls.count += 1
                    let x = TimelineViewTests.seconds(context.date) * 100
                    graphics.fill(SwiftUI.Path(CGRect(x: x, y: 0, width: 10, height: 10)), with: .color(.red))
                }
            }
        }
    }

    /// Inside a `TimelineView`, a canvas's renderer runs once per frame, as on iOS (it ran twice:
    /// once to make the canvas's identity, again to lay it out at its size, the same here).
    func testARendererInATimelineRunsOncePerFrame() throws {
        let calls = Calls()
        let scene = try AnimatedView(Moving(calls: calls), canvas: Size(width: 300, height: 100))
        for (frame, t) in [0.25, 0.5, 1.0].enumerated() {
            calls.count = 0
            let drawn = scene.drawing(at: t)
            XCTAssertEqual(drawn.bounds(of: Ink.red), Rect(x: t * 100, y: 0, width: 10, height: 10), "frame \(frame)")
            XCTAssertEqual(calls.count, 1, "frame \(frame) at \(t) s")
        }
    }

    /// A canvas whose drawing follows `shown` (a square at x = 10 once it is set) and reads
    /// `unused` without drawing it; both change on the scene clock. With `nan`, it also fills a
    /// rectangle at x = NaN.
    struct Changing: SwiftUI.View {
        @SwiftUI.State var shown = false
        @SwiftUI.State var unused = 0
        let nan: Bool
        var body: some SwiftUI.View {
            SwiftUI.Canvas { graphics, _ in
                let x = Double(unused) * 0 + (shown ? 10 : 0)
                graphics.fill(SwiftUI.Path(CGRect(x: x, y: 0, width: 10, height: 10)), with: .color(.red))
                if nan {
                    graphics.fill(
                        SwiftUI.Path(CGRect(x: Double.nan, y: 0.0, width: 10.0, height: 10.0)), with: .color(.blue))
                }
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { unused = 1 }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { shown = true }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { unused = 2 }
            }
        }
    }

    /// A canvas is the same view while it draws the same: a change of state that leaves its
    /// drawing as it was makes no new snapshot, one that changes it does.
    func testACanvasMakesANewSnapshotOnlyWhenItsDrawingChanges() throws {
        let scene = try evaluate { Changing(nan: false) }
        XCTAssertEqual(scene.snapshots.count, 2, "the drawing at the start and after 1 s")
        XCTAssertEqual(scene.timeline.transactions.map(\.time), [1])
        let drawn = try AnimatedView(Changing(nan: false), canvas: Size(width: 100, height: 50))
        XCTAssertEqual(drawn.drawing(at: 0.7).bounds(of: Ink.red), Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(drawn.drawing(at: 1.2).bounds(of: Ink.red), Rect(x: 10, y: 0, width: 10, height: 10))
    }

    /// A drawing that holds NaN (which no number equals) differs from every other, as any view
    /// holding NaN does (a change of state that leaves it as it was may make a snapshot); the
    /// pictures are those of its other operations, and the NaN rectangle draws nothing.
    func testACanvasWhoseDrawingHoldsNaNDrawsWhatItsOtherOperationsDraw() throws {
        let scene = try evaluate { Changing(nan: true) }
        XCTAssertTrue(scene.timeline.transactions.map(\.time).contains(1), "the square moves at 1 s")
        let drawn = try AnimatedView(Changing(nan: true), canvas: Size(width: 100, height: 50))
        for (t, x) in [(0.2, 0.0), (0.7, 0), (1.2, 10), (1.7, 10)] {
            XCTAssertEqual(drawn.drawing(at: t).bounds(of: Ink.red), Rect(x: x, y: 0, width: 10, height: 10), "\(t) s")
            XCTAssertNil(drawn.drawing(at: t).bounds(of: Ink.blue), "\(t) s")
        }
    }
}
